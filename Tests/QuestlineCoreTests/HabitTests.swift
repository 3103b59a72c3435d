import Foundation
import Testing
@testable import QuestlineCore

/// Frequency ("3 times per 7 days") and measured ("at least 5 km") habits: parsing, the fold's
/// rules for values, days met, open and missed, streaks and quest states.
@Suite("Frequency and measured habits")
struct HabitTests {
    /// 2026-06-15 is a Monday; the game starts then.
    static let habits = """
    - {id: gym, title: Gym, category: fitness, points: 10, schedule: {times: 3, per: 7}}
    - {id: run, title: Run, category: fitness, points: 5, schedule: daily, measure: {target: 5, unit: km}}
    - {id: coffee, title: Coffee, category: health, points: 2, schedule: daily, measure: {target: 2, unit: cups, at: most}}
    """

    static let gymOnly = "- {id: gym, title: Gym, category: fitness, points: 10, schedule: {times: 3, per: 7}}\n"

    func fixture(_ events: [String], challenges: String = Self.habits) -> Fixture {
        Fixture(["content/challenges.yaml": challenges, "content/rewards.yaml": "",
                 "content/game.yaml": Fixture.gameYAML.replacingOccurrences(of: "2026-06-12", with: "2026-06-15")], events: events)
    }

    func done(_ challenge: String, _ day: String, value: Double? = nil, time: String = "08:00") -> String {
        var fields: [String: Any] = ["player": "sam", "challenge": challenge]
        if let value { fields["value"] = value }
        return event("\(day)T\(time):00+02:00", "complete", fields)
    }

    func marks(_ state: GameState, _ challenge: String) -> [HabitDays.Mark] {
        state.player("sam")!.habits[challenge]!.marks
    }

    @Test("Three gym days in a week cover the week from the first, as Loop's periods do")
    func periodCovers() {
        let state = fixture([done("gym", "2026-06-15"), done("gym", "2026-06-17"), done("gym", "2026-06-18")], challenges: Self.gymOnly)
            .state(asOf: "2026-06-21T20:00:00+02:00")
        #expect(marks(state, "gym") == [.done, .covered, .done, .done, .covered, .covered, .covered])
        #expect(state.player("sam")!.streak.current == 7)
        let quests = state.quests(for: "sam", on: LocalDate("2026-06-16")!).filter { $0.challenge == "gym" }
        #expect(quests.map(\.state) == [.done])
    }

    @Test("A day a period covers before its first completion counts that period's, not \"Done · 0 of 3\"")
    func slidPeriodCount() throws {
        // The week from Wednesday the 17th slides back to Monday the 15th to meet the next one (Loop's snap).
        let days = ["2026-06-17", "2026-06-18", "2026-06-19", "2026-06-22", "2026-06-23", "2026-06-24"]
        let state = fixture(days.map { done("gym", $0) }, challenges: Self.gymOnly).state(asOf: "2026-06-28T20:00:00+02:00")
        #expect(marks(state, "gym").prefix(2) == [.covered, .covered])
        func count(_ day: String) throws -> Int? {
            try #require(state.quests(for: "sam", on: LocalDate(day)!).first { $0.challenge == "gym" }).progress?.count
        }
        #expect(try count("2026-06-15") == 3, "Monday: the three of its period, Wednesday to Friday")
        #expect(try count("2026-06-16") == 3)
        #expect(try count("2026-06-20") == 3)
        #expect(try count("2026-06-17") == 1, "a day done by itself counts the seven days through it")
    }

    @Test("A day is not missed while its period can still be met, and missed once it cannot")
    func openUntilLost() {
        let events = [done("gym", "2026-06-15")]
        let early = fixture(events, challenges: Self.gymOnly).state(asOf: "2026-06-18T20:00:00+02:00")
        // Monday done; Tuesday to Thursday open: the week from Monday can still hold three.
        #expect(marks(early, "gym") == [.done, .open, .open, .open])
        #expect(early.player("sam")!.streak.current == 1)
        let gymToday = early.quests(for: "sam", on: early.today).first { $0.challenge == "gym" }!
        #expect(gymToday.state == .available)
        #expect(gymToday.progress?.count == 1)
        // Two weeks on, nothing more: every day without a period is missed.
        let late = fixture(events, challenges: Self.gymOnly).state(asOf: "2026-06-29T20:00:00+02:00")
        #expect(marks(late, "gym").prefix(8).allSatisfy { $0 == .done || $0 == .missed })
        #expect(late.player("sam")!.streak.current == 0)
        #expect(late.quests(for: "sam", on: LocalDate("2026-06-16")!).first { $0.challenge == "gym" }?.state == .missed)
    }

