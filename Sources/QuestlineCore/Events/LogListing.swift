import Foundation

/// The latest events of a log, newest first, each with its id, time and a sentence, and the
/// void that cancelled it if one did: what `questline log` prints.
public struct LogListing: Sendable {
    public struct Entry: Sendable, Hashable {
        public var id: EventID
        public var at: Date
        public var line: Int
        public var type: String
        public var sentence: String
        /// The void that cancelled it, if any.
        public var voidedBy: VoidNote?

        /// The listing's line: `id  instant  sentence`, and the void that cancelled it with its
        /// reason cut as the sentence's is (`EventSummary.reasonLength`).
        public func text(in calendar: GameCalendar) -> String {
            var text = "\(id)  \(Instant.format(at, in: calendar))  \(sentence)"
            if let void = voidedBy {
                let reason = void.reason.map { ": " + TextLimits.shortened($0, to: EventSummary.reasonLength) } ?? ""
                text += "  [voided on line \(void.line)\(reason)]"
            }
            return text
        }
    }

    public var entries: [Entry]

    /// The last `count` events (of `player`'s, when given) in time order, newest first; ties by line.
    public init(_ log: EventLog, last count: Int, player: String? = nil) {
        var registry = EventRegistry()
        for event in log.events { _ = registry.register(event) }
        let chosen = log.events.filter { event in
            guard let player else { return true }
            if event.player == player { return true }
            // A void is the player's when the event it cancels is.
            guard event.kind == .void, let target = event.event else { return false }
            return log.events.contains { $0.id == target && $0.player == player }
        }
        let newest = chosen.sorted { ($0.at, $0.line) > ($1.at, $1.line) }.prefix(max(0, count))
        entries = newest.map { event in
            Entry(id: event.id, at: event.at, line: event.line, type: event.kind.rawValue,
                  sentence: EventSummary.sentence(for: event), voidedBy: registry.voids[event.id])
        }
    }
}
