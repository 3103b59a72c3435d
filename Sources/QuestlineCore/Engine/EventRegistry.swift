import Foundation

/// Every event's id, met in file order, and the voids among them: the step before folding that
/// finds two events with one id, and which voids cancel which events.
///
/// A void must name an event on an earlier line that is not itself a void and is not voided
/// already; otherwise it is an error at its line and cancels nothing. An event whose id an
/// earlier line has is an error at its line and is not counted.
struct EventRegistry: Sendable {
    /// Each id's line, in file order (32 bits: a million-event log keeps a million of these).
    private(set) var lines: [UInt64: Int32] = [:]
    /// The ids of void events.
    private(set) var voidIDs: Set<EventID> = []
    /// The voids that cancel an event, by the id of the event they cancel.
    private(set) var voids: [EventID: VoidNote] = [:]
    /// Lines whose events are not counted (a repeated id, a void that breaks the rules).
    private(set) var dropped: Set<Int> = []

    init() {}

    /// A registry of these ids and lines, with no voids (for the fold cache).
    init(idLines: [(id: UInt64, line: Int)]) {
        lines = Dictionary(idLines.map { ($0.id, Int32(clamping: $0.line)) }, uniquingKeysWith: { first, _ in first })
    }

    /// Every id and its line, in line order.
    func idLines() -> [(id: UInt64, line: Int)] {
        lines.map { (id: $0.key, line: Int($0.value)) }.sorted { $0.line < $1.line }
    }

    /// Takes the next event in file order; the error it makes, if any.
    mutating func register(_ event: Event) -> Diagnostic? {
        let location = SourceLocation(file: ContentFormat.eventLogFile, line: event.line, column: 1)
        func refuse(_ message: String, hint: String? = nil, as refusal: RuleRefusal? = nil) -> Diagnostic {
            dropped.insert(event.line)
            return .error(message, at: location, hint: hint, refusal: refusal)
        }
        if let first = lines[event.id.bits] {
            return refuse("this event has the id \(event.id) of the event on line \(first); two events cannot share an id",
                          hint: event.id.isDerived ? "the two lines are the same: delete one, or give each its own \"id\""
                              : "give one of them another id, or leave its \"id\" out")
        }
        lines[event.id.bits] = Int32(clamping: event.line)
        guard event.kind == .void, let target = event.event else { return nil }
        guard let targetLine = lines[target.bits].map(Int.init), targetLine != event.line else {
            // An id worked out from a line's text (a line written without "id") changes when the
            // line is edited: most likely the voided line was mended by hand afterwards.
            return refuse("there is no event with the id \(target) before this line, so there is nothing to void",
                          hint: target.isDerived
                              ? "an event written without an \"id\" is known by its text, so editing its line changes its id: if you mended the voided line by hand, delete this void line and the mended event counts; `questline log` lists the ids"
                              : "`questline log` lists the events with their ids")
        }
        if voidIDs.contains(target) {
            return refuse("the event \(target) (line \(targetLine)) is a void itself, and a void cannot be voided",
                          hint: "to count the event it voided again, record that event anew")
        }
        if let earlier = voids[target] {
            return refuse("the event \(target) (line \(targetLine)) is voided already, by line \(earlier.line)", as: .alreadyVoided)
        }
        voidIDs.insert(event.id)
        voids[target] = VoidNote(id: event.id, at: event.at, reason: event.reason, by: event.by, line: event.line,
                                 targetLine: targetLine)
        return nil
    }

    /// Leaves the event on `line` out, ahead of its registration (an event logged late whose id
    /// an earlier line has).
    mutating func drop(_ line: Int) { dropped.insert(line) }

    /// The line of the event with this id, if the log has one.
    func line(of id: EventID) -> Int? { lines[id.bits].map(Int.init) }

    /// The voids in effect as of `instant`, by the event they cancel.
    func voids(asOf instant: Date) -> [EventID: VoidNote] {
        voids.filter { $0.value.at <= instant }
    }
}

/// A void that cancels an event: when, why, by whom, and at which lines.
public struct VoidNote: Sendable, Hashable {
    /// The void event's own id.
    public var id: EventID
    public var at: Date
    public var reason: String?
    public var by: String?
    /// The void's line, and the line of the event it cancels.
    public var line: Int
    public var targetLine: Int
}
