import Foundation

/// Records a new event: checks it against the rules with the log locked, then appends it.
public struct EventRecorder: Sendable {
    public let source: DirectorySource
    public let game: Game

    public init(source: DirectorySource, game: Game) {
        self.source = source
        self.game = game
    }

    /// Appends `event` when the rules allow it; throws a `QuestlineError` that says why not otherwise.
    /// Returns the state right after the event, for a confirmation message.
    @discardableResult
    public func record(_ event: Event) throws -> GameState {
        let calendar = game.settings.calendar
        let file = EventLogFile(url: source.root.appendingPathComponent(ContentFormat.eventLogFile))
        if let media = event.media {
            if let problem = MediaPath.lexicalProblem(media) { throw QuestlineError("media \"\(media)\" \(problem)") }
            switch source.mediaStatus(media) {
            case .file: break
            case .missing: throw QuestlineError("media \"\(media)\" does not exist under content/", hint: "copy the photo into content/media/ first")
            case .outside: throw QuestlineError("media \"\(media)\" leads outside the content folder")
            case .notAFile: throw QuestlineError("media \"\(media)\" is a folder, not a file")
            }
        }
        var after: GameState?
        do {
            try file.append { text in
                let log = EventLogParser.parse(text, calendar: calendar)
                if log.isTorn {
                    let torn = log.diagnostics.first { $0.message.contains("torn") }
                    throw QuestlineError([.error("the event log's last line is torn, so nothing was appended",
                                                 at: torn?.location,
                                                 hint: "open \(ContentFormat.eventLogFile), delete or complete line \(log.lineCount), then try again")])
                }
                let outcome = Engine.appending(event, to: log, game: game)
                if var refused = outcome.violation {
                    refused.location = nil
                    throw QuestlineError([refused])
                }
                after = outcome.state
                return EventEncoder.line(for: event, calendar: calendar)
            }
        } catch let error as EventLogFile.AppendError {
            if case .io(let message) = error { throw QuestlineError(message, at: SourceLocation(file: ContentFormat.eventLogFile)) }
        }
        guard let after else { throw QuestlineError("the event was not recorded") }
        return after
    }
}
