/// "N times per D days": a habit due so many times in any stretch of days rather than on fixed
/// weekdays (Loop Habit Tracker's "3 times per week" is `Frequency(times: 3, per: 7)`).
///
/// Its days are judged as Loop judges them (`HabitDays`); written `schedule: {times: 3, per: 7}`.
public struct Frequency: Sendable, Hashable {
    /// Completions a period needs, 1 through `per`.
    public var times: Int
    /// The period's length in days, at least 1.
    public var per: Int

    public init(times: Int, per: Int) {
        self.times = times
        self.per = per
    }

    /// The longest period a schedule may name: a year.
    public static let maxDays = 366
}
