import Foundation

/// Everything `questline check` and `build` need: the loaded game, what reading the log found,
/// the state at the instant, and every diagnostic from each stage, in report order.
public struct GameCheck: Sendable {
    public var game: Game?
    /// The log's event count and line problems; its events are folded as read, not kept.
    public var log: LogSummary
    public var state: GameState?
    /// The economy, when this run analysed it: a run that takes the game from a fold cache takes
    /// the analysis's warnings from it too, as they come from the content alone.
    public var economy: Economy?
    public var diagnostics: [Diagnostic]
    /// What the fold cache saved this run.
    public var cacheUse: CacheUse = .none

    /// How much of a run a fold cache saved: nothing, loading the YAML, or that and folding the
    /// log up to where the cached fold stopped.
    public enum CacheUse: String, Sendable {
        case none
        case game
        case gameAndFold = "game and fold"
    }

    public var hasErrors: Bool { diagnostics.hasErrors }

    /// Runs load → read, parse and fold the log → check proofs' media → analyse the economy.
    ///
    /// With a `cache`, a game loaded from the same files is taken from it rather than from the
    /// YAML, the log is folded on from where the cache's fold stopped when the log only grew, and
    /// what this run loaded and folded is kept for the next one: the game when it had no error,
    /// the fold when nothing had one and it reaches well past the cached one (see `FoldCache`,
    /// `rewriteShare`).
    public static func run(source: ContentSource, asOf: Date, cache: FoldCache? = nil) -> GameCheck {
        run(source: source, asOf: asOf, pieceBytes: LogPieces.pieceBytes, cache: cache)
    }

    /// A resumed fold is written back to the cache only once the lines folded after the cached
    /// prefix make up more than this fraction of it (1/32: about 3%, a few ms to fold again).
    static let rewriteShare = 32

    /// `pieceBytes` sets how much of the log is read at a time; tests make it small.
    static func run(source: ContentSource, asOf: Date, pieceBytes: Int, cache: FoldCache? = nil) -> GameCheck {
        let saved = cache?.read()
        let game: Game
        let contentDiagnostics: [Diagnostic]
        // A cached game had no error, so none of its entries failed to load.
        var failed: [FailedEntry] = []
        var unloaded: [SourceLocation] = []
        var pieces: LogPieces?
        if let saved {
            game = saved.game
            contentDiagnostics = saved.contentDiagnostics
        } else {
            // The log needs only game.yaml's time zone: its first pieces are read and parsed while
            // the rest of the YAML loads, on another core.
            let early = ContentLoader.settings(from: source).map {
                LogPieces(source: source, calendar: GameCalendar(timeZone: $0.timeZone), pieceBytes: pieceBytes)
            }
            let loaded = ContentLoader.load(from: source)
            guard let loadedGame = loaded.game else {
                early?.cancel()
                // The log is folded against the game's settings (its time zone, its days): a log
                // with events in it waits, and says so.
                let logged = ((try? source.text(at: ContentFormat.eventLogFile)) ?? nil)?.contains { !$0.isWhitespace } == true
                let waiting = logged ? [Diagnostic(.note, "\(ContentFormat.eventLogFile) is not checked until \(ContentFormat.gameFile) loads",
                                                   at: SourceLocation(file: ContentFormat.eventLogFile))] : []
                return GameCheck(game: nil, log: LogSummary(), state: nil, economy: nil,
                                 diagnostics: (loaded.diagnostics + waiting).sortedForReport())
            }
            game = loadedGame
            contentDiagnostics = loaded.diagnostics
            failed = loaded.failed
            unloaded = loaded.unloaded
            pieces = early
            if let started = early, started.calendar.timeZone != game.settings.timeZone {
                started.cancel()
                pieces = nil
            }
        }
        // The economy needs only the content: it is analysed on another core while the log folds,
        // unless the cache holds what it warned of.
        let economyWork = saved == nil ? BackgroundWork { Economy.analyse(game) } : nil
        func economyWarnings() -> [Diagnostic] { saved?.economyWarnings ?? economyWork?.value.warnings() ?? [] }
        var diagnostics = contentDiagnostics
        let log: LogSummary
        let state: GameState
        var cacheUse = GameCheck.CacheUse.none
        do {
            let resuming = saved?.log.flatMap { kept -> Engine.Resumable? in
                var reader = kept.fold
                return (try? Fold(game: game, asOf: asOf, from: &reader)).map { Engine.Resumable(fold: $0, log: kept.summary, prefix: kept.prefix) }
            }
            var folded = try Engine.fold(game, source: source, asOf: asOf, pieces: pieces, pieceBytes: pieceBytes, resuming: resuming)
            log = folded.log
            diagnostics += log.diagnostics
            cacheUse = folded.resumed ? .gameAndFold : saved != nil ? .game : .none
            if let cache {
                // The fold is kept only whole and clean: the log read to its end in one pass, its
                // last line ended, nothing pending after the instant, and no error anywhere.
                let keepsFold = folded.read != nil && folded.fold.pending == 0 && log.endsWithNewline && !log.isTorn
                    && !diagnostics.hasErrors && folded.fold.violations.isEmpty
                    && folded.fold.registryViolations.isEmpty && folded.fold.registry.voids.isEmpty
                // A cache that holds this very fold already is not written again, nor one whose
                // fold stops a little short of this one: it still holds a prefix of the log, and
                // folding the few lines after it again costs far less than writing it all anew.
                var grewLittle = false
                if folded.resumed, let read = folded.read, let cached = saved?.log?.prefix {
                    grewLittle = read.bytes - cached.bytes <= cached.bytes / rewriteShare
                }
                let isNew = saved == nil || (keepsFold && folded.read != saved?.log?.prefix && !grewLittle)
                if !contentDiagnostics.hasErrors, isNew {
                    cache.write(game: game, contentDiagnostics: contentDiagnostics, economyWarnings: economyWarnings(),
                                log: keepsFold ? (folded.read!, log, folded.fold) : nil)
                }
            }
            state = folded.fold.finish()
        } catch {
            cacheUse = saved != nil ? .game : .none
            // As if there were no log: nothing of a log that cannot be read counts.
            state = Engine.state(of: game, log: .empty, asOf: asOf)
            log = LogSummary()
            if let error = error as? QuestlineError {
                diagnostics += error.diagnostics
            } else {
                diagnostics.append(.error("could not read the event log: \(error)", at: SourceLocation(file: ContentFormat.eventLogFile)))
            }
        }
        diagnostics += FailedEntry.fold(LogMendHints.added(to: state.violations), under: failed, unloaded: unloaded)
        for player in state.players {
            for completion in player.completions {
                guard let media = completion.media else { continue }
                let location = SourceLocation(file: ContentFormat.eventLogFile, line: completion.line, column: 1)
                if let problem = MediaPath.lexicalProblem(media) {
                    diagnostics.append(.error("proof media \"\(media)\" \(problem)", at: location))
                    continue
                }
                let status = source.mediaStatus(media)
                switch status {
                case .file: break
                case .missing: diagnostics.append(.error("proof media \"\(media)\" does not exist", at: location))
                case .outside: diagnostics.append(.error("proof media \"\(media)\" leads outside the content folder", at: location))
                case .notAFile, .special, .leftOut: diagnostics.append(.error("proof media \"\(media)\" \(status.problemWords)", at: location))
                }
            }
        }
        diagnostics += economyWarnings()
        return GameCheck(game: game, log: log, state: state, economy: economyWork?.value, diagnostics: diagnostics.sortedForReport(),
                         cacheUse: cacheUse)
    }
}
