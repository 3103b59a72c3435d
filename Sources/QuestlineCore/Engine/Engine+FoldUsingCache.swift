import Foundation

extension Engine {
    /// The log in `source` folded as of `asOf`, not finished, resumed from where the fold cache
    /// stopped: only the lines after the cached fold are read. Nil when the cache holds no fold
    /// for this game and log (another key, a log that no longer starts with the cached bytes,
    /// lines out of time order after it): then fold the whole log as before.
    ///
    /// The one way the event recorder uses the fold cache; whatever the cache's encoding, this
    /// is what it is asked.
    static func foldUsingCache(_ game: Game, source: ContentSource, asOf: Date, cache: FoldCache) -> (fold: Fold, log: LogSummary)? {
        guard let kept = cache.read()?.log else { return nil }
        var reader = kept.fold
        guard let fold = try? Fold(game: game, asOf: asOf, from: &reader),
              let folded = try? Engine.fold(game, source: source, asOf: asOf, pieces: nil, pieceBytes: LogPieces.pieceBytes,
                                            resuming: Resumable(fold: fold, log: kept.summary, prefix: kept.prefix)),
              folded.resumed else { return nil }
        return (folded.fold, folded.log)
    }

    /// The state as of `asOf`, resumed from the fold cache when it holds this log's fold (only
    /// the newest lines are read), else folded from the whole log: the same state either way.
    public static func state(of game: Game, source: ContentSource, asOf: Date, cache: FoldCache?) throws -> GameState {
        if let cache, let found = foldUsingCache(game, source: source, asOf: asOf, cache: cache) {
            var fold = found.fold
            return fold.finish()
        }
        return try state(of: game, source: source, asOf: asOf).state
    }

    /// What appending `event` would do, as `appending(_:to:game:)` says, worked out from the fold
    /// cache when it can be: when the cache holds the log's fold, the log is clean (no line in
    /// error, its last line ended) and the event comes after every event in it, so that nothing
    /// later can be broken by it. Nil otherwise: then parse and fold the whole log. Nil for a void
    /// too: it reaches back to an event the fold has applied, and what came after that event must
    /// be folded again without it (an unlock it paid for may no longer be affordable).
    static func appendingUsingCache(_ event: Event, game: Game, source: ContentSource, cache: FoldCache)
        -> (state: GameState, violation: Diagnostic?)? {
        guard event.kind != .void, case (var fold, let log)? = foldUsingCache(game, source: source, asOf: event.at, cache: cache),
              fold.pending == 0, (fold.latestEvent ?? .distantPast) <= event.at,
              !log.isTorn, log.endsWithNewline, !log.diagnostics.hasErrors else { return nil }
        var candidate = event
        candidate.line = log.lineCount + 1
        fold.take(candidate)
        let after = fold.finish()
        return (after, after.violations.first { $0.location?.line == candidate.line })
    }
}
