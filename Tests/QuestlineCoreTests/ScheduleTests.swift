import Foundation
import Testing
@testable import QuestlineCore

@Suite("Schedules, streaks and quest states")
struct ScheduleTests {
    /// Weekday quests: Monday, Wednesday and Friday at 07:30. 2026-06-15 is a Monday.
    static let quests = """
    - {id: run, title: Run, category: fitness, points: 5, schedule: {every: [mon, wed, fri], at: "07:30"}}
    """

    func fixture(_ events: [String], extra: String = "") -> Fixture {
        Fixture(["content/challenges.yaml": Self.quests + extra, "content/rewards.yaml": "",
                 "content/game.yaml": Fixture.gameYAML.replacingOccurrences(of: "2026-06-12", with: "2026-06-15")], events: events)
    }

    func run(_ day: String, _ time: String = "08:00") -> String {
        event("\(day)T\(time):00+02:00", "complete", ["player": "sam", "challenge": "run"])
    }

    @Test("Days with nothing scheduled never break a streak")
    func emptyDays() {
        let state = fixture([run("2026-06-15"), run("2026-06-17"), run("2026-06-19"), run("2026-06-22")])
            .state(asOf: "2026-06-23T20:00:00+02:00")
        #expect(state.player("sam")!.streak.current == 4)
        #expect(state.player("sam")!.streak.best == 4)
    }

    @Test("A missed scheduled day breaks the streak; best remembers")
    func missedDay() {
        let state = fixture([run("2026-06-15"), run("2026-06-17"), run("2026-06-22")])
            .state(asOf: "2026-06-22T20:00:00+02:00")
        #expect(state.player("sam")!.streak.current == 1)
        #expect(state.player("sam")!.streak.best == 2)
    }

    @Test("Today, not yet done, does not break the streak")
    func todayPending() {
        let state = fixture([run("2026-06-15"), run("2026-06-17")]).state(asOf: "2026-06-19T06:00:00+02:00")
        #expect(state.player("sam")!.streak.current == 2)
        let quests = state.quests(for: "sam", on: state.today)
        #expect(quests.map(\.state) == [.upcoming])
        #expect(quests[0].opensAt == Instant.parse("2026-06-19T07:30:00+02:00"))
    }

    @Test("Quest states through a day: upcoming, available, done, missed")
    func questStates() {
        let fixture = fixture([run("2026-06-17", "09:00")])
        #expect(fixture.state(asOf: "2026-06-15T07:29:00+02:00").quests(for: "sam", on: LocalDate("2026-06-15")!).map(\.state) == [.upcoming])
        #expect(fixture.state(asOf: "2026-06-15T07:30:00+02:00").quests(for: "sam", on: LocalDate("2026-06-15")!).map(\.state) == [.available])
        let later = fixture.state(asOf: "2026-06-17T10:00:00+02:00")
        #expect(later.quests(for: "sam", on: LocalDate("2026-06-15")!).map(\.state) == [.missed])
        #expect(later.quests(for: "sam", on: LocalDate("2026-06-16")!).map(\.state) == [])
        #expect(later.quests(for: "sam", on: LocalDate("2026-06-17")!).map(\.state) == [.done])
        #expect(later.quests(for: "sam", on: LocalDate("2026-06-19")!).map(\.state) == [.upcoming])
    }

