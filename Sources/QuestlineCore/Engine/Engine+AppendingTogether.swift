import Foundation

extension Engine {
    /// Why events appended together were refused: the one among them refused (its place in the
    /// list), or nil when they are refused together for what they would do to a line before them.
    public struct TogetherRefusal: Sendable {
        public var index: Int?
        public var violation: Diagnostic
    }

    /// What appending `events` to `log` together would do: all of them are taken, or none. They
    /// are checked as one change, not one by one: voiding a child's award and the unlock it paid
    /// for is allowed together, though the first alone would leave the unlock unpaid. Refused when
    /// a line of theirs breaks a rule (a void of a void, an event voided twice), when a void comes
    /// before its event, and when together they make an earlier line break the rules. One event
    /// is checked as `appending(_:to:game:)` checks it, with its words.
    public static func appending(together events: [Event], to log: EventLog, game: Game)
        -> (state: GameState, refused: TogetherRefusal?) {
        if events.count == 1 {
            let outcome = appending(events[0], to: log, game: game)
            return (outcome.state, outcome.violation.map { TogetherRefusal(index: 0, violation: $0) })
        }
        var probe = log
        for event in events {
            var candidate = event
            candidate.line = probe.lineCount + 1
            probe.events.append(candidate)
            probe.lineCount += 1
        }
        let latest = probe.events.map(\.at).max() ?? Date()
        let after = state(of: game, log: probe, asOf: latest)
        let first = log.lineCount + 1
        let own = after.violations.filter { ($0.location?.line ?? 0) >= first }.min { ($0.location?.line ?? 0) < ($1.location?.line ?? 0) }
        if let own, let line = own.location?.line {
            return (after, TogetherRefusal(index: line - first, violation: own))
        }
        for (index, event) in probe.events[log.events.count...].enumerated() {
            if let early = VoidRefusal.beforeItsEvent(event, among: probe.events, calendar: game.settings.calendar) {
                return (after, TogetherRefusal(index: index, violation: early))
            }
        }
        guard !after.violations.isEmpty else { return (after, nil) }
        let before = Set(state(of: game, log: log, asOf: latest).violations)
        guard let broken = after.violations.first(where: { !before.contains($0) }) else { return (after, nil) }
        let line = broken.location?.line ?? 0
        let refusal = events.allSatisfy { $0.kind == .void }
            ? VoidRefusal.diagnostic(voidingTogether: events.count, breaks: line, because: broken.message, in: log)
            : .error("these \(events.count) events would make log line \(line) break the rules: \(broken.message)")
        return (after, TogetherRefusal(index: nil, violation: refusal))
    }
}
