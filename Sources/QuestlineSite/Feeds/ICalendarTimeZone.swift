import Foundation

/// A `VTIMEZONE` for a zone, as RFC 5545 §3.6.5 wants one for every `TZID` a calendar names:
/// the zone's rules written out as its transitions (Foundation's, from the system's time zone
/// database) over the years the calendar spans. An observance opens the first year with the
/// offset then in force; each transition after it is a `STANDARD` or `DAYLIGHT` observance from
/// its local time (in the offset before it), `TZOFFSETFROM` to `TZOFFSETTO`. A zone without
/// daylight saving time has that one `STANDARD` observance.
enum ICalendarTimeZone {
    /// At most this many years are written out, whatever the game's dates.
    static let maxYears = 50

    static func lines(_ zone: TimeZone, years: ClosedRange<Int>) -> [String] {
        let last = min(years.upperBound, years.lowerBound + maxYears - 1)
        guard let start = utc.date(from: DateComponents(year: years.lowerBound, month: 1, day: 1)),
              let end = utc.date(from: DateComponents(year: last + 1, month: 1, day: 1)) else { return [] }
        // Midnight of 1 January in the zone.
        let opening = start.addingTimeInterval(-Double(zone.secondsFromGMT(for: start)))
        var lines = ["BEGIN:VTIMEZONE", "TZID:" + zone.identifier]
        let first = zone.secondsFromGMT(for: opening)
        lines += observance(daylight: zone.isDaylightSavingTime(for: opening), at: opening, from: first, to: first)
        var cursor = opening
        while let next = zone.nextDaylightSavingTimeTransition(after: cursor), next < end, next > cursor {
            let from = zone.secondsFromGMT(for: next.addingTimeInterval(-1)), to = zone.secondsFromGMT(for: next)
            lines += observance(daylight: zone.isDaylightSavingTime(for: next), at: next, from: from, to: to)
            cursor = next
        }
        return lines + ["END:VTIMEZONE"]
    }

    private static func observance(daylight: Bool, at instant: Date, from: Int, to: Int) -> [String] {
        let kind = daylight ? "DAYLIGHT" : "STANDARD"
        return ["BEGIN:" + kind, "DTSTART:" + wallTime(instant, offset: from),
                "TZOFFSETFROM:" + ICalendarText.offset(from), "TZOFFSETTO:" + ICalendarText.offset(to), "END:" + kind]
    }

    /// The local time at `instant` in a zone `offset` seconds east of UTC: `20261025T030000`.
    private static func wallTime(_ instant: Date, offset: Int) -> String {
        let parts = utc.dateComponents([.year, .month, .day, .hour, .minute, .second], from: instant.addingTimeInterval(Double(offset)))
        let two = ICalendarText.two
        return "\(parts.year ?? 0)" + two(parts.month ?? 1) + two(parts.day ?? 1) + "T" + two(parts.hour ?? 0) + two(parts.minute ?? 0) + two(parts.second ?? 0)
    }

    private static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? .gmt
        return calendar
    }()
}
