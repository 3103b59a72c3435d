import Foundation
import Testing
@testable import QuestlineCore

/// `check`, `build` and `snapshot` read the log a piece at a time and fold each piece as it
/// comes. Whatever the size of the pieces, the state and every message must be what reading
/// the whole log at once gives.
@Suite("Streamed log")
struct StreamedLogTests {
    static let challenges = """
    - {id: swim, title: Swim, category: physical, points: 100}
    - {id: run, title: Run, category: fitness, points: 5, schedule: {every: day}}
    """

    /// Good lines, bad lines of every kind, a carriage return, a late completion, a repeat.
    static let lines: [String] = [
        #"{"at":"2026-06-12T08:00:00+02:00","challenge":"run","player":"sam","type":"complete"}"#,
        #"{"at":"2026-06-12T09:00:00+02:00","challenge":"swim","player":"sam","type":"complete","mood":"great"}"#,
        "not json",
        #"{"at":"2026-06-13T08:00:00+02:00","challenge":"run","player":"sam","type":"complete"}"# + "\r",
        #"{"at":"2026-06-13T09:00:00+02:00","challenge":"run","player":"sam","type":"complete"}"#,
        #"{"at":"2026-06-13T10:00:00+02:00","type":"award","player":"sam","amount":-3}"#,
        "",
        #"{"at":"2026-06-14T20:00:00+02:00","challenge":"run","player":"sam","type":"complete","on":"2026-06-14"}"#,
        #"{"at":"2026-06-15T08:00:00+02:00","type":"unlock","player":"sam","reward":"letter"}"#,
        #"{"at":"2026-06-15T09:00:00+02:00","challenge":"nope","player":"sam","type":"complete"}"#,
        #"{"at":"2026-06-16T09:00:00+02:00","type":"award","player":"sam","amount":7,"reason":"Tidied \"her\" room","by":"jo"}"#,
        #"{"at":"2026-06-30T09:00:00+02:00","challenge":"run","player":"sam","type":"complete"}"#,
    ]

    /// A site folder on disk holding `log` as its event log.
    static func site(log: Data) throws -> DirectorySource {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("streamed-\(UUID().uuidString)")
        let fixture = Fixture(["content/challenges.yaml": challenges])
        for (path, text) in fixture.files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try log.write(to: root.appendingPathComponent(ContentFormat.eventLogFile))
        return DirectorySource(root: root)
    }

    static let asOf = Instant.parse("2026-06-20T12:00:00+02:00")!

    /// What reading the whole log at once gives: the parse, then the fold of its sorted events.
    static func whole(_ source: DirectorySource) throws -> (state: GameState, log: EventLog) {
        let game = try #require(ContentLoader.load(from: source).game)
        let log = try #require(try EventLogParser.read(source, calendar: game.settings.calendar))
        return (Engine.state(of: game, log: log, asOf: asOf), log)
    }

