import Foundation
import Testing
@testable import QuestlineCore

/// Event ids, void, pause and resume (issue #35), folded as `check` and `build` fold them
/// (streamed) and as the recorder does (the whole log).
@Suite("Mending: ids, voids and pauses")
struct MendRulesTests {
    static let daily = Fixture.challengesYAML + "\n- {id: run, title: Run, category: physical, points: 5, schedule: daily}"

    /// The state folded as read (GameCheck) and from the whole log, which must agree.
    func states(_ fixture: Fixture, asOf: String = "2026-06-20T12:00:00+02:00") -> [GameState] {
        let game = fixture.game()
        let text = fixture.files["content/events.jsonl"] ?? ""
        let log = EventLogParser.parse(text, calendar: game.settings.calendar)
        return [fixture.state(asOf: asOf), Engine.state(of: game, log: log, asOf: Instant.parse(asOf)!)]
    }

    func line(_ id: String, _ at: String, _ type: String, _ fields: [String: Any] = [:]) -> String {
        var fields = fields
        fields["id"] = id
        return event(at, type, fields)
    }

    @Test("An id is read from the line, or derived from its bytes, and both forms read back")
    func ids() throws {
        let calendar = GameCalendar(timeZone: TimeZone(identifier: "Europe/Oslo")!)
        let raw = event("2026-06-12T10:00:00+02:00", "award", ["player": "sam", "amount": 5])
        let withID = line("abcdefgh2345", "2026-06-12T10:00:00+02:00", "award", ["player": "sam", "amount": 5])
        let log = EventLogParser.parse(raw + "\n  " + raw + "\t\n" + withID + "\n", calendar: calendar)
        #expect(log.events.count == 3)
        #expect(log.events[0].id == log.events[1].id, "spaces around a line are not part of its id")
        #expect(log.events[0].id.description.count == 12 && log.events[0].id.description.hasPrefix("h"))
        #expect(log.events[2].id.description == "abcdefgh2345")
        let careful = EventLogParser.parseCharacters(raw + "\n", file: ContentFormat.eventLogFile, calendar: calendar)
        #expect(careful.events.first?.id == log.events[0].id, "the careful path derives the same id")
        for _ in 0..<100 {
            let id = EventID.random()
            #expect(EventID(id.description) == id)
        }
        #expect(EventID("ABCDEFGH2345") == nil && EventID("abc") == nil)
        let bad = EventLogParser.parse(line("not-an-id!!!", "2026-06-12T10:00:00+02:00", "award", ["player": "sam", "amount": 5]) + "\n",
                                       calendar: calendar)
        #expect(bad.diagnostics.map(\.message) == ["id \"not-an-id!!!\" is not an event id"])
    }

    @Test("Two events with one id: the second is an error at its line and does not count")
    func duplicateIDs() {
        let award = event("2026-06-12T10:00:00+02:00", "award", ["player": "sam", "amount": 5])
        for state in states(Fixture(events: [award, award])) {
            #expect(state.player("sam")?.balance == 5)
            #expect(state.violations.map(\.location?.line) == [2])
        }
    }

    @Test("A voided event counts as if it never happened", arguments: [
        #""challenge":"swim","player":"sam","type":"complete""#,
        #""amount":7,"player":"sam","type":"award""#,
        #""amount":20,"player":"sam","type":"spend""#,
        #""player":"sam","reward":"letter","type":"unlock""#,
    ])
    func voids(_ fields: String) {
        let balance = 130
        let events = [
            line("aaaaaaaaaaaa", "2026-06-12T09:00:00+02:00", "complete", ["player": "sam", "challenge": "haiku", "option": "a"]),
            line("bbbbbbbbbbbb", "2026-06-12T09:30:00+02:00", "award", ["player": "sam", "amount": 90]),
            #"{"at":"2026-06-12T10:00:00+02:00","id":"cccccccccccc",\#(fields)}"#,
            line("dddddddddddd", "2026-06-13T10:00:00+02:00", "void", ["event": "cccccccccccc", "reason": "by mistake"]),
        ]
        for state in states(Fixture(events: events)) {
            #expect(state.violations.isEmpty, "\(state.violations)")
            #expect(state.player("sam")?.balance == balance)
            #expect(state.voided.map(\.entry.line) == [3])
            #expect(state.voided.first?.note.reason == "by mistake")
            #expect(!state.timeline.contains { $0.line == 3 })
        }
        // Before the void's instant, the event still counts.
        let before = Fixture(events: events).state(asOf: "2026-06-12T12:00:00+02:00")
        #expect(before.voided.isEmpty && before.pendingEvents == 1)
    }

