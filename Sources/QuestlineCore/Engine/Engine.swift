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
        for event in TimeOrder.sorted(log.events, by: \.at) { fold.take(event) }
        return fold.finish()
    }

    /// The state from the log as `pieces` reads it, folded a piece at a time and never held
    /// whole. Nil when an event is dated before one on an earlier line: such a log is read again
    /// and sorted whole (`state(of:log:asOf:)`), which gives the same state.
    public static func state(of game: Game, pieces: LogPieces, asOf: Date) throws -> (state: GameState, log: LogSummary)? {
        var fold = Fold(game: game, asOf: asOf)
        var log = LogSummary()
        var latest = Date.distantPast
        while let piece = try pieces.next() {
            log.add(piece)
            for event in piece.events {
                guard event.at >= latest else {
                    pieces.cancel()
                    return nil
                }
                latest = event.at
                fold.take(event)
            }
        }
        return (fold.finish(), log)
    }

    /// What appending `event` to `log` would do: the state right after it (as of the latest
    /// event), and the violation it would cause, if any. The event is checked as if appended,
    /// and so is every later event it could invalidate (a backdated spend can leave a later
    /// unlock without its balance).
    public static func appending(_ event: Event, to log: EventLog, game: Game) -> (state: GameState, violation: Diagnostic?) {
        var candidate = event
        candidate.line = log.lineCount + 1
        var probe = log
        probe.events.append(candidate)
        let latest = max(probe.events.map(\.at).max() ?? event.at, event.at)
        let after = state(of: game, log: probe, asOf: latest)
        if let own = after.violations.first(where: { $0.location?.line == candidate.line }) { return (after, own) }
        // Only when the new event is fine itself can it have broken a later one.
        guard !after.violations.isEmpty else { return (after, nil) }
        let before = Set(state(of: game, log: log, asOf: latest).violations)
        guard let broken = after.violations.first(where: { !before.contains($0) }) else { return (after, nil) }
        return (after, .error("this event would make log line \(broken.location?.line ?? 0) break the rules: \(broken.message)"))
    }
}
