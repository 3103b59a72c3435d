import Foundation
import Testing
@testable import QuestlineCore

/// The byte-level fast path must read every line exactly as the careful path does: the same
/// events, the same diagnostics in the same order, the same torn-line and line-count facts.
@Suite("Fast event log parser")
struct FastEventLogParserTests {
    static let calendar = GameCalendar(timeZone: TimeZone(identifier: "Europe/Oslo")!)

    static let lines: [String] = [
        #"{"at":"2026-06-13T10:40:00+02:00","challenge":"dance-off","option":"a","player":"sam","proof":"done","type":"complete"}"#,
        #"{"at":"2026-06-13T08:40:00Z","challenge":"dance-off","option":"A","player":"sam","type":"complete"}"#,
        #"{"at":"2026-06-13T08:40:00z","challenge":"x","player":"sam","type":"complete"}"#,
        #"{"at":"2026-06-13T10:40","challenge":"x","player":"sam","type":"complete","on":"2026-06-12"}"#,
        #"{"at":"2026-06-13 10:40","challenge":"x","player":"sam","type":"complete"}"#,
        #"{"at":"2026-06-13","challenge":"x","player":"sam","type":"complete"}"#,
        #"{"at":"2026-02-30T10:40:00Z","challenge":"x","player":"sam","type":"complete"}"#,
        #"{"at":"2026-06-13T24:40:00Z","challenge":"x","player":"sam","type":"complete"}"#,
        #"{"at":"2026-06-13T10:40:60-03:30","challenge":"x","player":"sam","type":"complete"}"#,
        #"{"at":"2026-06-13T10:40:00.5+02:00","challenge":"x","player":"sam","type":"complete"}"#,
        #"  { "type" : "award" , "at" : "2026-06-13T17:00:00+02:00", "player":"emma","amount":3,"reason":"Tidied \"her\" room\n","by":"mum" }  "#,
        #"{"type":"award","at":"2026-06-13T17:00:00+02:00","player":"emma","amount":0}"#,
        #"{"type":"award","at":"2026-06-13T17:00:00+02:00","player":"emma","amount":-5}"#,
        #"{"type":"award","at":"2026-06-13T17:00:00+02:00","player":"emma","amount":1.0}"#,
        #"{"type":"award","at":"2026-06-13T17:00:00+02:00","player":"emma","amount":1e3}"#,
        #"{"type":"award","at":"2026-06-13T17:00:00+02:00","player":"emma","amount":"5"}"#,
        #"{"type":"award","at":"2026-06-13T17:00:00+02:00","player":"emma","amount":1000001}"#,
        #"{"type":"award","at":"2026-06-13T17:00:00+02:00","player":"emma","amount":007}"#,
        #"{"type":"spend","at":"2026-06-13T18:00:00+02:00","player":"emma","amount":2,"reason":"Ice cream \u00e9 \/ ok"}"#,
        #"{"type":"spend","at":"2026-06-13T18:00:00+02:00","player":"emma","amount":2,"reason":"Is kräm 🍦"}"#,
        #"{"type":"unlock","at":"2026-06-13T16:00:00+02:00","player":"sam","reward":"kim-video"}"#,
        #"{"type":"unlock","at":"2026-06-13T16:00:00+02:00","player":"sam"}"#,
        #"{"type":"reveal","at":"2026-06-13T17:30:00+02:00","challenge":"dare","by":"alex"}"#,
        #"{"type":"reveal","at":"2026-06-13T17:30:00+02:00","challenge":"dare","by":null}"#,
        #"{"type":"reveal","at":"2026-06-13T17:30:00+02:00","challenge":"dare","colour":"red"}"#,
        #"{"type":"reveal","at":"2026-06-13T17:30:00+02:00","challenge":"dare","challenge":"other"}"#,
        #"{"type":"complete","at":"2026-06-13T17:30:00+02:00","challenge":"x","player":"sam","proof":"video"}"#,
        #"{"type":"complete","at":"2026-06-13T17:30:00+02:00","challenge":"x","player":"sam","option":"c"}"#,
        #"{"type":"complete","at":"2026-06-13T17:30:00+02:00","challenge":"x","player":"sam","on":"13/06/2026"}"#,
        #"{"type":"complete","at":"2026-06-13T17:30:00+02:00","challenge":"x","player":["sam"]}"#,
        #"{"type":"complete","at":"2026-06-13T17:30:00+02:00","challenge":"x","player":{"id":"sam"}}"#,
        #"{"type":"complete","at":"2026-06-13T17:30:00+02:00","challenge":"x","player":true}"#,
        #"{"type":"dance","at":"2026-06-13T17:30:00+02:00"}"#,
        #"{"at":"2026-06-13T17:30:00+02:00"}"#,
        #"{"type":"award","player":"emma","amount":3}"#,
        #"{"type":"award","at":12,"player":"emma","amount":3}"#,
        #"{"type":"award","at":"soon","player":"emma","amount":3}"#,
        #"{"type":"award","at":"2026-06-13T17:00:00+02:00","player":"emma","amount":3} trailing"#,
        #"{"type":"award","at":"2026-06-13T17:00:00+02:00","player":"emma","amount":3,}"#,
        "{\"type\":\"award\",\"at\":\"2026-06-13T17:00:00+02:00\",\"player\":\"em\tma\",\"amount\":3}",
        "\u{FEFF}{\"type\":\"award\",\"at\":\"2026-06-13T17:00:00+02:00\",\"player\":\"emma\",\"amount\":3}",
        "{}", "[]", "null", "42", "not json at all", "", "   ", "\t", "\u{00A0}",
        #"{"type":"award","at":"2026-06-13T17:00:00+02:00","player":"emma","amount":3"#,
    ]

