/// A calendar day in the game's time zone, independent of any instant.
///
/// Day arithmetic uses the proleptic Gregorian calendar directly, so adding days never
/// depends on time zones or daylight-saving changes.
public struct LocalDate: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// Year, month and day in one number (`year << 9 | month << 5 | day`), so a date takes four
    /// bytes in the millions of completions and timeline entries a long game keeps, and compares
    /// and hashes as one integer. Its order is the dates' order.
    private let packed: UInt32

    public var year: Int { Int(packed >> 9) }
    public var month: Int { Int(packed >> 5 & 0xF) }
    public var day: Int { Int(packed & 0x1F) }

    /// Creates a date, or nil when the day does not exist (`2026-02-30`).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
              (1...LocalDate.daysIn(month: month, year: year)).contains(day) else { return nil }
        self.init(valid: year, month, day)
    }

    /// Day arithmetic far outside the years 1–9999 clamps to year 0 or 8,388,607 rather than trapping.
    private init(valid year: Int, _ month: Int, _ day: Int) {
        packed = UInt32(clamping: min(max(year, 0), 0x7F_FFFF)) << 9 | UInt32(month) << 5 | UInt32(day)
    }

    /// Parses `YYYY-MM-DD`.
    public init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]) else { return nil }
        self.init(year: y, month: m, day: d)
    }

    /// Days since 1970-01-01 (negative before it).
    public var dayNumber: Int {
        // Howard Hinnant's days_from_civil.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// The date `dayNumber` days after 1970-01-01.
    public init(dayNumber z: Int) {
        let z = z + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        self.init(valid: yoe + era * 400 + (m <= 2 ? 1 : 0), m, d)
    }

    public func adding(days: Int) -> LocalDate { LocalDate(dayNumber: dayNumber + days) }

    /// Whole days from `self` to `other` (positive when `other` is later).
    public func days(to other: LocalDate) -> Int { other.dayNumber - dayNumber }

    public var weekday: Weekday {
        // 1970-01-01 was a Thursday.
        let index = ((dayNumber % 7) + 7 + 3) % 7 // 0 = Monday
        return Weekday.allCases[index]
    }

    public var description: String {
        let y = String(year), m = month < 10 ? "0\(month)" : "\(month)", d = day < 10 ? "0\(day)" : "\(day)"
        return String(repeating: "0", count: max(0, 4 - y.count)) + y + "-" + m + "-" + d
    }

    public static func < (lhs: LocalDate, rhs: LocalDate) -> Bool { lhs.packed < rhs.packed }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let date = LocalDate(text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a date: \(text)"))
        }
        self = date
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

/// An inclusive run of days.
public struct DateRange: Sendable, Hashable {
    public var first: LocalDate
    public var last: LocalDate

    public init(_ first: LocalDate, _ last: LocalDate) {
        self.first = first
        self.last = last
    }

    public func contains(_ date: LocalDate) -> Bool { first <= date && date <= last }
    public var count: Int { max(0, first.days(to: last) + 1) }
    public var days: [LocalDate] { count == 0 ? [] : (0..<count).map { first.adding(days: $0) } }
}
