import Foundation
import Testing
@testable import QuestlineCore

@Suite("Reading the event log")
struct EventLogTests {
    let calendar = GameCalendar(timeZone: TimeZone(identifier: "Europe/Oslo")!)

    @Test("A torn last line is named by its line number and marks the log torn")
    func tornLastLine() {
        let text = event("2026-06-13T10:00:00+02:00", "award", ["player": "sam", "amount": 5]) + "\n{\"at\":\"2026-06-13T11:0"
        let log = EventLogParser.parse(text, calendar: calendar)
        #expect(log.isTorn)
        #expect(log.events.count == 1)
        #expect(log.diagnostics.lines == [
            "content/events.jsonl:2:1: error: the last line is torn: it is not complete JSON and has no newline (a write was cut off)",
        ])
    }

    @Test("A log saved with Windows line endings is read line by line, the fast way and the careful way alike")
    func windowsLineEndings() {
        let lines = [event("2026-06-13T10:00:00+02:00", "award", ["player": "sam", "amount": 5]), "not json",
                     event("2026-06-13T12:00:00+02:00", "award", ["player": "sam", "amount": 6])]
        let text = lines.joined(separator: "\r\n") + "\r\n"
        for log in [EventLogParser.parse(text, calendar: calendar), EventLogParser.parseCharacters(text, file: "content/events.jsonl", calendar: calendar)] {
            #expect(log.events.map(\.line) == [1, 3])
            #expect(log.events.map(\.amount) == [5, 6])
            #expect(log.lineCount == 3 && log.endsWithNewline && !log.isTorn)
            #expect(log.diagnostics.lines == ["content/events.jsonl:2:1: error: line 2 is not a JSON object: not json"])
        }
    }

    @Test("A garbled line in the middle is an error, never dropped silently")
    func garbledLine() {
        let lines = [event("2026-06-13T10:00:00+02:00", "award", ["player": "sam", "amount": 5]), "not json", "[1,2]",
                     event("2026-06-13T12:00:00+02:00", "award", ["player": "sam", "amount": 5])]
        let log = EventLogParser.parse(lines.joined(separator: "\n") + "\n", calendar: calendar)
        #expect(!log.isTorn)
        #expect(log.events.map(\.line) == [1, 4])
        #expect(log.diagnostics.lines == [
            "content/events.jsonl:2:1: error: line 2 is not a JSON object: not json",
            "content/events.jsonl:3:1: error: line 3 is not a JSON object: [1,2]",
        ])
    }

    @Test("A line that is not JSON is reported at the column where it stops being JSON; a curly quote is named", arguments: [
        (#"{"at":"2026-06-13T10:00:00+02:00",“type”:"award"}"#, 35, "it has a curly quote (“) at column 35"),
        (#"{"reason":"“fine” inside a string","type":"award" "player":"sam"}"#, 51, #"{"reason":"“fine” inside a string","type":"award" "player"#),
        (#"{"reason":"blåbær" x}"#, 20, #"{"reason":"blåbær" x}"#),
    ])
    func column(_ line: String, _ column: Int, _ words: String) {
        let log = EventLogParser.parse(line + "\n", calendar: calendar)
        #expect(log.diagnostics.lines.first?.hasPrefix("content/events.jsonl:1:\(column): error: line 1 is not a JSON object: \(words)") == true,
                "\(log.diagnostics.lines)")
        let hint = log.diagnostics.first?.hint ?? ""
        #expect(hint.hasPrefix("JSON needs straight quotes") == words.contains("curly"), "\(hint)")
    }

    @Test("Any line that is not JSON gets a column on the line, whatever its characters")
    func columnOfAnyLine() {
        // Multi-byte characters, curly quotes inside and outside strings, escapes, cut-off JSON.
        let pieces = ["{", "}", "\"", "\\", ":", ",", "ø", "“", "”", "🙂", "a", " ", "1", "[", "\u{0301}", "e\u{0301}"]
        // Every line the same each run: piece j of line i is chosen by a fixed mix of i and j.
        for i in 0..<300 {
            let line = "{" + (0..<(1 + i % 30)).map { j in pieces[(i * 7 + j * j * 13 + j * i) % pieces.count] }.joined()
            let log = EventLogParser.parse(line + "\n", calendar: calendar)
            for diagnostic in log.diagnostics {
                let column = diagnostic.location?.column ?? 0
                #expect(column >= 1 && column <= line.count + 1, "\(line): \(diagnostic)")
            }
        }
    }

    @Test("Bad fields are named", arguments: [
        ("{\"type\":\"award\",\"player\":\"sam\",\"amount\":5}", "the event has no 'at'"),
        ("{\"at\":\"2026-06-13T10:00:00+02:00\",\"type\":\"dance\"}", "unknown event type \"dance\" (types are: complete, unlock, award, spend, reveal, void, pause, resume)"),
        ("{\"at\":\"yesterday\",\"type\":\"award\",\"player\":\"sam\",\"amount\":5}", "at must be a date and time such as 2026-06-13T10:15:00+02:00, got \"yesterday\""),
        ("{\"at\":\"2026-06-13T10:00:00+02:00\",\"type\":\"award\",\"player\":\"sam\",\"amount\":-5}", "amount must be a whole number from 1 to 1000000, got -5"),
        ("{\"at\":\"2026-06-13T10:00:00+02:00\",\"type\":\"award\",\"player\":\"sam\",\"amount\":2.5}", "amount must be a whole number from 1 to 1000000, got 2.5"),
        ("{\"at\":\"2026-06-13T10:00:00+02:00\",\"type\":\"award\",\"player\":\"sam\",\"amount\":1e30}", "amount must be a whole number from 1 to 1000000, got 1e+30"),
        ("{\"at\":\"2026-06-13T10:00:00+02:00\",\"type\":\"unlock\",\"player\":\"sam\"}", "an unlock event needs 'reward'"),
        ("{\"at\":\"2026-06-13T10:00:00+02:00\",\"type\":\"award\",\"player\":\"sam\"}", "an award event needs 'amount'"),
        ("{\"at\":\"2026-06-13T10:00:00+02:00\",\"type\":\"spend\",\"player\":\"sam\"}", "a spend event needs 'amount'"),
    ])
    func badFields(_ line: String, _ message: String) {
        let log = EventLogParser.parse(line + "\n", calendar: calendar)
        #expect(log.events.isEmpty)
        #expect(log.diagnostics.map(\.message) == [message])
        #expect(log.diagnostics.first?.location?.line == 1)
    }

    @Test("An event written by the encoder reads back the same")
    func roundTrip() {
        let original = Event(at: Instant.parse("2026-06-13T10:15:00+02:00")!, kind: .complete, player: "sam", challenge: "haiku",
                             option: .b, proof: .text, text: "Five \"seven\" five\nlines", on: LocalDate("2026-06-13"))
        let line = EventEncoder.line(for: original, calendar: calendar)
        #expect(line.hasSuffix("\n"))
        #expect(line.filter { $0 == "\n" }.count == 1)
        #expect(line.hasPrefix("{\"at\":\"2026-06-13T10:15:00+02:00\","))
        var parsed = EventLogParser.parse(line, calendar: calendar).events[0]
        parsed.line = 0
        #expect(parsed == original)
    }
}

/// A log is read as bytes: a line that is not UTF-8, or holds a date outside `SupportedDates`,
/// is one located error and every other line still loads, on the fast path and the careful
/// path, in one run or several.
@Suite("Bad bytes and dates in the event log")
struct EventLogBytesTests {
    let calendar = GameCalendar(timeZone: TimeZone(identifier: "Europe/Oslo")!)

    static let good = #"{"at":"2026-06-13T10:00:00+02:00","type":"award","player":"sam","amount":5}"#

    func log(_ lines: [[UInt8]], newline: Bool = true, runs: Int? = nil) -> EventLog {
        var bytes = Array(lines.joined(separator: [0x0A]))
        if newline { bytes.append(0x0A) }
        return EventLogParser.parse(Data(bytes), file: ContentFormat.eventLogFile, calendar: calendar, runs: runs, firstLine: 1)
    }

    @Test("Each line that is not UTF-8 is an error at its first bad byte, and the others load", arguments: [1, 3])
    func notUTF8(runs: Int) {
        let inValue = Array(#"{"at":"2026-06-13T10:00:00+02:00","type":"award","player":"sam","amount":1,"reason":"caf"#.utf8) + [0xE9] + Array(#""}"#.utf8)
        let outside: [UInt8] = [0x7B, 0xFF, 0xFE, 0x7D]
        let overlong: [UInt8] = Array("{\"x\":\"".utf8) + [0xC0, 0xAF] + Array("\"}".utf8)
        let accented = Array(#"{"at":"2026-06-13T11:00:00+02:00","type":"award","player":"sam","amount":2,"reason":"café"}"#.utf8)
        let log = log([Array(Self.good.utf8), inValue, outside, accented, overlong, Array(Self.good.utf8)], runs: runs)
        #expect(log.events.map(\.line) == [1, 4, 6])
        #expect(log.events[1].reason == "café")
        #expect(!log.isTorn)
        #expect(log.diagnostics.lines == [
            "content/events.jsonl:2:89: error: line 2 is not UTF-8 text: byte 0xE9 at column 89 does not belong there; the line is skipped",
            "content/events.jsonl:3:2: error: line 3 is not UTF-8 text: byte 0xFF at column 2 does not belong there; the line is skipped",
            "content/events.jsonl:5:7: error: line 5 is not UTF-8 text: byte 0xC0 at column 7 does not belong there; the line is skipped",
        ])
    }

    @Test("A last line cut off inside a character, with no newline, is torn")
    func cutInsideCharacter() {
        let cut = Array(#"{"at":"2026-06-13T11:00:00+02:00","type":"award","player":"sam","amount":2,"reason":"caf"#.utf8) + [0xC3]
        let log = log([Array(Self.good.utf8), cut], newline: false)
        #expect(log.isTorn)
        #expect(log.events.count == 1)
        #expect(log.diagnostics.lines == [
            "content/events.jsonl:2:89: error: the last line is torn: it ends inside a character and has no newline (a write was cut off)",
        ])
    }

    @Test("An 'at' or 'on' outside the supported dates is an error on its line, the fast way and the careful way alike", arguments: [
        (#"{"at":"9999-12-31T23:00:00Z","type":"award","player":"sam","amount":5}"#, #"at "9999-12-31T23:00:00Z" is outside the dates Questline supports (from 1970-01-01 to 2199-12-31)"#),
        (#"{"at":"0001-01-01T00:00","type":"award","player":"sam","amount":5}"#, #"at "0001-01-01T00:00" is outside the dates Questline supports (from 1970-01-01 to 2199-12-31)"#),
        (#"{"at":"1969-12-31T22:30:00Z","type":"award","player":"sam","amount":5}"#, #"at "1969-12-31T22:30:00Z" is outside the dates Questline supports (from 1970-01-01 to 2199-12-31)"#),
        (#"{"at":"2026-06-13T10:00:00+02:00","type":"complete","player":"sam","challenge":"run","on":"2200-01-01"}"#, #"on "2200-01-01" is outside the dates Questline supports (from 1970-01-01 to 2199-12-31)"#),
    ])
    func outsideDates(_ line: String, _ message: String) {
        for log in [EventLogParser.parse(line + "\n", calendar: calendar),
                    EventLogParser.parseCharacters(line + "\n", file: ContentFormat.eventLogFile, calendar: calendar)] {
            #expect(log.events.isEmpty)
            #expect(log.diagnostics.map(\.message) == [message])
            #expect(log.diagnostics.first?.location?.line == 1)
        }
    }
}