    @Test("Every kind of line reads the same as the careful path", arguments: [true, false])
    func sameAsCareful(endsWithNewline: Bool) {
        let text = Self.lines.joined(separator: "\n") + (endsWithNewline ? "\n" : "")
        let fast = EventLogParser.parse(text, calendar: Self.calendar)
        let careful = EventLogParser.parseCharacters(text, file: ContentFormat.eventLogFile, calendar: Self.calendar)
        #expect(fast.events == careful.events)
        #expect(fast.diagnostics == careful.diagnostics)
        #expect(fast.isTorn == careful.isTorn)
        #expect(fast.endsWithNewline == careful.endsWithNewline)
        #expect(fast.lineCount == careful.lineCount)
        #expect(fast.events.count > 10)
    }

    @Test("Each line alone, as the last line with and without a newline", arguments: lines)
    func eachLine(line: String) {
        for text in [line, line + "\n", "\n" + line] {
            let fast = EventLogParser.parse(text, calendar: Self.calendar)
            let careful = EventLogParser.parseCharacters(text, file: ContentFormat.eventLogFile, calendar: Self.calendar)
            #expect(fast.events == careful.events)
            #expect(fast.diagnostics == careful.diagnostics)
            #expect(fast.isTorn == careful.isTorn)
            #expect(fast.lineCount == careful.lineCount)
        }
    }

    @Test("An empty log and a log of blank lines")
    func empty() {
        for text in ["", "\n", "\n\n", "  \n"] {
            let fast = EventLogParser.parse(text, calendar: Self.calendar)
            let careful = EventLogParser.parseCharacters(text, file: ContentFormat.eventLogFile, calendar: Self.calendar)
            #expect(fast.lineCount == careful.lineCount)
            #expect(fast.endsWithNewline == careful.endsWithNewline)
            #expect(fast.diagnostics == careful.diagnostics)
        }
    }
}

/// A big log is read in runs of lines on several cores; the result must be what one run gives.
@Suite("Event log read in parallel runs")
struct ParallelEventLogParserTests {
    @Test("Events, messages, line numbers and a torn last line are the same in one run or several", arguments: [2, 3, 7])
    func sameAsOneRun(runs: Int) {
        let lines = (0..<40).flatMap { _ in FastEventLogParserTests.lines }
        for text in [lines.joined(separator: "\n") + "\n", lines.joined(separator: "\n") + "\n{\"type\":\"award\""] {
            let one = EventLogParser.parse(text, calendar: FastEventLogParserTests.calendar, runs: 1)
            let several = EventLogParser.parse(text, calendar: FastEventLogParserTests.calendar, runs: runs)
            #expect(several.events == one.events)
            #expect(several.diagnostics == one.diagnostics)
            #expect(several.isTorn == one.isTorn)
            #expect(several.lineCount == one.lineCount)
            #expect(one.events.count > 400)
        }
    }
}
