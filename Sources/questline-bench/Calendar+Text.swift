/// Dates and UTC instants as the content files write them, without Foundation's calendars.
enum CivilDate {
    /// `2026-06-13` for a day counted from 1970-01-01.
    static func text(dayNumber z0: Int) -> String {
        let z = z0 + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        let year = yoe + era * 400 + (month <= 2 ? 1 : 0)
        return "\(year)-\(two(month))-\(two(day))"
    }

    /// `2026-06-13T08:15:00Z` for a day and a second of that day in UTC.
    static func instant(dayNumber: Int, second: Int) -> String {
        "\(text(dayNumber: dayNumber))T\(two(second / 3600)):\(two(second % 3600 / 60)):\(two(second % 60))Z"
    }

    static func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }

    /// 2025-01-01, the first day of the generated games.
    static let firstDay = 20_089
}