    @Test("A recurring quest completes once per scheduled day, not before its time, not on other days")
    func recurringRules() {
        let state = fixture([
            run("2026-06-15"), run("2026-06-15", "09:00"), run("2026-06-16"), run("2026-06-17", "07:00"),
        ]).state()
        #expect(state.violations.map(\.message) == [
            "'run' was already completed by 'sam' for 2026-06-15",
            "'run' is not scheduled on 2026-06-16 (a Tuesday)",
            "'run' opens at 07:30 on 2026-06-17; it was logged at 07:00",
        ])
    }

    @Test("A completion logged later counts for the day named by 'on', never a later day")
    func backfill() {
        let state = fixture([
            event("2026-06-16T20:00:00+02:00", "complete", ["player": "sam", "challenge": "run", "on": "2026-06-15"]),
            event("2026-06-16T20:00:00+02:00", "complete", ["player": "sam", "challenge": "run", "on": "2026-06-17"]),
        ]).state()
        #expect(state.player("sam")!.completions.map(\.day) == [LocalDate("2026-06-15")])
        #expect(state.violations.map(\.message) == ["a completion cannot count for 2026-06-17, a day after it was logged (2026-06-16)"])
    }

    @Test("A daily quest counts once a day however far apart the days are, and once per day only")
    func onceADayFarApart() {
        let days = ["2026-06-15", "2026-06-17", "2026-09-14", "2027-06-14", "2029-06-15"]
        let state = fixture(days.map { run($0) } + days.map { run($0, "09:00") }).state(asOf: "2030-01-01T12:00:00+02:00")
        #expect(state.player("sam")!.completions.map(\.day.description) == days)
        #expect(state.violations.count == days.count)
        #expect(state.violations.allSatisfy { $0.message.contains("was already completed by 'sam' for") })
    }

    @Test("A completion logged days later with 'on' is found on its day, before and after later days' completions")
    func lateCompletionFoundOnItsDay() {
        let late = event("2026-06-19T20:00:00+02:00", "complete", ["player": "sam", "challenge": "run", "on": "2026-06-15"])
        let state = fixture([run("2026-06-17"), late, run("2026-06-19", "21:00")]).state(asOf: "2026-06-20T12:00:00+02:00")
        #expect(state.player("sam")!.completions.map(\.day.description) == ["2026-06-17", "2026-06-15", "2026-06-19"])
        for day in ["2026-06-15", "2026-06-17", "2026-06-19"] {
            #expect(state.completion(of: "run", by: "sam", on: LocalDate(day)!)?.day == LocalDate(day), "\(day)")
        }
        #expect(state.completion(of: "run", by: "sam", on: LocalDate("2026-06-16")!) == nil)
        #expect(state.completion(of: "run", by: "nobody", on: LocalDate("2026-06-15")!) == nil)
    }

    @Test("The timeline holds every moment once, in time order, each completion as its player has it")
    func timelineMatchesCompletions() throws {
        // Every Monday, Wednesday and Friday for ten weeks: a streak of 30.
        var events = (0..<70).map { LocalDate("2026-06-15")!.adding(days: $0) }
            .filter { [.mon, .wed, .fri].contains($0.weekday) }.map { run($0.description) }
        events.append(event("2026-06-16T12:00:00+02:00", "award", ["player": "sam", "amount": 3, "reason": "Help"]))
        let state = fixture(events).state(asOf: "2026-08-31T12:00:00+02:00")
        let timeline = Array(state.timeline)
        #expect(timeline.map(\.at) == timeline.map(\.at).sorted())
        let completions = timeline.compactMap { entry -> String? in
            guard case .completion(let challenge, _, _) = entry.kind else { return nil }
            return "\(challenge) \(entry.day) \(entry.points) \(entry.line) \(entry.player ?? "")"
        }
        #expect(completions == state.player("sam")!.completions.map { "\($0.challenge) \($0.day) \($0.points) \($0.line) \($0.player)" })
        #expect(timeline.contains { if case .streakMilestone(days: 7) = $0.kind { true } else { false } })
        #expect(timeline.contains { if case .award(reason: "Help", by: nil) = $0.kind { $0.points == 3 } else { false } })
        #expect(state.timelinePositions(of: "sam").count == timeline.count)
        #expect(state.timeline.indices.map { state.timeline[$0] } == timeline)
    }

    @Test("Streak milestones are reached at 7 days, and remembered with the day")
    func milestones() {
        let daily = "\n- {id: read, title: Read, category: study, points: 1, schedule: daily}"
        let events = (0..<8).map { day in
            event(LocalDate("2026-06-15")!.adding(days: day).description + "T21:00:00+02:00", "complete", ["player": "sam", "challenge": "read"])
        }
        let state = Fixture(["content/challenges.yaml": daily, "content/rewards.yaml": "",
                             "content/game.yaml": Fixture.gameYAML.replacingOccurrences(of: "2026-06-12", with: "2026-06-15")],
                            events: events).state(asOf: "2026-06-22T22:00:00+02:00")
        #expect(state.player("sam")!.streak.current == 8)
        #expect(state.player("sam")!.streak.milestones == [StreakMilestone(days: 7, reachedOn: LocalDate("2026-06-21")!)])
    }

    @Test("A 100-day span is scheduled for exactly its days")
    func span() {
        let game = Fixture(["content/challenges.yaml": "- {id: draw, title: Draw, category: art, points: 1, schedule: {days: 100, from: 2026-07-01}}",
                            "content/rewards.yaml": ""]).game()
        let recurrence = game.challenges[0].schedule.recurrence!
        #expect(!game.isScheduled(recurrence, on: LocalDate("2026-06-30")!))
        #expect(game.isScheduled(recurrence, on: LocalDate("2026-07-01")!))
        #expect(game.isScheduled(recurrence, on: LocalDate("2026-10-08")!))
        #expect(!game.isScheduled(recurrence, on: LocalDate("2026-10-09")!))
    }

    @Test("Across the autumn DST change in Oslo a quest still opens at its wall-clock time and counts for its day")
    func daylightSaving() {
        // Clocks go back on 2026-10-25 (Sunday) at 03:00 CEST → 02:00 CET.
        let daily = "- {id: walk, title: Walk, category: c, points: 1, schedule: {every: day, at: \"07:00\"}}"
        let fixture = Fixture(["content/challenges.yaml": daily, "content/rewards.yaml": "",
                               "content/game.yaml": Fixture.gameYAML.replacingOccurrences(of: "2026-06-12", with: "2026-10-24")],
                              events: [
                                  event("2026-10-24T07:00:00+02:00", "complete", ["player": "sam", "challenge": "walk"]),
                                  event("2026-10-25T07:00:00+01:00", "complete", ["player": "sam", "challenge": "walk"]),
                                  event("2026-10-25T23:30:00+01:00", "award", ["player": "sam", "amount": 1]),
                              ])
        let state = fixture.state(asOf: "2026-10-26T06:59:00+01:00")
        #expect(state.violations.isEmpty)
        #expect(state.player("sam")!.streak.current == 2)
        #expect(state.quests(for: "sam", on: state.today)[0].opensAt == Instant.parse("2026-10-26T07:00:00+01:00"))
        #expect(state.player("sam")!.activity[LocalDate("2026-10-25")!]?.pointsEarned == 2)
    }

    @Test("A day's quests come in the order they open, those open all day first, whatever the file's order")
    func questsInOpeningOrder() {
        let challenges = """
        - {id: late, title: Late, category: c, points: 1, schedule: {every: day, at: "20:00"}}
        - {id: early, title: Early, category: c, points: 1, schedule: {every: day, at: "07:00"}}
        - {id: any, title: Any time, category: c, points: 1, schedule: daily}
        - {id: also-early, title: Also early, category: c, points: 1, schedule: {every: day, at: "07:00"}}
        """
        let state = Fixture(["content/challenges.yaml": challenges, "content/rewards.yaml": ""]).state()
        #expect(state.quests(for: "sam", on: state.today).map(\.challenge) == ["any", "early", "also-early", "late"])
    }

    @Test("The local day follows the game's time zone, not UTC")
    func timeZoneDay() {
        let state = Fixture(events: [event("2026-06-12T23:30:00Z", "award", ["player": "sam", "amount": 1])]).state()
        // 23:30 UTC is 01:30 the next day in Oslo.
        #expect(state.player("sam")!.activity.keys.sorted() == [LocalDate("2026-06-13")!])
    }
}

