import Foundation

/// Records a new event: checks it against the rules with the log locked, then appends it.
public struct EventRecorder: Sendable {
    public let source: DirectorySource
    public let game: Game
    /// The site's fold cache, if it has one for this game: then only the lines after its fold are
    /// read and folded to check a new event (`Engine.appendingUsingCache`), not the whole log.
    public var cache: FoldCache?

    public init(source: DirectorySource, game: Game, cache: FoldCache? = nil) {
        self.source = source
        self.game = game
        self.cache = cache
    }

    /// Appends `event` when the rules allow it and its texts are not too long (`Event.overlongText`);
    /// throws a `QuestlineError` that says why not otherwise.
    /// Returns the state right after the event, for a confirmation message.
    @discardableResult
    public func record(_ event: Event) throws -> GameState {
        try record(together: [event])
    }

    /// Appends `events` together, all of them or none (`Engine.appending(together:to:game:)`), in
    /// one write under the log's lock; throws a `QuestlineError` that says why not. One event
    /// after the whole log is checked from the fold cache when it can be.
    @discardableResult
    public func record(together events: [Event]) throws -> GameState {
        for event in events { try Self.checkOwnFields(of: event, in: source) }
        let calendar = game.settings.calendar
        let file = EventLogFile(url: source.root.appendingPathComponent(ContentFormat.eventLogFile))
        var after: GameState?
        var lineBreak = ""
        do {
            try file.append { bytes in
                // The log is locked: the cache's fold and the lines after it are the whole log now.
                let outcome: (state: GameState, refused: Engine.TogetherRefusal?)
                if events.count == 1, let cache, let quick = Engine.appendingUsingCache(events[0], game: game, source: source, cache: cache) {
                    outcome = (quick.state, quick.violation.map { Engine.TogetherRefusal(index: 0, violation: $0) })
                } else {
                    let log = EventLogParser.parse(bytes, calendar: calendar)
                    if let torn = Self.tornEnd(of: log, bytes: bytes) { throw QuestlineError([torn]) }
                    outcome = Engine.appending(together: events, to: log, game: game)
                    // A whole last line with no newline (an editor that leaves it off) gets one first.
                    if !log.endsWithNewline, !bytes.isEmpty { lineBreak = "\n" }
                }
                if var refused = outcome.refused?.violation {
                    refused.location = nil
                    throw QuestlineError([refused])
                }
                after = outcome.state
                return lineBreak + events.map { EventEncoder.line(for: $0, calendar: calendar) }.joined()
            }
        } catch let error as EventLogFile.AppendError {
            if case .io(let message) = error { throw QuestlineError(message, at: SourceLocation(file: ContentFormat.eventLogFile)) }
        }
        guard let after else { throw QuestlineError("the event was not recorded") }
        return after
    }

    /// What is wrong with an event before the log is read: a text too long, a photo that is not
    /// a file under content/.
    private static func checkOwnFields(of event: Event, in source: DirectorySource) throws {
        if let overlong = event.overlongText { throw QuestlineError([overlong]) }
        guard let media = event.media else { return }
        if let problem = MediaPath.lexicalProblem(media) { throw QuestlineError("media \"\(media)\" \(problem)") }
        let status = source.mediaStatus(media)
        switch status {
        case .file: break
        case .missing: throw QuestlineError("media \"\(media)\" does not exist under content/", hint: "copy the photo into content/media/ first")
        case .outside: throw QuestlineError("media \"\(media)\" leads outside the content folder")
        case .notAFile, .special, .leftOut: throw QuestlineError("media \"\(media)\" \(status.problemWords)")
        }
    }

    /// Why nothing may be appended after the log's end, or nil: its last line does not read as an
    /// event (a write was cut off there, or it is not UTF-8 text). The file is left for the person
    /// to mend; the error names the line and says how.
    static func tornEnd(of log: EventLog, bytes: Data) -> Diagnostic? {
        let file = ContentFormat.eventLogFile
        // The last line that is not blank, and its length in bytes.
        let end = bytes.lastIndex { ![0x0A, 0x0D, 0x20, 0x09].contains($0) }.map { $0 + 1 } ?? bytes.startIndex
        guard end > bytes.startIndex else { return nil }
        let lineStart = bytes[..<end].lastIndex(of: 0x0A).map { $0 + 1 } ?? bytes.startIndex
        let line = bytes[..<lineStart].reduce(into: 1) { count, byte in if byte == 0x0A { count += 1 } }
        guard let problem = log.diagnostics.first(where: { $0.severity == .error && $0.location?.line == line }) else { return nil }
        let notText = String(data: bytes[lineStart..<end], encoding: .utf8) == nil
        return .error("nothing was appended after the log's last line, which does not read as an event: \(problem.message)",
                      at: problem.location ?? SourceLocation(file: file, line: line, column: 1),
                      hint: notText
                        ? "line \(line) is not UTF-8 text (an editor saved it in another encoding): open \(file), save it as UTF-8, run `questline check`, then try again"
                        : "a write was probably cut off: open \(file), delete line \(line) or complete it, run `questline check`, then try again")
    }
}
