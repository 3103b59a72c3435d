/// The periods of an "N times per D days" habit, worked out as Loop Habit Tracker does
/// (uhabits-core, `EntryList.kt`: `buildIntervals`, `snapIntervalsTogether`,
/// `buildEntriesFromInterval`; read at github.com/iSoron/uhabits).
///
/// Every N consecutive completions that fall within D days open a period of D days from the
/// oldest of them. Going from the newest period back, each older one that overlaps the next
/// slides back (never past its newest completion) so that periods meet end to end rather than
/// overlap, which makes streaks as long as the completions allow. Every day inside a period is
/// met ("covered" when it has no completion of its own). Loop stretches a 30- or 31-day period
/// to the month's length; here `per` is always that many days.
public enum LoopPeriods {
    /// A period: its first and last day and its newest completion, as day numbers.
    public struct Period: Sendable, Hashable {
        public var begin: Int
        public var center: Int
        public var end: Int

        public init(begin: Int, center: Int, end: Int) {
            self.begin = begin
            self.center = center
            self.end = end
        }
    }

    /// The periods of completions on `days` (day numbers, any order, no repeats), newest first.
    public static func periods(of days: [Int], frequency: Frequency) -> [Period] {
        var periods = build(days, frequency: frequency)
        snap(&periods)
        return periods
    }

    /// Loop's `buildIntervals`: a period for every `times` consecutive completions within `per` days.
    public static func build(_ days: [Int], frequency: Frequency) -> [Period] {
        let newestFirst = days.sorted(by: >)
        let times = frequency.times, per = frequency.per
        guard times >= 1, per >= 1, newestFirst.count >= times else { return [] }
        var periods: [Period] = []
        for index in (times - 1)..<newestFirst.count {
            let begin = newestFirst[index]
            let center = newestFirst[index - times + 1]
            if center - begin < per { periods.append(Period(begin: begin, center: center, end: begin + per - 1)) }
        }
        return periods
    }

    /// Loop's `snapIntervalsTogether`: from the second newest on, each period that overlaps the
    /// next newer one slides back, at most as far as its newest completion.
    public static func snap(_ periods: inout [Period]) {
        for index in periods.indices.dropFirst() {
            let current = periods[index], next = periods[index - 1]
            let overlap = current.end - next.begin
            if overlap >= 0 {
                let shift = min(current.end - current.center, overlap + 1)
                periods[index] = Period(begin: current.begin - shift, center: current.center, end: current.end - shift)
            }
        }
    }
}
