import Foundation
import Testing

@Suite("Event commands", .serialized)
struct EventCommandTests {
    @Test("complete, award, unlock and spend append one line each and say what happened")
    func happyPath() throws {
        let site = try TemporarySite.small()
        var result = try site.run(["complete", "swim", "--player", "sam", "--at", "2026-06-05T10:00"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.sentence == "sam completed swim: +100 points, balance 100")
        var ids = [result.eventID]
        result = try site.run(["unlock", "letter", "--player", "sam", "--at", "2026-06-05T11:00"])
        #expect(result.sentence == "sam unlocked letter: balance 50")
        ids.append(result.eventID)
        result = try site.run(["spend", "20", "--player", "sam", "--reason", "Ice cream", "--by", "jo", "--at", "2026-06-05T12:00"])
        #expect(result.sentence == "sam: -20 points, balance 30")
        ids.append(result.eventID)
        result = try site.run(["award", "3", "--player", "ann", "--by", "jo", "--at", "2026-06-05T12:00"])
        #expect(result.sentence == "ann: +3 points, balance 3")
        ids.append(result.eventID)
        // Each line carries the id its command printed: 12 characters from a-z and 2-7.
        #expect(ids.allSatisfy { ($0 ?? "").range(of: "^[a-z2-7]{12}$", options: .regularExpression) != nil }, "\(ids)")
        #expect(Set(ids).count == 4)
        let log = try site.read("content/events.jsonl")
        #expect(log == """
        {"at":"2026-06-05T10:00:00+02:00","challenge":"swim","id":"\(ids[0] ?? "")","player":"sam","proof":"done","type":"complete"}
        {"at":"2026-06-05T11:00:00+02:00","id":"\(ids[1] ?? "")","player":"sam","reward":"letter","type":"unlock"}
        {"amount":20,"at":"2026-06-05T12:00:00+02:00","by":"jo","id":"\(ids[2] ?? "")","player":"sam","reason":"Ice cream","type":"spend"}
        {"amount":3,"at":"2026-06-05T12:00:00+02:00","by":"jo","id":"\(ids[3] ?? "")","player":"ann","type":"award"}

        """)
        #expect(try site.run(["check", "--as-of", "2026-06-06"]).status == 0)
    }

    @Test("A refused event leaves the log byte for byte as it was", arguments: [
        (["spend", "5", "--player", "sam"], "error: 'sam' cannot spend 5 points with a balance of 0"),
        (["unlock", "letter", "--player", "sam"], "error: 'sam' has 0 and 'letter' costs 50: 50 more to go"),
        (["complete", "swimm", "--player", "sam"], "error: unknown challenge 'swimm'"),
        (["complete", "swim", "--player", "jo"], "error: 'jo' is a friend and does not play (players are: sam, ann)"),
        (["complete", "swim", "--player", "sam", "--proof", "photo", "--media", "../x.jpg"], "error: no file at ../x.jpg, neither on the disk nor under content/"),
        (["award", "5", "--player", "sam", "--reason", String(repeating: "x", count: 10_001)],
         "error: the event's reason is 10001 characters long; at most 10000 are recorded"),
        (["complete", "swim", "--player", "sam", "--proof", "text", "--text", String(repeating: "ø", count: 10_001)],
         "error: the event's text is 10001 characters long; at most 10000 are recorded"),
    ])
    func refusals(_ arguments: [String], _ message: String) throws {
        let before = #"{"at":"2026-06-02T10:00:00+02:00","type":"award","player":"ann","amount":5}"# + "\n"
        let site = try TemporarySite.small(events: before)
        let result = try site.run(arguments + ["--at", "2026-06-05T10:00"])
        #expect(result.status == 1)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stderr.hasSuffix("nothing was recorded\n"))
        #expect(try site.read("content/events.jsonl") == before)
    }

    @Test("A once-challenge completes once, through the command too")
    func once() throws {
        let site = try TemporarySite.small()
        #expect(try site.run(["complete", "swim", "--player", "sam", "--at", "2026-06-05T10:00"]).status == 0)
        let again = try site.run(["complete", "swim", "--player", "sam", "--at", "2026-06-06T10:00"])
        #expect(again.status == 1)
        #expect(again.stderr.contains("'swim' is done once and 'sam' already completed it (log line 1)"))
    }

    @Test("A backdated spend that would starve a later unlock is refused")
    func backdated() throws {
        let events = [
            #"{"at":"2026-06-02T10:00:00+02:00","type":"award","player":"sam","amount":50}"#,
            #"{"at":"2026-06-04T10:00:00+02:00","type":"unlock","player":"sam","reward":"letter"}"#,
        ].joined(separator: "\n") + "\n"
        let site = try TemporarySite.small(events: events)
        let result = try site.run(["spend", "10", "--player", "sam", "--at", "2026-06-03T10:00"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("this event would make log line 2 break the rules: 'sam' has 40 and 'letter' costs 50: 10 more to go"))
        #expect(try site.read("content/events.jsonl") == events)
    }

    @Test("A torn last line blocks appends until it is repaired, and says how")
    func tornLog() throws {
        let torn = #"{"at":"2026-06-02T10:00:00+02:00","type":"award","player":"sam","amount":50}"# + "\n" + #"{"at":"2026-06-0"#
        let site = try TemporarySite.small(events: torn)
        let result = try site.run(["award", "5", "--player", "sam", "--at", "2026-06-05T10:00"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("content/events.jsonl:2:1: error: nothing was appended after the log's last line, which does not read as an event: the last line is torn"))
        #expect(result.stderr.contains("hint: a write was probably cut off: open content/events.jsonl, delete line 2 or complete it, run `questline check`, then try again"))
        #expect(try site.read("content/events.jsonl") == torn)
        let check = try site.run(["check"])
        #expect(check.status == 1)
        #expect(check.stderr.contains("content/events.jsonl:2:1: error: the last line is torn"))
    }

    @Test("A whole last line without a newline (as some editors save it) gets one before the new event", arguments: ["", "\r", "  "])
    func missingNewline(_ trailing: String) throws {
        let events = #"{"at":"2026-06-02T10:00:00+02:00","type":"award","player":"sam","amount":50}"# + trailing
        let site = try TemporarySite.small(events: events)
        #expect(try site.run(["check"]).status == 0, "check finds nothing wrong with it")
        let result = try site.run(["award", "5", "--player", "sam", "--at", "2026-06-05T10:00"])
        #expect(result.status == 0, "\(result.stderr)")
        let log = try site.read("content/events.jsonl")
        #expect(log.hasPrefix(events + "\n{") && log.hasSuffix("}\n"), "\(log)")
        let check = try site.run(["check"])
        #expect(check.status == 0 && check.stdout.contains("2 events"), "\(check.stdout)\(check.stderr)")
    }

    @Test("An event dated after now is recorded, with a note that it counts only from then; one in the past without")
    func futureEvent() throws {
        let site = try TemporarySite.small(events: "")
        let future = try site.run(["award", "5", "--player", "sam", "--at", "2099-06-05T10:00"])
        #expect(future.status == 0, "\(future.stderr)")
        #expect(future.stderr.contains("note: the event is dated 2099-06-05T10:00:00+02:00, after now: it counts from then"), "\(future.stderr)")
        let past = try site.run(["award", "5", "--player", "sam", "--at", "2026-06-05T10:00"])
        #expect(past.status == 0 && !past.stderr.contains("note:"), "\(past.stderr)")
        // The note's mend, typed as it reads, is taken; the void's own note offers no void of it.
        let mend = try #require(future.stderr.firstRange(of: "`questline void ").map { future.stderr[$0.upperBound...] })
        let typed = try #require(mend.split(separator: "`").first).replacingOccurrences(of: "\"wrong date\"", with: "wrong_date")
        let void = try site.run(["void"] + typed.split(separator: " ").map(String.init))
        #expect(void.status == 0, "\(typed): \(void.stderr)")
        #expect(void.stderr.contains("note: the void is dated 2099-06-05T10:00:00+02:00, after now: the event counts until then")
                && !void.stderr.contains("questline void"), "\(void.stderr)")
    }

    @Test("A completion logged later for an earlier day says its own points, not those of the player's latest")
    func backdatedCompletion() throws {
        let site = try TemporarySite.small(events: "")
        #expect(try site.run(["complete", "read", "--player", "sam", "--at", "2026-06-05T10:00"]).sentence == "sam completed read: +1 point, balance 1")
        let earlier = try site.run(["complete", "swim", "--player", "sam", "--at", "2026-06-03T10:00"])
        #expect(earlier.sentence == "sam completed swim: +100 points, balance 101", "\(earlier.stdout)")
    }

    @Test("A last line that is not UTF-8 text blocks appends, and is called what it is, not a cut-off write")
    func latin1LastLine() throws {
        var bytes = Data((#"{"at":"2026-06-02T10:00:00+02:00","type":"award","player":"sam","amount":50,"reason":"bl"#).utf8)
        bytes += [0xE5] + Data("b\"}\n".utf8)
        let site = try TemporarySite.small(events: "")
        try bytes.write(to: site.root.appendingPathComponent("content/events.jsonl"))
        let result = try site.run(["award", "5", "--player", "sam", "--at", "2026-06-05T10:00"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("hint: line 1 is not UTF-8 text (an editor saved it in another encoding): open content/events.jsonl, save it as UTF-8"), "\(result.stderr)")
        #expect(try Data(contentsOf: site.root.appendingPathComponent("content/events.jsonl")) == bytes)
    }

    @Test("A last line that does not read as an event blocks appends, even with its newline")
    func badLastLine() throws {
        let events = #"{"at":"2026-06-02T10:00:00+02:00","type":"award","player":"sam","amount":50}"# + "\n" + "not json\n\n"
        let site = try TemporarySite.small(events: events)
        let result = try site.run(["award", "5", "--player", "sam", "--at", "2026-06-05T10:00"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("content/events.jsonl:2:1: error: nothing was appended after the log's last line, which does not read as an event: line 2 is not a JSON object: not json"))
        #expect(try site.read("content/events.jsonl") == events)
    }

    @Test("An append that hits the file size limit half way is undone: exit 1, one sentence, the log as it was")
    func fileSizeLimit() throws {
        // The log fills its first 1 KiB block but 5 bytes, so the new line is cut after 5 bytes
        // by `ulimit -f 1` (bash counts 1024-byte blocks); SIGXFSZ is ignored, as the command does
        // itself, so the write fails with EFBIG.
        let first = #"{"at":"2026-06-02T10:00:00+02:00","type":"award","player":"sam","amount":50}"# + "\n"
        let events = first + String(repeating: " ", count: 1024 - 5 - first.utf8.count - 1) + "\n"
        let site = try TemporarySite.small(events: events)
        #expect(try site.run(["check"]).status == 0)
        let command = "ulimit -f 1; exec \"$0\" award 5 --player sam --at 2026-06-05T10:00 --site \"$1\""
        let result = try CLI.run(["-c", command, CLI.binary.path, site.root.path], executable: URL(fileURLWithPath: "/bin/bash"))
        #expect(result.status == 1)
        #expect(result.stderr == """
            content/events.jsonl: error: writing the event failed (File too large); nothing was recorded and content/events.jsonl is as it was
            1 error, 0 warnings
            nothing was recorded

            """)
        #expect(try site.read("content/events.jsonl") == events)
    }

    @Test("Dates at the ends of the calendar are refused with one sentence and no crash, the log unchanged", arguments: [
        (["check", "--as-of", "9999-12-31"], "--as-of 9999-12-31"),
        (["build", "--as-of", "9999-12-31"], "--as-of 9999-12-31"),
        (["snapshot", "--as-of", "9999-12-31"], "--as-of 9999-12-31"),
        (["build", "--as-of", "0001-01-01"], "--as-of 0001-01-01"),
        (["award", "1", "--player", "sam", "--at", "9999-12-31T23:00"], "--at 9999-12-31T23:00"),
        (["award", "1", "--player", "sam", "--at", "0001-01-01T00:00"], "--at 0001-01-01T00:00"),
        (["award", "1", "--player", "sam", "--at", "1969-12-31T23:59"], "--at 1969-12-31T23:59"),
        (["complete", "read", "--player", "sam", "--on", "2200-01-01"], "--on 2200-01-01"),
    ])
    func calendarEnds(_ arguments: [String], _ what: String) throws {
        let events = #"{"at":"2026-06-02T10:00:00+02:00","type":"award","player":"sam","amount":50}"# + "\n"
        let site = try TemporarySite.small(events: events)
        let result = try site.run(arguments)
        #expect(result.status == 64)
        #expect(result.stderr == "error: \(what) is outside the dates Questline supports (from 1970-01-01 to 2199-12-31)\n")
        #expect(try site.read("content/events.jsonl") == events)
        #expect(!FileManager.default.fileExists(atPath: site.root.appendingPathComponent("output").path))
    }

    @Test("A date alone is that day: now when it is today, else its last second, and only a later day is after now")
    func dateAlone() throws {
        let site = try TemporarySite.small()
        // Now: 2026-06-05T10:00 in the game's time zone (Europe/Oslo).
        let now = ["SOURCE_DATE_EPOCH": "1780646400"]
        let today = try site.run(["award", "3", "--player", "ann", "--at", "2026-06-05"], environment: now)
        #expect(today.status == 0, "\(today.stderr)")
        #expect(!today.stderr.contains("after now"), "\(today.stderr)")
        let yesterday = try site.run(["award", "2", "--player", "ann", "--at", "2026-06-04"], environment: now)
        #expect(yesterday.status == 0 && !yesterday.stderr.contains("after now"), "\(yesterday.stderr)")
        let tomorrow = try site.run(["award", "1", "--player", "ann", "--at", "2026-06-06"], environment: now)
        #expect(tomorrow.status == 0)
        #expect(tomorrow.stderr.contains("note: the event is dated 2026-06-06T23:59:59+02:00, after now"), "\(tomorrow.stderr)")
        let dates = try site.read("content/events.jsonl").split(separator: "\n").map { line in
            String(line.split(separator: "\"at\":\"")[1].prefix(25))
        }
        #expect(dates == ["2026-06-05T10:00:00+02:00", "2026-06-04T23:59:59+02:00", "2026-06-06T23:59:59+02:00"])
    }

    @Test("SOURCE_DATE_EPOCH outside the supported dates is refused the same way")
    func epochOutside() throws {
        let site = try TemporarySite.small()
        let result = try site.run(["check"], environment: ["SOURCE_DATE_EPOCH": "253402300799"])
        #expect(result.status == 64)
        #expect(result.stderr == "error: SOURCE_DATE_EPOCH=253402300799 is outside the dates Questline supports (from 1970-01-01 to 2199-12-31)\n")
    }

    @Test("A log line that is not UTF-8 is named with its line and column, and the other events still count")
    func notUTF8Line() throws {
        let site = try TemporarySite.small()
        var bytes = Data((#"{"at":"2026-06-02T10:00:00+02:00","type":"award","player":"sam","amount":50}"# + "\n").utf8)
        bytes += Data(#"{"at":"2026-06-03T10:00:00+02:00","type":"award","player":"sam","amount":5,"reason":"caf"#.utf8) + Data([0xE9])
        bytes += Data(("\"}\n" + #"{"at":"2026-06-04T10:00:00+02:00","type":"award","player":"sam","amount":7}"# + "\n").utf8)
        try bytes.write(to: site.root.appendingPathComponent("content/events.jsonl"))
        let result = try site.run(["check", "--as-of", "2026-06-10"])
        #expect(result.status == 1)
        #expect(result.stderr.contains(
            "content/events.jsonl:2:89: error: line 2 is not UTF-8 text: byte 0xE9 at column 89 does not belong there; the line is skipped"))
        #expect(result.stdout.contains("2 events"), "\(result.stdout)")
    }

    @Test("With several players the command asks which one")
    func whichPlayer() throws {
        let site = try TemporarySite.small()
        let result = try site.run(["award", "5"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("this game has 2 players; say which with --player (sam, ann)"))
    }

    @Test("An event command on a broken game records nothing")
    func brokenGame() throws {
        let site = try TemporarySite.small()
        try site.write("content/rewards.yaml", "- {id: letter, title: Letter, kind: txt}\n")
        let result = try site.run(["award", "5", "--player", "sam"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("nothing was recorded: fix the errors above first"))
        #expect(try site.read("content/events.jsonl") == "")
    }
}
