/// When a challenge can be done.
public enum Schedule: Sendable, Hashable {
    /// Once, any time while the game runs.
    case once
    /// On chosen weekdays (every day, or a span of N days from a start), optionally from a time of day.
    case recurring(Recurrence)
    /// In the pool the daily challenge is picked from.
    case pool

    public var recurrence: Recurrence? {
        if case .recurring(let r) = self { return r }
        return nil
    }
}

/// A repeating quest: which days it is on, and from what time of day it is available.
public struct Recurrence: Sendable, Hashable {
    public var weekdays: Set<Weekday>
    /// Available from this time; before it the quest is upcoming. Nil: from midnight.
    public var time: LocalTime?
    /// First day; nil means the game's first day.
    public var from: LocalDate?
    /// Last day, inclusive; nil means open-ended (or the game's last day).
    public var until: LocalDate?
    /// Set for a span challenge such as 100 days: `until` is `from + days - 1`.
    public var spanDays: Int?
    /// Set for "N times per D days": every day is open, and a day counts when its period is met.
    public var frequency: Frequency?

    public init(weekdays: Set<Weekday> = Set(Weekday.allCases), time: LocalTime? = nil,
                from: LocalDate? = nil, until: LocalDate? = nil, spanDays: Int? = nil, frequency: Frequency? = nil) {
        self.weekdays = weekdays
        self.time = time
        self.from = from
        self.until = until
        self.spanDays = spanDays
        self.frequency = frequency
    }

    public var isEveryDay: Bool { weekdays.count == 7 }
}
