import Foundation
import LoopFixtures
import QuestlineCore
import Testing
@testable import QuestlineImport

/// Loop's streaks for an "N times in D days" habit, as `EntryList.recomputeFrom` and
/// `StreakList.recompute` (uhabits-core) make them: every N ticks that fall within D days make
/// an interval of D days from the oldest of them; each older interval slides back (by at most
/// the distance from its Nth tick to its end) to close the gap to the newer one; every day in
/// an interval, and every tick, continues a streak.
enum LoopFrequencyStreaks {
    struct Interval { var begin: Int, center: Int, end: Int }

    /// The days (day numbers) that count in a streak, for ticks on `days`.
    static func streakDays(ticks days: [LocalDate], times: Int, per: Int) -> Set<Int> {
        let ticks = days.map(\.dayNumber).sorted(by: >)
        var intervals: [Interval] = []
        if times >= 1 {
            for index in (times - 1)..<max(times - 1, ticks.count) {
                let begin = ticks[index], center = ticks[index - times + 1]
                if center - begin < per { intervals.append(Interval(begin: begin, center: center, end: begin + per - 1)) }
            }
        }
        for index in intervals.indices.dropFirst() {
            let current = intervals[index], newer = intervals[index - 1]
            let gap = current.end - newer.begin
            if gap >= 0 {
                let shift = min(current.end - current.center, gap + 1)
                intervals[index] = Interval(begin: current.begin - shift, center: current.center, end: current.end - shift)
            }
        }
        var counted = Set(ticks)
        for interval in intervals { counted.formUnion(interval.begin...interval.end) }
        return counted
    }

    /// The longest run, and the run that reaches `today` (or yesterday: today cannot break one), up to today.
    static func streaks(_ counted: Set<Int>, today: Int) -> (best: Int, current: Int) {
        var best = 0, run = 0, previous: Int?
        for day in counted.filter({ $0 <= today }).sorted() {
            run = previous.map { $0 + 1 == day } == true ? run + 1 : 1
            best = max(best, run)
            previous = day
        }
        let current = previous.map { $0 >= today - 1 } == true ? run : 0
        return (best, current)
    }
}

@Suite("A frequency habit's imported streaks are Loop's")
struct LoopFrequencyStreakTests {
    @Test("Loop's intervals for 3 in 7: ticks close enough make a week; gaps close up as Loop's do")
    func loopIntervals() {
        let days = ["2024-03-01", "2024-03-03", "2024-03-05"].map { LocalDate($0)! }
        let counted = LoopFrequencyStreaks.streakDays(ticks: days, times: 3, per: 7)
        #expect(counted == Set(LocalDate("2024-03-01")!.dayNumber...LocalDate("2024-03-07")!.dayNumber))
        #expect(LoopFrequencyStreaks.streaks(counted, today: LocalDate("2024-03-10")!.dayNumber) == (7, 0))
        // Two ticks in a week of a 3-in-7 habit make no interval: only the ticks count.
        let sparse = LoopFrequencyStreaks.streakDays(ticks: [LocalDate("2024-03-01")!, LocalDate("2024-03-05")!], times: 3, per: 7)
        #expect(sparse == [LocalDate("2024-03-01")!.dayNumber, LocalDate("2024-03-05")!.dayNumber])
    }

    @Test("A 3-in-7 habit whose oldest period Loop slides back starts there: its schedule's from and the new game's starts")
    func startsWhereLoopsHistoryDoes() throws {
        let root = LoopFixture.folder("loop-frequency-start")
        defer { try? FileManager.default.removeItem(at: root) }
        let days = ["2024-02-01", "2024-02-03", "2024-02-05", "2024-02-08", "2024-02-10", "2024-02-12"]
        let url = try LoopFixture.write(schema: 25, habits: [
            .init(name: "Gym", frequency: (3, 7), entries: days.map { ($0, 2) }),
            .init(name: "Read", entries: [("2024-02-02", 2)]),
        ])
        _ = try LoopImport.run(try LoopSource.read(url, name: "a.db"), into: root,
                               options: LoopImportOptions(timeZone: TimeZone(identifier: "Europe/Oslo"), today: LocalDate("2024-03-10")!))
        let challenges = try String(contentsOf: root.appendingPathComponent("content/challenges.yaml"), encoding: .utf8)
        #expect(challenges.contains("schedule: {times: 3, per: 7, from: 2024-01-30}"), "\(challenges)")
        #expect(challenges.contains("from: 2024-02-02}"), "a daily habit starts at its first entry: \(challenges)")
        let game = try String(contentsOf: root.appendingPathComponent("content/game.yaml"), encoding: .utf8)
        #expect(game.contains("starts: 2024-01-30"), "\(game)")
    }