    @Test("A measured day adds its values; the entry that reaches the target earns the points")
    func measuredSums() {
        let state = fixture([done("run", "2026-06-15", value: 3), done("run", "2026-06-15", value: 2.5, time: "18:00"),
                             done("run", "2026-06-15", value: 1, time: "19:00"), done("run", "2026-06-16", value: 4)])
            .state(asOf: "2026-06-17T07:00:00+02:00")
        #expect(state.player("sam")!.completions.filter { $0.challenge == "run" }.map(\.points) == [0, 5, 0, 0])
        #expect(state.player("sam")!.habits["run"]!.sum(on: LocalDate("2026-06-15")!) == 6.5)
        #expect(marks(state, "run") == [.done, .missed, .open])
        let quest = state.quests(for: "sam", on: LocalDate("2026-06-15")!).first { $0.challenge == "run" }!
        #expect(quest.state == .done)
        #expect(quest.progress?.value == 6.5)
        #expect(quest.progress?.measure?.target == 5)
    }

    @Test("At most: a day within the target counts, a day without an entry does not, and over it is missed")
    func atMost() {
        let state = fixture([done("coffee", "2026-06-15", value: 1), done("coffee", "2026-06-17", value: 3)])
            .state(asOf: "2026-06-17T20:00:00+02:00")
        #expect(marks(state, "coffee") == [.done, .missed, .missed])
        #expect(state.player("sam")!.completions.map(\.points) == [2, 0])
    }

