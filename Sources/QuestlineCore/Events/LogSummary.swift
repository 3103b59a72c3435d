/// What reading the event log found, besides the events themselves (which a streamed fold does
/// not keep): how many there were and what was wrong with any line.
public struct LogSummary: Sendable {
    /// Events read from well-formed lines, counted or not by the rules.
    public var eventCount = 0
    public var diagnostics: [Diagnostic] = []
    /// See `EventLog.isTorn`, `endsWithNewline` and `lineCount`.
    public var isTorn = false
    public var endsWithNewline = true
    public var lineCount = 0

    public init() {}

    public init(_ log: EventLog) {
        add(log)
    }

    /// Adds the next piece of the log.
    mutating func add(_ piece: EventLog) {
        eventCount += piece.events.count
        diagnostics += piece.diagnostics
        isTorn = isTorn || piece.isTorn
        endsWithNewline = piece.endsWithNewline
        lineCount += piece.lineCount
    }
}
