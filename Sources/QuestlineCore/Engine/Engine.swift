import Foundation

/// Folds the event log into the state of the game as of an instant.
///
/// Events are applied in time order (ties keep file order). An event that breaks the rules
/// (unknown ids, a second completion of a once-challenge, an unlock without the balance, a
/// spend below zero) is not counted and is reported as a violation at its log line.
public enum Engine {
    public static func state(of game: Game, log: EventLog, asOf: Date) -> GameState {
        var fold = Fold(game: game, asOf: asOf)
        fold.reserve(events: log.events.count)
        for event in TimeOrder.sorted(log.events, by: \.at) {
            if event.at > asOf {
                fold.pending += 1
                continue
            }
            fold.apply(event)
        }
        return fold.finish()
    }

    /// The violation a new event would cause, or nil when the rules allow it.
    /// The event is checked as if appended to `log`, and so is every later event it could
    /// invalidate (a backdated spend can leave a later unlock without its balance).
    public static func violation(of event: Event, appendingTo log: EventLog, game: Game) -> Diagnostic? {
        var candidate = event
        candidate.line = log.lineCount + 1
        var probe = log
        probe.events.append(candidate)
        let latest = max(probe.events.map(\.at).max() ?? event.at, event.at)
        let before = Set(state(of: game, log: log, asOf: latest).violations)
        let after = state(of: game, log: probe, asOf: latest).violations
        if let own = after.first(where: { $0.location?.line == candidate.line }) { return own }
        guard let broken = after.first(where: { !before.contains($0) }) else { return nil }
        return .error("this event would make log line \(broken.location?.line ?? 0) break the rules: \(broken.message)")
    }
}
