import Foundation

/// Everything `questline check` and `build` need: the loaded game, what reading the log found,
/// the state at the instant, and every diagnostic from each stage, in report order.
public struct GameCheck: Sendable {
    public var game: Game?
    /// The log's event count and line problems; its events are folded as read, not kept.
    public var log: LogSummary
    public var state: GameState?
    public var economy: Economy?
    public var diagnostics: [Diagnostic]

    public var hasErrors: Bool { diagnostics.hasErrors }

    /// Runs load → read, parse and fold the log → check proofs' media → analyse the economy.
    public static func run(source: ContentSource, asOf: Date) -> GameCheck {
        run(source: source, asOf: asOf, pieceBytes: LogPieces.pieceBytes)
    }

    /// `pieceBytes` sets how much of the log is read at a time; tests make it small.
    static func run(source: ContentSource, asOf: Date, pieceBytes: Int) -> GameCheck {
        // The log needs only game.yaml's time zone: its first pieces are read and parsed while
        // the rest of the YAML loads, on another core.
        let early = ContentLoader.settings(from: source).map {
            LogPieces(source: source, calendar: GameCalendar(timeZone: $0.timeZone), pieceBytes: pieceBytes)
        }
        let loaded = ContentLoader.load(from: source)
        var diagnostics = loaded.diagnostics
        guard let game = loaded.game else {
            early?.cancel()
            return GameCheck(game: nil, log: LogSummary(), state: nil, economy: nil, diagnostics: diagnostics.sortedForReport())
        }
        var pieces = early
        if let started = early, started.calendar.timeZone != game.settings.timeZone {
            started.cancel()
            pieces = nil
        }
        let log: LogSummary
        let state: GameState
        do {
            (state, log) = try Engine.state(of: game, source: source, asOf: asOf, pieces: pieces, pieceBytes: pieceBytes)
            diagnostics += log.diagnostics
        } catch {
            // As if there were no log: nothing of a log that cannot be read counts.
            state = Engine.state(of: game, log: .empty, asOf: asOf)
            log = LogSummary()
            if let error = error as? QuestlineError {
                diagnostics += error.diagnostics
            } else {
                diagnostics.append(.error("could not read the event log: \(error)", at: SourceLocation(file: ContentFormat.eventLogFile)))
            }
        }
        diagnostics += state.violations
        for player in state.players {
            for completion in player.completions {
                guard let media = completion.media else { continue }
                let location = SourceLocation(file: ContentFormat.eventLogFile, line: completion.line, column: 1)
                if let problem = MediaPath.lexicalProblem(media) {
                    diagnostics.append(.error("proof media \"\(media)\" \(problem)", at: location))
                    continue
                }
                switch source.mediaStatus(media) {
                case .file: break
                case .missing: diagnostics.append(.error("proof media \"\(media)\" does not exist", at: location))
                case .outside: diagnostics.append(.error("proof media \"\(media)\" leads outside the content folder", at: location))
                case .notAFile: diagnostics.append(.error("proof media \"\(media)\" is a folder, not a file", at: location))
                }
            }
        }
        let economy = Economy.analyse(game)
        diagnostics += economy.warnings()
        return GameCheck(game: game, log: log, state: state, economy: economy, diagnostics: diagnostics.sortedForReport())
    }
}
