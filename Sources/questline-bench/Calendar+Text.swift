import QuestlineCore

/// Dates and UTC instants as the content files write them, without Foundation's calendars.
enum CivilDate {
    /// `2026-06-13` for a day counted from 1970-01-01.
    static func text(dayNumber: Int) -> String { LocalDate(dayNumber: dayNumber).description }

    /// `2026-06-13T08:15:00Z` for a day and a second of that day in UTC.
    static func instant(dayNumber: Int, second: Int) -> String {
        "\(text(dayNumber: dayNumber))T\(two(second / 3600)):\(two(second % 3600 / 60)):\(two(second % 60))Z"
    }

    static func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }

    /// 2025-01-01, the first day of the generated games.
    static let firstDay = 20_089
}
