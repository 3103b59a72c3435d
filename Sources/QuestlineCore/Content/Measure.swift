/// What a measured habit counts and the day's target: "at least 5 km", "at most 2 coffees".
///
/// A day meets it when the day's values add up to the target (at least) or stay within it (at
/// most, and only a day with an entry: Loop counts no entry as unknown, not as zero).
public struct Measure: Sendable, Hashable {
    public enum Bound: String, Sendable, Hashable, CaseIterable { case least, most }

    /// Greater than zero.
    public var target: Double
    public var unit: String
    public var bound: Bound
    /// The days the target is for: 1, each day on its own; 7, any seven days in a row, as Loop's
    /// "35 km per week" (its numerical habits sum the last `per` days). 1 through 366.
    public var per: Int

    public init(target: Double, unit: String, bound: Bound = .least, per: Int = 1) {
        self.target = target
        self.unit = unit
        self.bound = bound
        self.per = per
    }

    /// Whether a day's sum meets the target; nil means the day has no entry.
    public func isMet(by sum: Double?) -> Bool {
        guard let sum else { return false }
        return bound == .least ? sum >= target : sum <= target
    }

    /// Whether a day with this sum can still meet the target with more entries (values are never negative).
    public func canStillBeMet(by sum: Double?) -> Bool {
        guard let sum else { return true }
        return bound == .least ? true : sum <= target
    }

    /// The largest value one entry may carry.
    public static let maxValue = 1_000_000_000.0
}
