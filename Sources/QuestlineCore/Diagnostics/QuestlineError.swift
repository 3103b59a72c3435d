/// A failure that stops an operation, carrying every diagnostic that explains it.
public struct QuestlineError: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }

    public init(_ message: String, at location: SourceLocation? = nil, hint: String? = nil) {
        self.diagnostics = [.error(message, at: location, hint: hint)]
    }

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