    @Test("A value is required for a measured habit and refused for others, with clear messages")
    func valueRules() {
        let state = fixture([done("run", "2026-06-15"), done("gym", "2026-06-15", value: 1)]).state(asOf: "2026-06-16T20:00:00+02:00")
        #expect(state.violations.map(\.message) == [
            "'run' is measured in km: say how much with 'value'",
            "'gym' is not measured; leave 'value' out",
        ])
        #expect(state.player("sam")!.completions.isEmpty)
    }

    @Test("A bad value in the log is located and explained")
    func badValue() {
        let bad = #"{"at":"2026-06-15T08:00:00+02:00","type":"complete","player":"sam","challenge":"run","value":-1}"#
        let text = #"{"at":"2026-06-15T08:00:00+02:00","type":"complete","player":"sam","challenge":"run","value":"five"}"#
        let check = fixture([bad, text]).check()
        let messages = check.diagnostics.map(\.description)
        #expect(messages.contains { $0.contains("events.jsonl:1:") && $0.contains("value must be a number from 0") })
        #expect(messages.contains { $0.contains("events.jsonl:2:") && $0.contains("got \"five\"") })
    }

    @Test("A frequency gym habit and a daily measured run must both be met for a streak day")
    func mixedStreak() {
        let state = fixture([
            done("gym", "2026-06-15"), done("gym", "2026-06-16"), done("gym", "2026-06-17"),
            done("run", "2026-06-15", value: 5), done("run", "2026-06-16", value: 5), done("run", "2026-06-17", value: 1),
            done("coffee", "2026-06-15", value: 1), done("coffee", "2026-06-16", value: 1), done("coffee", "2026-06-17", value: 1),
        ]).state(asOf: "2026-06-18T07:00:00+02:00")
        #expect(state.player("sam")!.streak.best == 2)
        #expect(state.player("sam")!.streak.current == 0)
    }

    @Test("A measured day short of its target is open, with no time it was done; the entry that meets it is that time")
    func partlyMeasuredDay() throws {
        let short = fixture([done("run", "2026-06-15", value: 3)]).state(asOf: "2026-06-15T20:00:00+02:00")
        let open = try #require(short.quests(for: "sam", on: LocalDate("2026-06-15")!).first { $0.challenge == "run" })
        #expect(open.state == .available && open.completedAt == nil && open.progress?.value == 3)
        let met = fixture([done("run", "2026-06-15", value: 3), done("run", "2026-06-15", value: 2.5, time: "18:00")])
            .state(asOf: "2026-06-15T20:00:00+02:00")
        let done = try #require(met.quests(for: "sam", on: LocalDate("2026-06-15")!).first { $0.challenge == "run" })
        #expect(done.state == .done && done.completedAt == Instant.parse("2026-06-15T18:00:00+02:00"))
        // Two entries, one challenge done (the profile's "Challenges done").
        #expect(met.player("sam")?.completions.count == 2 && met.player("sam")?.challengesDone == 1)
    }

    @Test("A measure over 7 days sums the last seven; the entry that reaches the target earns the points, once while it holds")
    func measuredOverDays() throws {
        let weekly = "- {id: run, title: Run, category: fitness, points: 5, schedule: daily, measure: {target: 10, unit: km, per: 7}}\n"
        let state = fixture([done("run", "2026-06-15", value: 4), done("run", "2026-06-17", value: 4), done("run", "2026-06-18", value: 3),
                             done("run", "2026-06-19", value: 2), done("run", "2026-06-24", value: 1)], challenges: weekly)
            .state(asOf: "2026-06-25T20:00:00+02:00")
        // Mon 4, Wed 8, Thu 11 (met: +5), Fri 13 (met, no more points), … Mon 22: 9 (Mon 15 left), Wed 24: 6.
        #expect(state.player("sam")!.completions.map(\.points) == [0, 0, 5, 0, 0])
        let habit = try #require(state.player("sam")!.habits["run"])
        #expect(habit.measuredSum(through: LocalDate("2026-06-18")!) == 11)
        #expect(habit.measuredSum(through: LocalDate("2026-06-22")!) == 9)
        #expect(habit.measuredSum(through: LocalDate("2026-06-26")!) == 1)
        #expect(habit.sum(on: LocalDate("2026-06-18")!) == 3)
        #expect(marks(state, "run") == [.missed, .missed, .missed, .done, .done, .done, .done, .missed, .missed, .missed, .open])
        let quest = try #require(state.quests(for: "sam", on: LocalDate("2026-06-19")!).first { $0.challenge == "run" })
        #expect(quest.state == .done && quest.progress?.value == 13 && quest.progress?.measure?.per == 7)
        // Steady effort keeps paying: 6 km every day against 35 in 7 days pays once in every 7 days
        // (on the 6th, when the window first holds 36, and on the 13th), not once ever.
        let steady = (15...28).map { done("run", "2026-06-\($0)", value: 6) }
        let weekly35 = weekly.replacingOccurrences(of: "target: 10", with: "target: 35")
        let paid = fixture(steady, challenges: weekly35).state(asOf: "2026-06-28T20:00:00+02:00").player("sam")!.completions.map(\.points)
        #expect(paid == [0, 0, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 5, 0], "\(paid)")
        // A 7-day measure has its own period: a times/per schedule beside it is an error.
        let both = "- {id: r, title: R, category: x, points: 1, schedule: {times: 3, per: 7}, measure: {target: 10, unit: km, per: 7}}\n"
        #expect(fixture([], challenges: both).check().diagnostics.contains {
            $0.severity == .error && $0.message == "a measure for 7 days has its own period, so its schedule cannot have times/per too"
        })
    }

    @Test("check locates wrong frequency and measure forms")
    func parsing() {
        let bad = """
        - {id: a, title: A, category: x, points: 1, schedule: {times: 8, per: 7}}
        - {id: b, title: B, category: x, points: 1, schedule: {times: 2}}
        - {id: c, title: C, category: x, points: 1, schedule: {times: 2, per: 7, every: [mon]}}
        - {id: d, title: D, category: x, points: 1, schedule: daily, measure: {target: 0, unit: km}}
        - {id: e, title: E, category: x, points: 1, measure: {target: 5, unit: km}}
        - {id: f, title: F, category: x, points: 1, schedule: daily, measure: {unit: km, at: fewest}}
        - {id: g, title: G, category: x, points: 1, schedule: {times: 1, per: 0}}
        """
        let messages = fixture([], challenges: bad).check().diagnostics.filter { $0.severity == .error }.map(\.description)
        let expected = [
            "challenges.yaml:1:63: error: times (8) is more than the 7 days of its period",
            "challenges.yaml:2:55: error: schedule is missing 'per'",
            "challenges.yaml:3:81: error: a schedule takes 'times' and 'per' or 'every', not both",
            "challenges.yaml:4:80: error: target must be a number above 0",
            "challenges.yaml:5:54: error: a measured challenge needs a repeating schedule",
            "challenges.yaml:6:86: error: at must be one of least, most",
            "challenges.yaml:6:71: error: measure is missing 'target'",
            "challenges.yaml:7:71: error: per must be a whole number from 1 to 366",
        ]
        for text in expected {
            #expect(messages.contains { $0.contains(text) }, "missing: \(text) in \(messages)")
        }
    }

    @Test("Habits survive the fold cache's round trip")
    func cacheRoundTrip() throws {
        let game = fixture([], challenges: Self.habits).game()
        var writer = BinaryWriter()
        writer.game(game)
        var reader = BinaryReader(writer.bytes)
        let read = try reader.game()
        #expect(read.challenges == game.challenges)
        #expect(read.challenges.map(\.measure) == [nil, Measure(target: 5, unit: "km"), Measure(target: 2, unit: "cups", bound: .most)])
    }
}