@Suite("The daily pick")
struct DailyPickTests {
    static let pool = (1...6).map { i in
        "- {id: c\(i), title: C\(i), category: \(i % 2 == 0 ? "kindness" : "social"), points: 1, schedule: pool}"
    }.joined(separator: "\n")

    func game(_ pick: String = "") -> Game {
        Fixture(["content/challenges.yaml": Self.pool, "content/rewards.yaml": "",
                 "content/game.yaml": Fixture.gameYAML + pick]).game()
    }

    @Test("The same game and date always give the same pick, whatever the file order")
    func deterministic() {
        let reversed = Self.pool.split(separator: "\n").reversed().joined(separator: "\n")
        let other = Fixture(["content/challenges.yaml": reversed, "content/rewards.yaml": ""]).game()
        let days = (0..<30).map { LocalDate("2026-06-12")!.adding(days: $0) }
        let picks = days.map { DailyPick.challenge(for: $0, in: game())?.id }
        #expect(picks == days.map { DailyPick.challenge(for: $0, in: game())?.id })
        #expect(picks == days.map { DailyPick.challenge(for: $0, in: other)?.id })
    }

    @Test("Nothing repeats until the whole pool has come up")
    func cycles() {
        let pool = DailyPick.pool(of: game())
        let start = LocalDate(dayNumber: (LocalDate("2026-06-12")!.dayNumber / 6) * 6)
        let picks = (0..<6).compactMap { DailyPick.challenge(for: start.adding(days: $0), in: game())?.id }
        #expect(Set(picks).count == pool.count)
    }

