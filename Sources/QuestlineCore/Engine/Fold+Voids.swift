import Foundation

/// The step before an event is applied: its id is registered (in file order), and an event a
/// void cancels as of the instant is kept aside, struck through, instead of being applied.
extension Fold {
    /// Registers the next event in file order (see `EventRegistry`); every driver of the fold
    /// calls it for every event read, before or as that event is taken.
    mutating func register(_ event: Event) {
        if let refused = registry.register(event) { registryViolations.append(refused) }
    }

    /// Takes an event logged late before its own line is registered: one whose id an earlier
    /// line has already is left out, as it will be when its line is met.
    /// `early`: the lines of the events this pass took early, by id (two copies of one line can
    /// both be logged late).
    mutating func takeEarly(_ event: Event, early: inout [EventID: Int]) {
        let first = min(registry.line(of: event.id) ?? .max, early[event.id] ?? .max)
        if first < event.line { registry.drop(event.line) } else { early[event.id] = event.line }
        take(event)
    }

    /// Whether `take` leaves the event out: a repeated id or a refused void, or an event voided
    /// as of the instant (kept as a struck-through moment).
    mutating func isVoided(_ event: Event) -> Bool {
        if !registry.dropped.isEmpty, registry.dropped.contains(event.line) { return true }
        guard !knownVoids.isEmpty, let note = knownVoids[event.id] else { return false }
        if let entry = struckEntry(for: event) { voided.append(VoidedEvent(entry: entry, event: event.id, note: note)) }
        return true
    }

    /// The voids this fold found in effect that it was not told of before it started: when any
    /// differ, the events they cancel may have been applied, and the log is folded again with them.
    var voidsChanged: Bool { registry.voids(asOf: asOf) != knownVoids }

    /// The timeline moment a voided event would have been, for the history; nil for a void,
    /// pause or resume, which have none.
    private func struckEntry(for event: Event) -> TimelineEntry? {
        let day = calendar.date(of: event.at)
        let kind: TimelineEntry.Kind
        var points = 0
        switch event.kind {
        case .complete:
            let challenge = event.challenge ?? ""
            kind = .completion(challenge: challenge, option: event.option, proof: event.proof ?? .done)
            points = game.challenge(challenge)?.points ?? 0
        case .unlock:
            kind = .unlock(reward: event.reward ?? "")
            points = -(game.reward(event.reward ?? "").flatMap { game.price(of: $0) } ?? 0)
        case .award:
            kind = .award(reason: event.reason, by: event.by)
            points = event.amount ?? 0
        case .spend:
            kind = .spend(reason: event.reason, by: event.by)
            points = -(event.amount ?? 0)
        case .reveal: kind = .reveal(challenge: event.challenge ?? "")
        case .void, .pause, .resume: return nil
        }
        return TimelineEntry(at: event.at, day: event.kind == .complete ? event.on ?? day : day, player: event.player,
                             kind: kind, points: points, line: event.line, event: event.id)
    }
}

/// An event a void cancelled: the moment it would have been, struck through in the history with
/// the void's reason.
public struct VoidedEvent: Sendable, Hashable {
    public var entry: TimelineEntry
    /// The cancelled event's id.
    public var event: EventID
    public var note: VoidNote
}
