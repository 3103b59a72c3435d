/// The parsed event log: the events in file order, and what was wrong with any line.
public struct EventLog: Sendable {
    public var events: [Event]
    public var diagnostics: [Diagnostic]
    /// True when the last line has no newline and is not a complete event: a write was cut off.
    public var isTorn: Bool
    /// True when the file is empty or ends with a newline, so an append can start right away.
    public var endsWithNewline: Bool
    /// Number of lines in the file, counting a last line without a newline.
    public var lineCount: Int

    public init(events: [Event] = [], diagnostics: [Diagnostic] = [], isTorn: Bool = false,
                endsWithNewline: Bool = true, lineCount: Int = 0) {
        self.events = events
        self.diagnostics = diagnostics
        self.isTorn = isTorn
        self.endsWithNewline = endsWithNewline
        self.lineCount = lineCount
    }

    public static let empty = EventLog()
}
