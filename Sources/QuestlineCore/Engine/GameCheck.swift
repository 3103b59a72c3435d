import Foundation

/// Everything `questline check` and `build` need: the loaded game, the parsed log, the state
/// at the instant, and every diagnostic from each stage, in report order.
public struct GameCheck: Sendable {
    public var game: Game?
    public var log: EventLog
    public var state: GameState?
    public var economy: Economy?
    public var diagnostics: [Diagnostic]

    public var hasErrors: Bool { diagnostics.hasErrors }

    /// Runs load → parse the log → fold → check proofs' media → analyse the economy.
    public static func run(source: ContentSource, asOf: Date) -> GameCheck {
        // The log needs only game.yaml's time zone: it is read and parsed while the rest of
        // the YAML loads, on another core.
        let early = ParallelLogRead(source: source, timeZone: ContentLoader.settings(from: source)?.timeZone)
        let loaded = ContentLoader.load(from: source)
        var diagnostics = loaded.diagnostics
        guard let game = loaded.game else {
            return GameCheck(game: nil, log: .empty, state: nil, economy: nil, diagnostics: diagnostics.sortedForReport())
        }
        var log = EventLog.empty
        do {
            if let parsed = try early.result(for: game.settings.timeZone) ?? readLog(source, calendar: game.settings.calendar) {
                log = parsed
                diagnostics += log.diagnostics
            }
        } catch let error as QuestlineError {
            diagnostics += error.diagnostics
        } catch {
            diagnostics.append(.error("could not read the event log: \(error)", at: SourceLocation(file: ContentFormat.eventLogFile)))
        }
        let state = Engine.state(of: game, log: log, asOf: asOf)
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

    static func readLog(_ source: ContentSource, calendar: GameCalendar) throws -> EventLog? {
        try source.text(at: ContentFormat.eventLogFile).map { EventLogParser.parse($0, calendar: calendar) }
    }
}

/// The event log read and parsed on another thread, in the time zone game.yaml names.
private final class ParallelLogRead: @unchecked Sendable {
    private let group = DispatchGroup()
    private let timeZone: TimeZone?
    // Written once by the worker before `leave()`; read only after `wait()`.
    private var outcome: Result<EventLog?, any Error>?

    init(source: ContentSource, timeZone: TimeZone?) {
        self.timeZone = timeZone
        guard let timeZone else { return }
        group.enter()
        DispatchQueue.global().async { [self] in
            outcome = Result { try GameCheck.readLog(source, calendar: GameCalendar(timeZone: timeZone)) }
            group.leave()
        }
    }

    /// The log as parsed early, when the loaded game kept that time zone; nil means read it now.
    func result(for zone: TimeZone) throws -> EventLog?? {
        guard timeZone != nil else { return nil }
        group.wait()
        guard timeZone == zone, let outcome else { return nil }
        return .some(try outcome.get())
    }
}
