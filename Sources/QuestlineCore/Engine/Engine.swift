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

    /// What folding the log as it is read gave.
    public enum Streamed: Sendable {
        /// The state, and what reading the log found.
        case folded(GameState, LogSummary)
        /// Events dated before an event on an earlier line (logged late, with a time in the
        /// past), sorted by time, ties in file order: fold the log again with them.
        case stragglers([Event])
    }

    /// The state from the log as `pieces` reads it, folded a piece at a time and never held
    /// whole. Events in the log's order must be in time order to be folded as they come, except
    /// the `stragglers` a pass before found: each is folded at its place in time, which is where
    /// sorting the whole log puts it (an event dated like a straggler is on an earlier line, so
    /// it goes first). Any other event out of order ends the fold: the pass reads on and returns
    /// every such event instead.
    public static func state(of game: Game, pieces: LogPieces, asOf: Date, stragglers: [Event] = []) throws -> Streamed {
        var fold = Fold(game: game, asOf: asOf)
        var log = LogSummary()
        var latest = Date.distantPast
        let lateLines = Set(stragglers.map(\.line))
        var nextLate = 0
        var found: [Event] = []
        while let piece = try pieces.next() {
            log.add(piece)
            for event in piece.events {
                if !lateLines.isEmpty, lateLines.contains(event.line) { continue }
                guard event.at >= latest else {
                    found.append(event)
                    continue
                }
                latest = event.at
                guard found.isEmpty else { continue }
                while nextLate < stragglers.count, stragglers[nextLate].at < event.at {
                    fold.take(stragglers[nextLate])
                    nextLate += 1
                }
                fold.take(event)
            }
        }
        guard found.isEmpty else { return .stragglers(TimeOrder.sorted(found, by: \.at)) }
        for late in stragglers[nextLate...] { fold.take(late) }
        return .folded(fold.finish(), log)
    }

    /// The state from the event log in `source`, folded as it is read: events logged late
    /// with a past time are collected in the first pass and folded at their time in a second,
    /// and a log that grew out of order between the passes is read whole and sorted. `pieces`
    /// may be a reader started early, in the game's time zone.
    public static func state(of game: Game, source: ContentSource, asOf: Date, pieces: LogPieces? = nil,
                             pieceBytes: Int = LogPieces.pieceBytes) throws -> (state: GameState, log: LogSummary) {
        let calendar = game.settings.calendar
        let first = pieces ?? LogPieces(source: source, calendar: calendar, pieceBytes: pieceBytes)
        var streamed = try state(of: game, pieces: first, asOf: asOf)
        if case .stragglers(let late) = streamed {
            streamed = try state(of: game, pieces: LogPieces(source: source, calendar: calendar, pieceBytes: pieceBytes),
                                 asOf: asOf, stragglers: late)
        }
        if case .folded(let state, let log) = streamed { return (state, log) }
        let whole = try EventLogParser.read(source, calendar: calendar) ?? .empty
        return (state(of: game, log: whole, asOf: asOf), LogSummary(whole))
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
