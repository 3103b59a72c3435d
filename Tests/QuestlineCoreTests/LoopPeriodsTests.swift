import Testing
@testable import QuestlineCore

/// Loop Habit Tracker's own examples (uhabits-core `EntryListTest.kt`), with `day(n)` meaning n
/// days before today, as there: a period is (begin, center, end).
@Suite("Loop's periods of N-times-per-D-days habits")
struct LoopPeriodsTests {
    func day(_ offset: Int) -> Int { -offset }
    func period(_ begin: Int, _ center: Int, _ end: Int) -> LoopPeriods.Period {
        LoopPeriods.Period(begin: day(begin), center: day(center), end: day(end))
    }

    @Test("Once a week: each completion opens a week (testBuildIntervals1)")
    func weekly() {
        #expect(LoopPeriods.build([day(8), day(18), day(23)], frequency: Frequency(times: 1, per: 7))
            == [period(8, 8, 2), period(18, 18, 12), period(23, 23, 17)])
    }

    @Test("Daily: each completion is its own day (testBuildIntervals2)")
    func daily() {
        #expect(LoopPeriods.build([day(8), day(18), day(23)], frequency: Frequency(times: 1, per: 1))
            == [period(8, 8, 8), period(18, 18, 18), period(23, 23, 23)])
    }

    @Test("Twice a week: two completions within 7 days open a period (testBuildIntervals3)")
    func twiceAWeek() {
        #expect(LoopPeriods.build([day(8), day(15), day(18), day(22), day(23)], frequency: Frequency(times: 2, per: 7))
            == [period(18, 15, 12), period(22, 18, 16), period(23, 22, 17)])
    }

    @Test("Overlapping periods slide back to meet end to end (testSnapIntervalsTogether1)")
    func snapOne() {
        var periods = [period(8, 8, 2), period(12, 12, 6), period(20, 20, 14), period(27, 27, 21)]
        LoopPeriods.snap(&periods)
        #expect(periods == [period(8, 8, 2), period(15, 12, 9), period(22, 20, 16), period(29, 27, 23)])
    }

    @Test("A period slides back no further than its newest completion (testSnapIntervalsTogether2)")
    func snapTwo() {
        var periods = [period(6, 4, 0), period(11, 8, 5)]
        LoopPeriods.snap(&periods)
        #expect(periods == [period(6, 4, 0), period(13, 8, 7)])
    }

    @Test("Once in 3 days covers the days Loop marks YES_AUTO (testComputeBoolean)")
    func computeBoolean() {
        let periods = LoopPeriods.periods(of: [day(4), day(9), day(10)], frequency: Frequency(times: 1, per: 3))
        let covered = Set(periods.flatMap { Array($0.begin...$0.end) })
        #expect(covered == Set([2, 3, 4, 7, 8, 9, 10, 11, 12].map(day)))
    }
}
