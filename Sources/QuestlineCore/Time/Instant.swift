import Foundation

/// Parsing and formatting of instants as ISO 8601 text, the form the event log and `--as-of` use.
public enum Instant {
    /// Parses `2026-06-13T10:15:00+02:00`, `2026-06-13T08:15:00Z`, with or without seconds
    /// and fractions. Without an offset (`2026-06-13T10:15`) the time is read in `calendar`'s
    /// zone when one is given; a bare date (`2026-06-13`) means the end of that day there.
    public static func parse(_ text: String, in calendar: GameCalendar? = nil) -> Date? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let calendar, let date = LocalDate(trimmed) {
            return calendar.endOfDay(date).addingTimeInterval(-1)
        }
        guard let tIndex = trimmed.firstIndex(where: { $0 == "T" || $0 == "t" || $0 == " " }) else { return nil }
        guard let date = LocalDate(String(trimmed[..<tIndex])) else { return nil }
        var rest = Substring(trimmed[trimmed.index(after: tIndex)...])
        var offsetSeconds: Int? = nil
        if rest.hasSuffix("Z") || rest.hasSuffix("z") {
            offsetSeconds = 0
            rest = rest.dropLast()
        } else if let signIndex = rest.lastIndex(where: { $0 == "+" || $0 == "-" }) {
            let sign = rest[signIndex] == "-" ? -1 : 1
            let digits = rest[rest.index(after: signIndex)...].replacingOccurrences(of: ":", with: "")
            guard digits.count == 4, let hh = Int(digits.prefix(2)), let mm = Int(digits.suffix(2)),
                  hh <= 23, mm <= 59 else { return nil }
            offsetSeconds = sign * (hh * 3600 + mm * 60)
            rest = rest[..<signIndex]
        }
        let timeParts = rest.split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(timeParts.count), timeParts[0].count == 2, timeParts[1].count == 2,
              let hour = Int(timeParts[0]), let minute = Int(timeParts[1]),
              let time = LocalTime(hour: hour, minute: minute) else { return nil }
        var seconds = 0.0
        if timeParts.count == 3 {
            guard timeParts[2].count >= 2, let s = Double(timeParts[2]), s >= 0, s < 61,
                  timeParts[2].allSatisfy({ $0.isNumber || $0 == "." }) else { return nil }
            seconds = s
        }
        if let offsetSeconds {
            let utcSeconds = Double(date.dayNumber) * 86_400 + Double(time.minutesSinceMidnight * 60) + seconds
            return Date(timeIntervalSince1970: utcSeconds - Double(offsetSeconds))
        }
        guard let calendar else { return nil }
        return calendar.instant(date, time).addingTimeInterval(seconds)
    }

    /// Formats an instant as `2026-06-13T10:15:00+02:00` in the game's zone, whole seconds.
    public static func format(_ instant: Date, in calendar: GameCalendar) -> String {
        let whole = Date(timeIntervalSince1970: instant.timeIntervalSince1970.rounded(.down))
        let offset = calendar.offset(at: whole)
        let local = Int(whole.timeIntervalSince1970) + offset
        let day = LocalDate(dayNumber: Int((Double(local) / 86_400).rounded(.down)))
        let secondsOfDay = local - day.dayNumber * 86_400
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let sign = offset < 0 ? "-" : "+"
        let off = abs(offset)
        let offsetText = off == 0 ? "Z" : "\(sign)\(two(off / 3600)):\(two((off % 3600) / 60))"
        return "\(day)T\(two(secondsOfDay / 3600)):\(two((secondsOfDay % 3600) / 60)):\(two(secondsOfDay % 60))\(offsetText)"
    }

    /// Formats in UTC: `2026-06-13T08:15:00Z`.
    public static func formatUTC(_ instant: Date) -> String {
        format(instant, in: GameCalendar(timeZone: .gmt))
    }
}