    @Test("Loop's skipped days become one-day pauses: a 3-in-7 habit's streak goes on across them, a daily habit's too")
    func skipsKeepStreaks() throws {
        func streak(_ habit: LoopFixture.Habit, today: String) throws -> Streak {
            let root = LoopFixture.folder("loop-skips")
            defer { try? FileManager.default.removeItem(at: root) }
            let url = try LoopFixture.write(schema: 25, habits: [habit])
            let report = try LoopImport.run(try LoopSource.read(url, name: "a.db"), into: root,
                                            options: LoopImportOptions(timeZone: TimeZone(identifier: "Europe/Oslo"), today: LocalDate(today)!))
            #expect(report.skips.values.reduce(0, +) == habit.entries.filter { $0.1 == 3 }.count)
            let game = try #require(ContentLoader.load(from: DirectorySource(root: root)).game)
            #expect(GameCheck.run(source: DirectorySource(root: root), asOf: game.settings.calendar.instant(LocalDate(today)!, LocalTime(hour: 20, minute: 0)!))
                .diagnostics.filter { $0.severity == .error }.isEmpty)
            let asOf = game.settings.calendar.instant(LocalDate(today)!, LocalTime(hour: 20, minute: 0)!)
            return try #require(Engine.state(of: game, source: DirectorySource(root: root), asOf: asOf).state.player("me")?.streak)
        }
        // Periods Feb 1-7 and Feb 12-18; Feb 8-11 skipped: paused, neither counted nor broken.
        let ticks = ["2024-02-01", "2024-02-03", "2024-02-05", "2024-02-12", "2024-02-14", "2024-02-16"].map { ($0, 2) }
        let skips = ["2024-02-08", "2024-02-09", "2024-02-10", "2024-02-11"].map { ($0, 3) }
        let gym = try streak(.init(name: "Gym", frequency: (3, 7), entries: (ticks + skips).sorted { $0.0 < $1.0 }), today: "2024-02-16")
        #expect(gym.best == 12 && gym.current == 12, "\(gym)")
        let unskipped = try streak(.init(name: "Gym", frequency: (3, 7), entries: ticks), today: "2024-02-16")
        #expect(unskipped.best == 7 && unskipped.current == 5, "\(unskipped)")
        let read = try streak(.init(name: "Read", entries: [("2024-03-01", 2), ("2024-03-02", 2), ("2024-03-03", 3), ("2024-03-04", 2)]),
                              today: "2024-03-04")
        #expect(read.best == 3 && read.current == 3, "\(read)")
    }

    @Test("A measurable habit per week (Loop's 1/7) becomes a measure over 7 days: 4 + 4 + 3 km meet 10 km on the third day")
    func measuredPerWeek() throws {
        let root = LoopFixture.folder("loop-weekly-measure")
        defer { try? FileManager.default.removeItem(at: root) }
        let url = try LoopFixture.write(schema: 25, habits: [
            .init(name: "Swim", frequency: (1, 7), measurable: true, target: 10, unit: "km",
                  entries: [("2024-03-01", 4000), ("2024-03-03", 4000), ("2024-03-04", 3000)]),
        ])
        _ = try LoopImport.run(try LoopSource.read(url, name: "a.db"), into: root,
                               options: LoopImportOptions(timeZone: TimeZone(identifier: "Europe/Oslo"), today: LocalDate("2024-03-05")!))
        let challenges = try String(contentsOf: root.appendingPathComponent("content/challenges.yaml"), encoding: .utf8)
        #expect(challenges.contains("  schedule: {every: day, from: 2024-03-01}\n  measure: {target: 10, unit: \"km\", at: least, per: 7}\n"),
                "\(challenges)")
        let game = try #require(ContentLoader.load(from: DirectorySource(root: root)).game)
        let asOf = game.settings.calendar.instant(LocalDate("2024-03-05")!, LocalTime(hour: 20, minute: 0)!)
        let state = try Engine.state(of: game, source: DirectorySource(root: root), asOf: asOf).state
        let swim = try #require(state.player("me"))
        #expect(swim.completions.map(\.points) == [0, 0, 10])
        #expect(swim.habits["swim"]?.marks == [.missed, .missed, .missed, .done, .done])
    }

    // Both histories have a period that Loop slides back before the first tick (to Jan 30 and
    // Feb 24): Loop counts those days, so the import starts the habit's schedule there (issue #37).
    @Test("The imported 3-in-7 habit's best and current streaks equal Loop's", arguments: [
            ["2024-02-01", "2024-02-03", "2024-02-05", "2024-02-08", "2024-02-10", "2024-02-12", "2024-02-20", "2024-02-21"],
            ["2024-02-26", "2024-02-28", "2024-03-01", "2024-03-04", "2024-03-06", "2024-03-08"],
          ])
    func frequencyStreaks(_ days: [String]) throws {
        let root = LoopFixture.folder("loop-frequency")
        let url = try LoopFixture.write(schema: 25, habits: [.init(name: "Gym", frequency: (3, 7), entries: days.map { ($0, 2) })])
        _ = try LoopImport.run(try LoopSource.read(url, name: "a.db"), into: root,
                               options: LoopImportOptions(timeZone: TimeZone(identifier: "Europe/Oslo"), today: LocalDate("2024-03-10")!))
        let loaded = ContentLoader.load(from: DirectorySource(root: root))
        let game = try #require(loaded.game, "\(loaded.diagnostics)")
        let today = LocalDate("2024-03-10")!
        let asOf = game.settings.calendar.instant(today, LocalTime(hour: 20, minute: 0)!)
        let streak = try #require(Engine.state(of: game, source: DirectorySource(root: root), asOf: asOf).state.player("me")?.streak)
        let expected = LoopFrequencyStreaks.streaks(
            LoopFrequencyStreaks.streakDays(ticks: days.map { LocalDate($0)! }, times: 3, per: 7), today: today.dayNumber)
        #expect(streak.best == expected.best)
        #expect(streak.current == expected.current)
    }
}
