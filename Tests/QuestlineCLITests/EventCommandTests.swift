import Foundation
import Testing

@Suite("Event commands", .serialized)
struct EventCommandTests {
    @Test("complete, award, unlock and spend append one line each and say what happened")
    func happyPath() throws {
        let site = try TemporarySite.small()
        var result = try site.run(["complete", "swim", "--player", "sam", "--at", "2026-06-05T10:00"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "sam completed swim: +100 points, balance 100\n")
        result = try site.run(["unlock", "letter", "--player", "sam", "--at", "2026-06-05T11:00"])
        #expect(result.stdout == "sam unlocked letter: balance 50\n")
        result = try site.run(["spend", "20", "--player", "sam", "--reason", "Ice cream", "--by", "jo", "--at", "2026-06-05T12:00"])
        #expect(result.stdout == "sam: -20 points, balance 30\n")
        result = try site.run(["award", "3", "--player", "ann", "--by", "jo", "--at", "2026-06-05T12:00"])
        #expect(result.stdout == "ann: +3 points, balance 3\n")
        let log = try site.read("content/events.jsonl")
        #expect(log == """
        {"at":"2026-06-05T10:00:00+02:00","challenge":"swim","player":"sam","proof":"done","type":"complete"}
        {"at":"2026-06-05T11:00:00+02:00","player":"sam","reward":"letter","type":"unlock"}
        {"amount":20,"at":"2026-06-05T12:00:00+02:00","by":"jo","player":"sam","reason":"Ice cream","type":"spend"}
        {"amount":3,"at":"2026-06-05T12:00:00+02:00","by":"jo","player":"ann","type":"award"}

        """)
        #expect(try site.run(["check", "--as-of", "2026-06-06"]).status == 0)
    }

    @Test("A refused event leaves the log byte for byte as it was", arguments: [
        (["spend", "5", "--player", "sam"], "error: 'sam' cannot spend 5 points with a balance of 0"),
        (["unlock", "letter", "--player", "sam"], "error: 'sam' has 0 and 'letter' costs 50: 50 more to go"),
        (["complete", "swimm", "--player", "sam"], "error: unknown challenge 'swimm'"),
        (["complete", "swim", "--player", "jo"], "error: 'jo' is a friend and does not play (players are: sam, ann)"),
        (["complete", "swim", "--player", "sam", "--proof", "photo", "--media", "../x.jpg"], "error: media \"../x.jpg\" leads outside the content folder"),
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
        #expect(result.stderr.contains("content/events.jsonl:2:1: error: the event log's last line is torn, so nothing was appended"))
        #expect(result.stderr.contains("hint: open content/events.jsonl, delete or complete line 2, then try again"))
        #expect(try site.read("content/events.jsonl") == torn)
        let check = try site.run(["check"])
        #expect(check.status == 1)
        #expect(check.stderr.contains("content/events.jsonl:2:1: error: the last line is torn"))
    }

    @Test("A complete last line without a newline gets one before the next event")
    func missingNewline() throws {
        let site = try TemporarySite.small(events: #"{"at":"2026-06-02T10:00:00+02:00","type":"award","player":"sam","amount":50}"#)
        #expect(try site.run(["award", "5", "--player", "sam", "--at", "2026-06-05T10:00"]).status == 0)
        #expect(try site.read("content/events.jsonl").split(separator: "\n").count == 2)
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
