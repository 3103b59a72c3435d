import Foundation

/// The one range of days Questline reads and computes with, in the game's time zone.
///
/// Every date that comes in (YAML, the log's `at` and `on`, `--as-of`, `--at`, `--on`,
/// `SOURCE_DATE_EPOCH`) is checked against it, so calendar arithmetic only ever meets days a
/// game can hold; the ends of Foundation's calendar (year 1, year 9999) are never reached.
public enum SupportedDates {
    /// The years a date may fall in: from the Unix epoch to two centuries ahead.
    public static let years: ClosedRange<Int> = 1970...2199

    /// The range as it is written in messages.
    public static let description = "from 1970-01-01 to 2199-12-31"

    public static func contains(_ date: LocalDate) -> Bool { years.contains(date.year) }

    /// Whether `instant` falls on a supported day in `calendar`'s zone.
    public static func contains(_ instant: Date, in calendar: GameCalendar) -> Bool {
        surelyInside.contains(instant.timeIntervalSince1970) || contains(calendar.date(of: instant))
    }

    /// 1971-01-01 to 2199-01-01 in UTC: a year from either end, so inside in every zone. The log's
    /// events are checked against it without asking the zone for an offset.
    private static let surelyInside: Range<TimeInterval> = 31_536_000 ..< 7_226_582_400

    /// The sentence for a date outside the range: `what` names it (`--as-of 9999-12-31`).
    public static func outside(_ what: String) -> String {
        "\(what) is outside the dates Questline supports (\(description))"
    }
}
