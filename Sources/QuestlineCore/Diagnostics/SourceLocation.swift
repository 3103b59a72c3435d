/// A place in a content file: the path relative to the site folder, and a 1-based line and column where known.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var file: String
    public var line: Int?
    public var column: Int?

    public init(file: String, line: Int? = nil, column: Int? = nil) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, leaving out what is not known.
    public var description: String {
        var text = file
        if let line { text += ":\(line)" }
        if let line = line, line > 0, let column { text += ":\(column)" }
        return text
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line ?? 0, lhs.column ?? 0) < (rhs.file, rhs.line ?? 0, rhs.column ?? 0)
    }
}