    @Test("Only enabled categories are picked")
    func categories() {
        let game = game("\ndaily-pick: {categories: [kindness]}")
        let picks = Set((0..<30).compactMap { DailyPick.challenge(for: LocalDate("2026-06-12")!.adding(days: $0), in: game)?.category })
        #expect(picks == ["kindness"])
    }

    @Test("The pick changes at local midnight, not UTC midnight")
    func changesAtLocalMidnight() {
        let fixture = Fixture(["content/challenges.yaml": Self.pool, "content/rewards.yaml": ""])
        let before = fixture.state(asOf: "2026-06-12T23:59:00+02:00")
        let after = fixture.state(asOf: "2026-06-13T00:00:00+02:00")
        #expect(before.today == LocalDate("2026-06-12"))
        #expect(after.today == LocalDate("2026-06-13"))
        #expect(DailyPick.challenge(for: before.today, in: before.game)?.id != DailyPick.challenge(for: after.today, in: after.game)?.id)
    }

    @Test("Only the day's pick can be completed, once that day")
    func completeOnlyThePick() {
        let game = game()
        let day = LocalDate("2026-06-13")!
        let pick = DailyPick.challenge(for: day, in: game)!.id
        let other = DailyPick.pool(of: game).first { $0.id != pick }!.id
        let state = Fixture(["content/challenges.yaml": Self.pool, "content/rewards.yaml": ""], events: [
            event("2026-06-13T10:00:00+02:00", "complete", ["player": "sam", "challenge": pick]),
            event("2026-06-13T11:00:00+02:00", "complete", ["player": "sam", "challenge": pick]),
            event("2026-06-13T12:00:00+02:00", "complete", ["player": "sam", "challenge": other]),
        ]).state()
        #expect(state.violations.map(\.message) == [
            "'\(pick)' was already completed by 'sam' for 2026-06-13",
            "'\(other)' is not the daily pick on 2026-06-13 (the pick is '\(pick)')",
        ])
    }
}

@Suite("Streak day rows")
struct DayRowsTests {
    @Test("The bit-mask rows and the set rows agree, so games past 64 quests get the same streaks")
    func parity() {
        let quests = """
        - {id: run, title: Run, category: c, points: 5, schedule: {every: [mon, wed, fri], at: "07:30"}}
        - {id: read, title: Read, category: c, points: 1, schedule: daily}
        - {id: span, title: Span, category: c, points: 1, schedule: {days: 10, from: 2026-06-17}}
        - {id: late, title: Late, category: c, points: 1, schedule: {every: day, from: 2026-06-20, until: 2026-06-24}}
        """
        let completions = (0..<14).flatMap { offset -> [String] in
            let day = LocalDate("2026-06-15")!.adding(days: offset)
            return ["run", "read", "span", "late"].enumerated().compactMap { index, id in
                (offset + index) % 3 == 0 ? nil : event("\(day)T21:00:00+02:00", "complete", ["player": "sam", "challenge": id])
            }
        }
        let fixture = Fixture(["content/challenges.yaml": quests, "content/rewards.yaml": "",
                               "content/game.yaml": Fixture.gameYAML.replacingOccurrences(of: "2026-06-12", with: "2026-06-15")],
                              events: completions)
        let state = fixture.state(asOf: "2026-06-28T22:00:00+02:00")
        let player = state.player("sam")!
        let recurring = state.game.challenges.compactMap { c in c.schedule.recurrence.map { (c.id, $0) } }
        let days = DateRange(LocalDate("2026-06-15")!, LocalDate("2026-06-28")!).days
        let bits = DayRows.bits(player: player, recurring: recurring, days: days, game: state.game)
        let sets = DayRows.sets(player: player, recurring: recurring, days: days, game: state.game)
        #expect(bits.map(\.hasSchedule) == sets.map(\.hasSchedule))
        #expect(bits.map(\.isComplete) == sets.map(\.isComplete))
        #expect(bits.contains { $0.isComplete } && bits.contains { !$0.isComplete }, "the data exercises both outcomes")
    }
}
