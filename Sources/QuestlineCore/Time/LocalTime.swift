/// A wall-clock time of day, `HH:MM`, in the game's time zone.
public struct LocalTime: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let hour: Int
    public let minute: Int

    public init?(hour: Int, minute: Int) {
        guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        self.hour = hour
        self.minute = minute
    }

    /// Parses `7:30`, `07:30` or `19:05`.
    public init?(_ text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
              let h = Int(parts[0]), let m = Int(parts[1]) else { return nil }
        self.init(hour: h, minute: m)
    }

    /// A time known to be valid: only for the constants below.
    private init(valid hour: Int, _ minute: Int) {
        self.hour = hour
        self.minute = minute
    }

    public static let midnight = LocalTime(valid: 0, 0)
    public static let noon = LocalTime(valid: 12, 0)

    public var minutesSinceMidnight: Int { hour * 60 + minute }

    public var description: String {
        (hour < 10 ? "0\(hour)" : "\(hour)") + ":" + (minute < 10 ? "0\(minute)" : "\(minute)")
    }

    public static func < (lhs: LocalTime, rhs: LocalTime) -> Bool { lhs.minutesSinceMidnight < rhs.minutesSinceMidnight }
}