    @Test("Voiding a reveal hides the dare again")
    func voidReveal() {
        let challenges = Fixture.challengesYAML + "\n- {id: dare, title: Dare, category: c, points: 5, secret: {by: jo, reveal: 2026-07-01T18:00}}"
        let events = [line("aaaaaaaaaaaa", "2026-06-12T09:00:00+02:00", "reveal", ["challenge": "dare"]),
                      line("bbbbbbbbbbbb", "2026-06-12T10:00:00+02:00", "void", ["event": "aaaaaaaaaaaa", "reason": "too early"])]
        for state in states(Fixture(["content/challenges.yaml": challenges], events: events)) {
            #expect(state.violations.isEmpty)
            #expect(state.dares.first?.revealedAt == nil)
        }
    }

    @Test("A void of an unknown id, of a void, or of an event voided already is an error at its line")
    func voidRefusals() {
        let events = [
            line("aaaaaaaaaaaa", "2026-06-12T09:00:00+02:00", "award", ["player": "sam", "amount": 5]),
            line("bbbbbbbbbbbb", "2026-06-12T10:00:00+02:00", "void", ["event": "zzzzzzzzzzzz"]),
            line("cccccccccccc", "2026-06-12T10:00:00+02:00", "void", ["event": "aaaaaaaaaaaa"]),
            line("dddddddddddd", "2026-06-12T11:00:00+02:00", "void", ["event": "cccccccccccc"]),
            line("eeeeeeeeeeee", "2026-06-12T12:00:00+02:00", "void", ["event": "aaaaaaaaaaaa"]),
        ]
        for state in states(Fixture(events: events)) {
            #expect(state.player("sam")?.balance == 0)
            #expect(state.violations.lines == [
                "content/events.jsonl:2:1: error: there is no event with the id zzzzzzzzzzzz before this line, so there is nothing to void",
                "content/events.jsonl:4:1: error: the event cccccccccccc (line 3) is a void itself, and a void cannot be voided",
                "content/events.jsonl:5:1: error: the event aaaaaaaaaaaa (line 1) is voided already, by line 3",
            ])
        }
    }

    @Test("A void of a line written without an id, mended by hand since, says to delete the void")
    func voidOfEditedLine() throws {
        let written = event("2026-06-12T09:00:00+02:00", "award", ["player": "sam", "amount": 50])
        let id = try #require(EventLogParser.parse(written + "\n", calendar: GameCalendar(timeZone: .gmt)).events.first?.id)
        let mended = written.replacingOccurrences(of: "50", with: "5")
        let check = Fixture(events: [mended, line("bbbbbbbbbbbb", "2026-06-12T10:00:00+02:00", "void", ["event": "\(id)", "reason": "Too many"])]).check()
        let refusal = try #require(check.diagnostics.first { $0.message.hasPrefix("there is no event with the id \(id)") })
        #expect(refusal.hint?.contains("if you mended the voided line by hand, delete this void line") == true, "\(refusal.hint ?? "")")
    }

    @Test("Voiding points an unlock was paid with is refused, naming the unlock")
    func voidUnderUnlock() {
        let fixture = Fixture(events: [
            line("aaaaaaaaaaaa", "2026-06-12T09:00:00+02:00", "complete", ["player": "sam", "challenge": "swim"]),
            line("bbbbbbbbbbbb", "2026-06-12T10:00:00+02:00", "unlock", ["player": "sam", "reward": "letter"]),
        ])
        let game = fixture.game()
        let log = EventLogParser.parse(fixture.files["content/events.jsonl"]!, calendar: game.settings.calendar)
        let void = Event(at: Instant.parse("2026-06-12T11:00:00+02:00")!, kind: .void, reason: "oops", event: EventID("aaaaaaaaaaaa"))
        let refused = Engine.appending(void, to: log, game: game).violation
        #expect(refused?.message.hasPrefix("voiding line 1 (sam completed swim) would take away points that the unlock of 'letter' by 'sam' on log line 2 was paid with") == true)
        let award = Event(at: Instant.parse("2026-06-12T11:00:00+02:00")!, kind: .void, reason: "oops", event: EventID("bbbbbbbbbbbb"))
        #expect(Engine.appending(award, to: log, game: game).violation == nil, "voiding the unlock itself is fine")
    }

    @Test("Voids appended together are checked as one change, in any order; one alone as before")
    func voidsTogether() throws {
        let fixture = Fixture(events: [
            line("aaaaaaaaaaaa", "2026-06-12T09:00:00+02:00", "complete", ["player": "sam", "challenge": "swim"]),
            line("bbbbbbbbbbbb", "2026-06-12T10:00:00+02:00", "unlock", ["player": "sam", "reward": "letter"]),
        ])
        let game = fixture.game()
        let log = EventLogParser.parse(fixture.files["content/events.jsonl"]!, calendar: game.settings.calendar)
        let at = Instant.parse("2026-06-12T11:00:00+02:00")!
        func void(_ id: String) -> Event { Event(at: at, kind: .void, reason: "left", event: EventID(id)) }
        for order in [["aaaaaaaaaaaa", "bbbbbbbbbbbb"], ["bbbbbbbbbbbb", "aaaaaaaaaaaa"]] {
            let together = Engine.appending(together: order.map(void), to: log, game: game)
            #expect(together.refused == nil, "\(order)")
            #expect(Set(together.state.voided.map(\.event.description)) == Set(order))
            #expect(together.state.player("sam")?.balance == 0)
        }
        let alone = Engine.appending(together: [void("aaaaaaaaaaaa")], to: log, game: game)
        #expect(alone.refused?.index == 0)
        #expect(alone.refused?.violation == Engine.appending(void("aaaaaaaaaaaa"), to: log, game: game).violation)
        let twice = Engine.appending(together: [void("bbbbbbbbbbbb"), void("bbbbbbbbbbbb")], to: log, game: game)
        #expect(twice.refused?.index == 1, "the second void of one event is the one refused")
    }

    @Test("A paused day neither keeps nor breaks a streak, and is not missed")
    func pauseAcrossStreak() {
        var events = ["2026-06-12", "2026-06-13", "2026-06-17", "2026-06-18"].map {
            event("\($0)T08:00:00+02:00", "complete", ["player": "sam", "challenge": "run"])
        }
        let fixture = Fixture(["content/challenges.yaml": Self.daily], events: events)
        #expect(fixture.state(asOf: "2026-06-18T20:00:00+02:00").player("sam")?.streak.current == 2)
        events.insert(event("2026-06-13T20:00:00+02:00", "pause", ["player": "sam", "challenge": "run", "from": "2026-06-14", "until": "2026-06-16"]), at: 2)
        for state in states(Fixture(["content/challenges.yaml": Self.daily], events: events), asOf: "2026-06-18T20:00:00+02:00") {
            #expect(state.violations.isEmpty, "\(state.violations)")
            #expect(state.player("sam")?.streak.current == 4)
            #expect(state.quests(for: "sam", on: LocalDate("2026-06-15")!).map(\.state) == [.paused])
            #expect(state.quests(for: "sam", on: LocalDate("2026-06-17")!).map(\.state) == [.done])
        }
    }

    @Test("A resume ends a pause early; a pause past the game's end stops with the game")
    func resumeAndGameEnd() {
        let game = Fixture.gameYAML + "\nends: 2026-06-16"
        let events = [
            event("2026-06-12T08:00:00+02:00", "complete", ["player": "sam", "challenge": "run"]),
            event("2026-06-12T20:00:00+02:00", "pause", ["player": "sam", "challenge": "run", "from": "2026-06-13", "until": "2026-06-30"]),
            event("2026-06-14T08:00:00+02:00", "resume", ["player": "sam", "challenge": "run", "on": "2026-06-15"]),
            event("2026-06-15T08:00:00+02:00", "complete", ["player": "sam", "challenge": "run"]),
            event("2026-06-16T08:00:00+02:00", "complete", ["player": "sam", "challenge": "run"]),
        ]
        for state in states(Fixture(["content/game.yaml": game, "content/challenges.yaml": Self.daily], events: events)) {
            #expect(state.violations.isEmpty, "\(state.violations)")
            #expect(state.pauses.map { "\($0.from)…\($0.until)" } == ["2026-06-13…2026-06-14"])
            #expect(state.player("sam")?.streak.current == 3)
        }
    }

    @Test("Pauses and resumes that break the rules are errors at their lines")
    func pauseRefusals() {
        let events = [
            event("2026-06-12T08:00:00+02:00", "pause", ["player": "sam", "challenge": "swim", "from": "2026-06-13", "until": "2026-06-14"]),
            event("2026-06-12T08:00:00+02:00", "pause", ["player": "sam", "challenge": "run", "from": "2026-06-15", "until": "2026-06-14"]),
            event("2026-06-12T08:00:00+02:00", "resume", ["player": "sam", "challenge": "run"]),
        ]
        let state = Fixture(["content/challenges.yaml": Self.daily], events: events).state()
        #expect(state.violations.map(\.message) == [
            "'swim' is not a recurring quest, so it cannot be paused: only scheduled days can be",
            "a pause runs from a day to a later one; 2026-06-15 is after 2026-06-14",
            "'run' is not paused for 'sam' on 2026-06-12 or after it, so there is nothing to resume",
        ])
    }
}
