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

    public init(target: Double, unit: String, bound: Bound = .least) {
        self.target = target
        self.unit = unit
        self.bound = bound
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
