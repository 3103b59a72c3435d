import Foundation

/// Folds the event log into the state of the game as of an instant.
///
/// Events are applied in time order (ties keep file order). An event that breaks the rules
/// (unknown ids, a second completion of a once-challenge, an unlock without the balance, a
/// spend below zero) is not counted and is reported as a violation at its log line.
public enum Engine {
    public static func state(of game: Game, log: EventLog, asOf: Date) -> GameState {
        var fold = fold(game, log: log, asOf: asOf)
        return fold.finish()
    }

    static func fold(_ game: Game, log: EventLog, asOf: Date) -> Fold {
        var fold = Fold(game: game, asOf: asOf)
        fold.reserve(events: log.events.count)
        // Ids and voids first, in file order: the voids are known before any event is taken.
        for event in log.events { fold.register(event) }
        fold.knownVoids = fold.registry.voids(asOf: asOf)
        for event in TimeOrder.sorted(log.events, by: \.at) { fold.take(event) }
        return fold
    }

    /// What folding the log as it is read gave.
    public enum Streamed: Sendable {
        /// The state, and what reading the log found.
        case folded(GameState, LogSummary)
        /// Events dated before an event on an earlier line (logged late, with a time in the
        /// past), sorted by time, ties in file order: fold the log again with them.
        case stragglers([Event])
        /// Voids in effect that the pass was not told of (`voids`): fold the log again with them.
        case voids([EventID: VoidNote])
    }

    /// The state from the log as `pieces` reads it, folded a piece at a time and never held
    /// whole. Events in the log's order must be in time order to be folded as they come, except
    /// the `stragglers` a pass before found: each is folded at its place in time, which is where
    /// sorting the whole log puts it (an event dated like a straggler is on an earlier line, so
    /// it goes first). Any other event out of order ends the fold: the pass reads on and returns
    /// every such event instead.
    public static func state(of game: Game, pieces: LogPieces, asOf: Date, stragglers: [Event] = [],
                             voids: [EventID: VoidNote] = [:]) throws -> Streamed {
        switch try fold(Fold(game: game, asOf: asOf, voids: voids), log: LogSummary(), pieces: pieces, stragglers: stragglers) {
        case .folded(var fold, let log): return .folded(fold.finish(), log)
        case .stragglers(let late): return .stragglers(late)
        case .voids(let found): return .voids(found)
        }
    }

    /// What a pass over the log gave: the fold not finished yet (so it can be kept), or the events out of order.
    enum Folding {
        case folded(Fold, LogSummary)
        case stragglers([Event])
        case voids([EventID: VoidNote])
    }

    /// Goes on with `fold` and `log` (a fresh one, or one a cache kept) with the pieces' events.
    static func fold(_ fold: Fold, log: LogSummary, pieces: LogPieces, stragglers: [Event]) throws -> Folding {
        var fold = fold, log = log
        var latest = fold.latestEvent ?? .distantPast
        let lateLines = Set(stragglers.map(\.line))
        var nextLate = 0
        var found: [Event] = []
        var early: [EventID: Int] = [:]
        while let piece = try pieces.next() {
            log.add(piece)
            for event in piece.events {
                fold.register(event)
                if !lateLines.isEmpty, lateLines.contains(event.line) { continue }
                guard event.at >= latest else {
                    found.append(event)
                    continue
                }
                latest = event.at
                guard found.isEmpty else { continue }
                while nextLate < stragglers.count, stragglers[nextLate].at < event.at {
                    fold.takeEarly(stragglers[nextLate], early: &early)
                    nextLate += 1
                }
                fold.take(event)
            }
        }
        guard found.isEmpty else { return .stragglers(TimeOrder.sorted(found, by: \.at)) }
        for late in stragglers[nextLate...] { fold.take(late) }
        // A void the fold was not told of may cancel an event taken before it was met.
        guard !fold.voidsChanged else { return .voids(fold.registry.voids(asOf: fold.asOf)) }
        return .folded(fold, log)
    }

    /// The state from the event log in `source`, folded as it is read: events logged late
    /// with a past time are collected in the first pass and folded at their time in a second,
    /// and a log that grew out of order between the passes is read whole and sorted. `pieces`
    /// may be a reader started early, in the game's time zone.
    public static func state(of game: Game, source: ContentSource, asOf: Date, pieces: LogPieces? = nil,
                             pieceBytes: Int = LogPieces.pieceBytes) throws -> (state: GameState, log: LogSummary) {
        var folded = try fold(game, source: source, asOf: asOf, pieces: pieces, pieceBytes: pieceBytes, resuming: nil)
        return (folded.fold.finish(), folded.log)
    }

    /// A fold kept from an earlier pass over the start of the log: its fold, what reading found,
    /// and the bytes it was folded from.
    struct Resumable {
        var fold: Fold
        var log: LogSummary
        var prefix: LogPrefix
    }

    /// The fold of the event log in `source`, not finished yet, and all the bytes it was folded
    /// from when one pass read the file from start to end (nil when the log had to be read
    /// whole). With `resuming`, only the lines after its prefix are read and folded, when the
    /// log still starts with that prefix and every later line is in time order after it; else
    /// the log is folded from the start.
    static func fold(_ game: Game, source: ContentSource, asOf: Date, pieces: LogPieces?, pieceBytes: Int,
                     resuming: Resumable?) throws -> (fold: Fold, log: LogSummary, read: LogPrefix?, resumed: Bool) {
        let calendar = game.settings.calendar
        if let resuming, resuming.fold.pending == 0, (resuming.fold.latestEvent ?? .distantPast) <= asOf {
            pieces?.cancel()
            let rest = LogPieces(source: source, calendar: calendar, pieceBytes: pieceBytes, resuming: resuming.prefix)
            do {
                if case .folded(let fold, let log) = try fold(resuming.fold, log: resuming.log, pieces: rest, stragglers: []) {
                    return (fold, log, rest.readExtent, true)
                }
            } catch is LogPieces.PrefixChanged {}
            rest.cancel()
        }
        var next = pieces ?? LogPieces(source: source, calendar: calendar, pieceBytes: pieceBytes)
        // Each pass may find what the next must know first: events logged late, voids. Two
        // passes nearly always do; past four, the log is read whole and sorted.
        var stragglers: [Event] = [], voids: [EventID: VoidNote] = [:]
        for _ in 0..<4 {
            switch try fold(Fold(game: game, asOf: asOf, voids: voids), log: LogSummary(), pieces: next, stragglers: stragglers) {
            case .folded(let fold, let log): return (fold, log, next.readExtent, false)
            case .stragglers(let late): stragglers = late
            case .voids(let found): voids = found
            }
            next = LogPieces(source: source, calendar: calendar, pieceBytes: pieceBytes)
        }
        next.cancel()
        let whole = try EventLogParser.read(source, calendar: calendar) ?? .empty
        return (fold(game, log: whole, asOf: asOf), LogSummary(whole), nil, false)
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
        if let early = VoidRefusal.beforeItsEvent(candidate, among: log.events, calendar: game.settings.calendar) { return (after, early) }
        // Only when the new event is fine itself can it have broken a later one.
        guard !after.violations.isEmpty else { return (after, nil) }
        let before = Set(state(of: game, log: log, asOf: latest).violations)
        guard let broken = after.violations.first(where: { !before.contains($0) }) else { return (after, nil) }
        let line = broken.location?.line ?? 0
        if candidate.kind == .void, let target = candidate.event {
            return (after, VoidRefusal.diagnostic(voiding: target, breaks: line, because: broken.message, in: log))
        }
        return (after, .error("this event would make log line \(line) break the rules: \(broken.message)"))
    }
}
