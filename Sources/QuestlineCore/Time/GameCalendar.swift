import Foundation

/// Converts between instants and the game's local days and times, in the game's time zone.
///
/// All wall-clock reasoning (what day an event belongs to, when a quest opens, when the day
/// rolls over) goes through here, so daylight-saving changes are handled in one place.
public struct GameCalendar: Sendable {
    public let timeZone: TimeZone
    private let calendar: Calendar

    public init(timeZone: TimeZone) {
        self.timeZone = timeZone
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.calendar = calendar
    }

    /// The local day an instant falls on.
    public func date(of instant: Date) -> LocalDate {
        let c = calendar.dateComponents([.year, .month, .day], from: instant)
        return LocalDate(year: c.year!, month: c.month!, day: c.day!)!
    }

    /// The local wall-clock time of an instant.
    public func time(of instant: Date) -> LocalTime {
        let c = calendar.dateComponents([.hour, .minute], from: instant)
        return LocalTime(hour: c.hour!, minute: c.minute!)!
    }

    /// The instant a local day and time occur. A time skipped by a daylight-saving jump
    /// resolves to the first instant after the gap.
    public func instant(_ date: LocalDate, _ time: LocalTime = .midnight) -> Date {
        let components = DateComponents(year: date.year, month: date.month, day: date.day,
                                        hour: time.hour, minute: time.minute)
        if let exact = calendar.date(from: components), self.date(of: exact) == date,
           self.time(of: exact) == time {
            return exact
        }
        // In a gap: walk forward minute by minute from an hour before to the first real time.
        let approx = calendar.date(from: components) ?? Date(timeIntervalSince1970: 0)
        var probe = approx.addingTimeInterval(-3600)
        while self.date(of: probe) < date || (self.date(of: probe) == date && self.time(of: probe) < time) {
            probe = probe.addingTimeInterval(60)
        }
        return Date(timeIntervalSince1970: (probe.timeIntervalSince1970 / 60).rounded(.down) * 60)
    }

    /// The first instant of a local day.
    public func startOfDay(_ date: LocalDate) -> Date { calendar.startOfDay(for: instant(date, LocalTime(hour: 12, minute: 0)!)) }

    /// The first instant of the next local day: when `date` ends.
    public func endOfDay(_ date: LocalDate) -> Date { startOfDay(date.adding(days: 1)) }

    /// The UTC offset in seconds at an instant.
    public func offset(at instant: Date) -> Int { timeZone.secondsFromGMT(for: instant) }
}