    static func expectSame(_ check: GameCheck, as whole: (state: GameState, log: EventLog), _ comment: Comment) throws {
        let state = try #require(check.state)
        #expect(check.log.eventCount == whole.log.events.count, comment)
        #expect(check.log.diagnostics == whole.log.diagnostics, comment)
        #expect(check.log.lineCount == whole.log.lineCount, comment)
        #expect(check.log.isTorn == whole.log.isTorn, comment)
        #expect(check.log.endsWithNewline == whole.log.endsWithNewline, comment)
        #expect(state.players == whole.state.players, comment)
        #expect(Array(state.timeline) == Array(whole.state.timeline), comment)
        #expect(state.violations == whole.state.violations, comment)
        #expect(state.rewards == whole.state.rewards, comment)
        #expect((state.changedAt, state.nextChangeAt, state.pendingEvents)
                == (whole.state.changedAt, whole.state.nextChangeAt, whole.state.pendingEvents), comment)
    }

    @Test("Pieces of any size give the state and the messages of the whole log", arguments: [1, 2, 7, 64, 300, 1 << 20])
    func anyPieceSize(pieceBytes: Int) throws {
        let source = try Self.site(log: Data((Self.lines.joined(separator: "\n") + "\n").utf8))
        let check = GameCheck.run(source: source, asOf: Self.asOf, pieceBytes: pieceBytes)
        let whole = try Self.whole(source)
        #expect(whole.log.events.count > 5 && whole.log.diagnostics.count >= 3 && !whole.state.violations.isEmpty)
        try Self.expectSame(check, as: whole, "pieces of \(pieceBytes) bytes")
    }

    @Test("A torn last line is found in the last piece, and a last line without a newline still counts",
          arguments: [#"{"at":"2026-06-17T09:00:00+02:00","challen"#, #"{"at":"2026-06-17T09:00:00+02:00","challenge":"run","player":"sam","type":"complete"}"#])
    func lastLine(last: String) throws {
        let source = try Self.site(log: Data((Self.lines.joined(separator: "\n") + "\n" + last).utf8))
        for pieceBytes in [5, 100, 1 << 20] {
            let check = GameCheck.run(source: source, asOf: Self.asOf, pieceBytes: pieceBytes)
            try Self.expectSame(check, as: try Self.whole(source), "pieces of \(pieceBytes) bytes")
            #expect(check.log.endsWithNewline == false)
        }
    }

    @Test("A log out of time order is read again and sorted whole: the same state as ever")
    func outOfOrder() throws {
        var lines = Self.lines
        lines.swapAt(0, 11)
        let source = try Self.site(log: Data((lines.joined(separator: "\n") + "\n").utf8))
        for pieceBytes in [10, 1 << 20] {
            let check = GameCheck.run(source: source, asOf: Self.asOf, pieceBytes: pieceBytes)
            try Self.expectSame(check, as: try Self.whole(source), "pieces of \(pieceBytes) bytes")
            let times = Array(try #require(check.state).timeline).map(\.at)
            #expect(times == times.sorted())
        }
    }

    /// A log of `count` events, mostly in time order; about one in eight is logged late with a
    /// time up to four days back, some at exactly the time of an earlier event.
    static func shuffledLog(seed: UInt64, count: Int) -> [String] {
        var random = SplitMix64(seed: seed)
        let start = Instant.parse("2026-06-12T07:00:00+02:00")!
        var now = start, times: [Date] = []
        return (0..<count).map { index in
            now += Double(Int.random(in: 600...30_000, using: &random))
            var at = now
            if index > 0, Int.random(in: 0..<8, using: &random) == 0 {
                at = Bool.random(using: &random) ? times.randomElement(using: &random)!
                    : max(start, now - Double(Int.random(in: 1...345_600, using: &random)))
            }
            times.append(at)
            let stamp = Instant.formatUTC(at)
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<6: return #"{"at":"\#(stamp)","challenge":"run","player":"sam","type":"complete"}"#
            case 6: return #"{"at":"\#(stamp)","challenge":"swim","player":"sam","type":"complete"}"#
            case 7: return #"{"at":"\#(stamp)","type":"award","player":"sam","amount":\#(index % 7 + 1)}"#
            case 8: return #"{"at":"\#(stamp)","type":"spend","player":"sam","amount":\#(index % 5 + 1)}"#
            default: return #"{"at":"\#(stamp)","type":"unlock","player":"sam","reward":"letter"}"#
            }
        }
    }

    @Test("Events logged late with a past time are found in one pass and folded at their time: the state of the sorted log",
          arguments: [1, 2, 3, 4, 5, 6])
    func stragglers(seed: UInt64) throws {
        let lines = Self.shuffledLog(seed: seed, count: 400)
        let source = try Self.site(log: Data((lines.joined(separator: "\n") + "\n").utf8))
        let whole = try Self.whole(source)
        let game = try #require(ContentLoader.load(from: source).game)
        let asOf = Self.asOf + 86_400 * 60
        let wholeState = Engine.state(of: game, log: whole.log, asOf: asOf)
        for pieceBytes in [97, 4_096, 1 << 20] {
            let pieces = { LogPieces(source: source, calendar: game.settings.calendar, pieceBytes: pieceBytes) }
            guard case .stragglers(let late) = try Engine.state(of: game, pieces: pieces(), asOf: asOf) else {
                Issue.record("the log is out of order")
                return
            }
            #expect(late.count > 20 && late.map(\.at) == late.map(\.at).sorted())
            guard case .folded(let state, let log) = try Engine.state(of: game, pieces: pieces(), asOf: asOf, stragglers: late) else {
                Issue.record("the stragglers found are all there are")
                return
            }
            #expect(state.players == wholeState.players, "seed \(seed), pieces of \(pieceBytes) bytes")
            #expect(Array(state.timeline) == Array(wholeState.timeline))
            #expect(state.violations == wholeState.violations && !wholeState.violations.isEmpty)
            #expect(log.eventCount == 400)
            // A straggler it was not told of means the log grew out of order since: it is named, not guessed.
            guard case .stragglers(let missed) = try Engine.state(of: game, pieces: pieces(), asOf: asOf, stragglers: Array(late.dropLast())) else {
                Issue.record("a straggler left out is found again")
                return
            }
            #expect(missed.map(\.line) == [late.last!.line])
        }
        try Self.expectSame(GameCheck.run(source: source, asOf: Self.asOf, pieceBytes: 300), as: whole, "seed \(seed)")
    }

    @Test("A line that is not UTF-8 in a later piece is an error on its line, and every other line still counts")
    func notUTF8() throws {
        let good = Data((Self.lines.joined(separator: "\n") + "\n").utf8)
        let bad = good + Data([0x7B, 0xFF, 0xFE, 0x0A]) + Data((Self.lines[0] + "\n").utf8)
        let source = try Self.site(log: bad)
        for pieceBytes in [50, 1 << 20] {
            let check = GameCheck.run(source: source, asOf: Self.asOf, pieceBytes: pieceBytes)
            try Self.expectSame(check, as: try Self.whole(source), "not UTF-8")
            #expect(check.diagnostics.lines.contains(
                "content/events.jsonl:13:2: error: line 13 is not UTF-8 text: byte 0xFF at column 2 does not belong there; the line is skipped"))
            let clean = GameCheck.run(source: try Self.site(log: good), asOf: Self.asOf, pieceBytes: pieceBytes)
            #expect(check.log.eventCount == clean.log.eventCount + 1)
        }
    }

    @Test("A line nested thousands deep is an error on its line, read on the reader's thread like any other")
    func deeplyNested() throws {
        let deep = String(repeating: "[", count: 20_000) + String(repeating: "]", count: 20_000)
        let lines = [Self.lines[0], #"{"at":"2026-06-12T09:00:00+02:00","type":"award","player":"sam","amount":1,"x":"# + deep + "}", deep]
        let source = try Self.site(log: Data((lines.joined(separator: "\n") + "\n").utf8))
        let check = GameCheck.run(source: source, asOf: Self.asOf, pieceBytes: 100)
        try Self.expectSame(check, as: try Self.whole(source), "nested")
        #expect(check.log.eventCount == 1 && check.log.diagnostics.count == 2)
    }

    @Test("No log file is an empty log")
    func missing() throws {
        let source = try Self.site(log: Data())
        try FileManager.default.removeItem(at: source.root.appendingPathComponent(ContentFormat.eventLogFile))
        let check = GameCheck.run(source: source, asOf: Self.asOf, pieceBytes: 10)
        #expect(check.log.eventCount == 0 && check.log.lineCount == 0 && !check.hasErrors)
    }

    @Test("Pieces end at newlines and together are the file, byte for byte")
    func piecesAreTheFile() throws {
        let text = "é\n" + Self.lines.joined(separator: "\n") + "\nlast line, no newline ✓"
        let source = try Self.site(log: Data(text.utf8))
        for pieceBytes in [1, 3, 40, 1 << 20] {
            var pieces: [Data] = []
            #expect(try source.readPieces(at: ContentFormat.eventLogFile, pieceBytes: pieceBytes) { pieces.append($0); return true })
            #expect(pieces.reduce(Data(), +) == Data(text.utf8))
            #expect(pieces.dropLast().allSatisfy { $0.last == 0x0A })
        }
    }
}
