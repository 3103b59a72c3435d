import Foundation
import Testing

/// `void`, `pause`, `resume` and `log` end to end (issue #35): each appends one line, and each
/// refusal exits 1 with one clear sentence and leaves the log byte for byte as it was.
@Suite("Mending commands", .serialized)
struct MendCommandTests {
    static let events = """
    {"amount":60,"at":"2026-06-02T10:00:00+02:00","id":"aaaaaaaaaaaa","player":"sam","type":"award"}
    {"at":"2026-06-02T11:00:00+02:00","id":"bbbbbbbbbbbb","player":"sam","reward":"letter","type":"unlock"}
    {"amount":5,"at":"2026-06-02T12:00:00+02:00","id":"cccccccccccc","player":"ann","reason":"Wrong child","type":"award"}

    """

    @Test("void cancels an award: the balance goes back, log lists it voided, check is clean")
    func voidAward() throws {
        let site = try TemporarySite.small(events: Self.events)
        let result = try site.run(["void", "cccccccccccc", "--reason", "Meant for Sam", "--at", "2026-06-03T10:00"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.sentence == "voided line 3: Meant for Sam, ann's balance 0")
        let voidID = try #require(result.eventID)
        let last = try site.read("content/events.jsonl").split(separator: "\n").last.map(String.init)
        #expect(last == #"{"at":"2026-06-03T10:00:00+02:00","event":"cccccccccccc","id":"\#(voidID)","reason":"Meant for Sam","type":"void"}"#)
        let log = try site.run(["log", "--last", "2"])
        #expect(log.stdout == """
        \(voidID)  2026-06-03T10:00:00+02:00  voided cccccccccccc: Meant for Sam
        cccccccccccc  2026-06-02T12:00:00+02:00  ann was awarded 5: Wrong child  [voided on line 4: Meant for Sam]

        """)
        let json = try site.run(["log", "--last", "1", "--player", "sam", "--json"])
        let parsed = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]]
        #expect(parsed?.first?["id"] as? String == "bbbbbbbbbbbb")
        #expect(try site.run(["check", "--as-of", "2026-06-04"]).status == 0)
    }

    @Test("log cuts a long reason to 80 characters, the void's too; the log file and the JSON's voidReason keep them whole")
    func longReasons() throws {
        let site = try TemporarySite.small(events: Self.events)
        let (why, because) = (String(repeating: "why ", count: 50), String(repeating: "because ", count: 25))
        #expect(try site.run(["award", "2", "--player", "ann", "--reason", why, "--at", "2026-06-03T09:00"]).status == 0)
        let award = try #require(try site.run(["log", "--last", "1"]).stdout.split(separator: "  ").first.map(String.init))
        #expect(try site.run(["void", award, "--reason", because, "--at", "2026-06-03T10:00"]).status == 0)
        let lines = try site.run(["log", "--last", "2"]).stdout.split(separator: "\n").map(String.init)
        let (cutWhy, cutBecause) = (String(why.prefix(79)) + "…", String(because.prefix(79)) + "…")
        #expect(lines.first?.hasSuffix("voided \(award): \(cutBecause)") == true, "\(lines)")
        #expect(lines.last?.hasSuffix("ann was awarded 2: \(cutWhy)  [voided on line 5: \(cutBecause)]") == true, "\(lines)")
        #expect(try site.read("content/events.jsonl").contains(#""reason":"\#(why)""#))
        let json = try site.run(["log", "--last", "2", "--json"])
        let parsed = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]]
        let entry = try #require(parsed?.first { $0["id"] as? String == award })
        #expect(entry["sentence"] as? String == "ann was awarded 2: \(cutWhy)")
        #expect(entry["voidReason"] as? String == because)
    }

    @Test("A void that breaks a rule is refused and the log is as it was", arguments: [
        (["void", "aaaaaaaaaaaa"], "error: voiding line 1 (sam was awarded 60) would take away points that the unlock of 'letter' by 'sam' on log line 2 was paid with: 'sam' has 0 and 'letter' costs 50: 50 more to go"),
        (["void", "zzzzzzzzzzzz"], "error: there is no event with the id zzzzzzzzzzzz before this line, so there is nothing to void"),
    ])
    func voidRefusals(_ arguments: [String], _ message: String) throws {
        let site = try TemporarySite.small(events: Self.events)
        let result = try site.run(arguments + ["--reason", "test", "--at", "2026-06-03T10:00"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix(message + "\n"), "\(result.stderr)")
        #expect(try site.read("content/events.jsonl") == Self.events)
    }

    @Test("After a build (its fold cache there), a void is checked and told as without one")
    func voidAfterBuild() throws {
        let site = try TemporarySite.small(events: Self.events)
        try FileManager.default.copyItem(at: CLI.repositoryRoot.appendingPathComponent("Templates"), to: site.root.appendingPathComponent("Templates"))
        let build = try site.run(["build", "--as-of", "2026-06-03T09:00"])
        #expect(build.status == 0, "\(build.stderr)")
        #expect(FileManager.default.fileExists(atPath: site.root.appendingPathComponent(".questline-cache/fold").path))
        let refused = try site.run(["void", "aaaaaaaaaaaa", "--reason", "test", "--at", "2026-06-03T10:00"])
        #expect(refused.status == 1)
        #expect(refused.stderr.hasPrefix("error: voiding line 1 (sam was awarded 60) would take away points that the unlock of 'letter'"), "\(refused.stderr)")
        #expect(try site.read("content/events.jsonl") == Self.events)
        let voided = try site.run(["void", "cccccccccccc", "--reason", "Meant for Sam", "--at", "2026-06-03T10:00"])
        #expect(voided.status == 0, "\(voided.stderr)")
        #expect(voided.sentence == "voided line 3: Meant for Sam, ann's balance 0")
    }

    @Test("Several ids are voided together: an award and the unlock it paid for go at once, each told with its id")
    func voidTogether() throws {
        let site = try TemporarySite.small(events: Self.events)
        let result = try site.run(["void", "aaaaaaaaaaaa", "bbbbbbbbbbbb", "--reason", "Sam left", "--at", "2026-06-03T10:00"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines[0] == "voided line 1: Sam left, sam's balance 0" && lines[2] == "voided line 2: Sam left, sam's balance 0", "\(lines)")
        let ids = [lines[1], lines[3]].map { $0.replacingOccurrences(of: "id ", with: "") }
        let log = try site.read("content/events.jsonl").split(separator: "\n").map(String.init)
        #expect(log.count == 5)
        #expect(log[3] == #"{"at":"2026-06-03T10:00:00+02:00","event":"aaaaaaaaaaaa","id":"\#(ids[0])","reason":"Sam left","type":"void"}"#)
        #expect(log[4] == #"{"at":"2026-06-03T10:00:00+02:00","event":"bbbbbbbbbbbb","id":"\#(ids[1])","reason":"Sam left","type":"void"}"#)
        #expect(try site.run(["check", "--as-of", "2026-06-04"]).status == 0)
        let later = try TemporarySite.small(events: Self.events)
        let ahead = try later.run(["void", "aaaaaaaaaaaa", "bbbbbbbbbbbb", "--reason", "x", "--at", "2099-01-01T10:00"])
        #expect(ahead.status == 0 && ahead.stderr.contains("note: the voids are dated 2099-01-01T10:00:00+01:00, after now: the events count until then"), "\(ahead.stderr)")
    }

    @Test("A child who left: their events voided together, they may leave people.yaml and the game checks")
    func childWhoLeft() throws {
        let site = try TemporarySite.small(events: Self.events)
        try site.write("content/events.jsonl", Self.events + #"{"at":"2026-06-02T13:00:00+02:00","challenge":"swim","id":"dddddddddddd","player":"ann","type":"complete"}"# + "\n")
        #expect(try site.run(["void", "cccccccccccc", "dddddddddddd", "--reason", "Left the class", "--at", "2026-06-03T10:00"]).status == 0)
        try site.write("content/people.yaml", "- {id: sam, name: Sam, role: player}\n- {id: jo, name: Jo, role: friend}\n")
        let check = try site.run(["check", "--as-of", "2026-06-04"])
        #expect(check.status == 0 && !check.stderr.contains("error"), "\(check.stderr)")
    }

    @Test("Voids made together are refused together: the log is as it was, and the refusal says what breaks or which one")
    func voidTogetherRefused() throws {
        let site = try TemporarySite.small(events: Self.events)
        let starved = try site.run(["void", "cccccccccccc", "aaaaaaaaaaaa", "--reason", "x", "--at", "2026-06-03T10:00"])
        #expect(starved.status == 1)
        #expect(starved.stderr.hasPrefix("""
        error: voiding these 2 events would take away points that the unlock of 'letter' by 'sam' on log line 2 was paid with: 'sam' has 0 and 'letter' costs 50: 50 more to go
          hint: void line 2 with them, or leave out the voids it depends on
        """), "\(starved.stderr)")
        #expect(starved.stderr.hasSuffix("nothing was recorded: the 2 events are recorded together or not at all\n"), "\(starved.stderr)")
        let unknown = try site.run(["void", "cccccccccccc", "zzzzzzzzzzzz", "--reason", "x", "--at", "2026-06-03T10:00"])
        #expect(unknown.status == 1)
        #expect(unknown.stderr.hasPrefix("error: there is no event with the id zzzzzzzzzzzz before this line, so there is nothing to void"), "\(unknown.stderr)")
        let early = try site.run(["void", "aaaaaaaaaaaa", "bbbbbbbbbbbb", "--reason", "x", "--at", "2026-06-02T10:30"])
        #expect(early.status == 1)
        #expect(early.stderr.hasPrefix("error: a void cannot come before the event it cancels: it would be dated 2026-06-02T10:30:00+02:00, and line 2"), "\(early.stderr)")
        #expect(try site.read("content/events.jsonl") == Self.events)
    }

    @Test("Void's usage errors: no id, an id named twice, one that is no id, too many; nothing is written", arguments: [
        ([], "Missing expected argument '<event-id> ...'"),
        (["aaaaaaaaaaaa", "cccccccccccc", "aaaaaaaaaaaa"], "aaaaaaaaaaaa is named twice: an event is voided once"),
        (["aaaaaaaaaaaa", "oops"], "\"oops\" is not an event id"),
        (Array(repeating: "aaaaaaaaaaaa", count: 1001), "at most 1000 events at once, got 1001"),
    ])
    func voidUsage(_ ids: [String], _ message: String) throws {
        let site = try TemporarySite.small(events: Self.events)
        let result = try site.run(["void"] + ids + ["--reason", "x"])
        #expect(result.status == 64)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(try site.read("content/events.jsonl") == Self.events)
    }

    @Test("A void dated before the event it cancels is refused, and the log is as it was")
    func voidBeforeItsEvent() throws {
        let site = try TemporarySite.small(events: Self.events)
        let result = try site.run(["void", "cccccccccccc", "--reason", "x", "--at", "2026-06-02T09:00"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("error: a void cannot come before the event it cancels: it would be dated 2026-06-02T09:00:00+02:00, "
                                        + "and line 3 (ann was awarded 5: Wrong child) is dated 2026-06-02T12:00:00+02:00\n  hint: date the void at 2026-06-02T12:00:00+02:00 or later\n"),
                "\(result.stderr)")
        #expect(try site.read("content/events.jsonl") == Self.events)
        #expect(try site.run(["void", "cccccccccccc", "--reason", "x", "--at", "2026-06-02T12:00"]).status == 0, "at the same instant is after enough")
    }

    @Test("A void of a void, and a second void of one event, are refused")
    func voidTwice() throws {
        let site = try TemporarySite.small(events: Self.events)
        let first = try site.run(["void", "cccccccccccc", "--reason", "x", "--at", "2026-06-03T10:00"])
        let voidID = try #require(first.eventID)
        let after = try site.read("content/events.jsonl")
        let again = try site.run(["void", "cccccccccccc", "--reason", "y", "--at", "2026-06-03T11:00"])
        #expect(again.status == 1 && again.stderr.hasPrefix("error: the event cccccccccccc (line 3) is voided already, by line 4\n"))
        let ofVoid = try site.run(["void", voidID, "--reason", "y", "--at", "2026-06-03T11:00"])
        #expect(ofVoid.status == 1 && ofVoid.stderr.hasPrefix("error: the event \(voidID) (line 4) is a void itself, and a void cannot be voided\n"))
        #expect(try site.read("content/events.jsonl") == after)
        let bad = try site.run(["void", "not-an-id", "--reason", "y"])
        #expect(bad.status == 64 && bad.stderr.contains("\"not-an-id\" is not an event id"))
    }

    @Test("pause and resume a daily quest; refusals leave the log as it was")
    func pauseAndResume() throws {
        let site = try TemporarySite.small(events: Self.events)
        var result = try site.run(["pause", "read", "--player", "sam", "--from", "2026-06-05", "--until", "2026-06-09", "--at", "2026-06-03T10:00"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.sentence == "read is paused for sam from 2026-06-05 until 2026-06-09")
        result = try site.run(["resume", "read", "--player", "sam", "--on", "2026-06-07", "--at", "2026-06-03T11:00"])
        #expect(result.sentence == "read counts again for sam from 2026-06-07")
        let before = try site.read("content/events.jsonl")
        for (arguments, message) in [
            (["pause", "swim", "--player", "sam", "--from", "2026-06-05", "--until", "2026-06-09"],
             "error: 'swim' is not a recurring quest, so it cannot be paused: only scheduled days can be"),
            (["resume", "read", "--player", "sam", "--on", "2026-06-20"],
             "error: 'read' is not paused for 'sam' on 2026-06-20 or after it, so there is nothing to resume"),
        ] {
            let refused = try site.run(arguments + ["--at", "2026-06-03T12:00"])
            #expect(refused.status == 1)
            #expect(refused.stderr.hasPrefix(message + "\n"), "\(refused.stderr)")
        }
        #expect(try site.read("content/events.jsonl") == before)
        #expect(try site.run(["pause", "read", "--player", "sam", "--from", "2026-13-01", "--until", "2026-06-09"]).status == 64)
        #expect(try site.run(["check", "--as-of", "2026-06-10"]).status == 0)
    }
}
