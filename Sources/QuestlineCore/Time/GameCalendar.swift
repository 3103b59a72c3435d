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

    /// The local day an instant falls on. Plain arithmetic on the zone's offset: total for any
    /// instant (far outside `SupportedDates` the year clamps), and the proleptic Gregorian
    /// calendar `LocalDate` uses.
    public func date(of instant: Date) -> LocalDate {
        LocalDate(dayNumber: Self.floorDivide(localSeconds(instant), 86_400))
    }

    /// The local wall-clock time of an instant.
    public func time(of instant: Date) -> LocalTime {
        let local = localSeconds(instant)
        let seconds = local - Self.floorDivide(local, 86_400) * 86_400
        // 0 ≤ seconds < 86,400, so the hour is 0…23 and the minute 0…59: the fallback is never taken.
        return LocalTime(hour: seconds / 3600, minute: seconds % 3600 / 60) ?? .midnight
    }

    /// Whole seconds since 1970 on the local wall clock. Instants beyond a million years either
    /// way are clamped first, so no conversion or sum can overflow.
    private func localSeconds(_ instant: Date) -> Int {
        let limit = 31_556_952.0 * 1_000_000
        let raw = instant.timeIntervalSince1970
        let seconds = raw.isNaN ? 0 : min(max(raw, -limit), limit)
        return Int(seconds.rounded(.down)) + timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: seconds))
    }

    private static func floorDivide(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : -((-a + b - 1) / b) }

    /// The instant a local day and time occur. A time skipped by a daylight-saving jump
    /// resolves to the first instant after the gap.
    public func instant(_ date: LocalDate, _ time: LocalTime = .midnight) -> Date {
        // By the zone's offset, where Foundation's calendar has no right answer: it switches to
        // the Julian calendar before 1582 and stops at year 9999.
        func byOffset() -> Date {
            let wall = Double(date.dayNumber) * 86_400 + Double(time.minutesSinceMidnight * 60)
            return Date(timeIntervalSince1970: wall - Double(offset(at: Date(timeIntervalSince1970: wall))))
        }
        guard (1600...9000).contains(date.year) else { return byOffset() }
        let components = DateComponents(year: date.year, month: date.month, day: date.day,
                                        hour: time.hour, minute: time.minute)
        let found = calendar.date(from: components)
        if let exact = found, self.date(of: exact) == date, self.time(of: exact) == time {
            return exact
        }
        // In a gap: walk forward minute by minute from an hour before to the first real time.
        // No zone skips more than a day, so the walk is bounded.
        var probe = (found ?? byOffset()).addingTimeInterval(-3600)
        for _ in 0..<(2 * 24 * 60) {
            guard self.date(of: probe) < date || (self.date(of: probe) == date && self.time(of: probe) < time) else { break }
            probe = probe.addingTimeInterval(60)
        }
        return Date(timeIntervalSince1970: (probe.timeIntervalSince1970 / 60).rounded(.down) * 60)
    }

    /// The first instant of a local day.
    public func startOfDay(_ date: LocalDate) -> Date { calendar.startOfDay(for: instant(date, .noon)) }

    /// The first instant of the next local day: when `date` ends.
    public func endOfDay(_ date: LocalDate) -> Date { startOfDay(date.adding(days: 1)) }

    /// The UTC offset in seconds at an instant.
    public func offset(at instant: Date) -> Int { timeZone.secondsFromGMT(for: instant) }
}
