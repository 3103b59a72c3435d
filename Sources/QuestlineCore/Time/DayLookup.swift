import Foundation

/// The local day of an instant, remembering the last day's bounds: events come in time order,
/// so most lookups fall on the day before and skip the calendar's slow component arithmetic.
struct DayLookup {
    let calendar: GameCalendar
    private var bounds: Range<Date>?
    private var day = LocalDate(dayNumber: 0)

    init(calendar: GameCalendar) { self.calendar = calendar }

    mutating func day(of instant: Date) -> LocalDate {
        if let bounds, bounds.contains(instant) { return day }
        let found = calendar.date(of: instant)
        let start = calendar.startOfDay(found), end = calendar.endOfDay(found)
        // Only remember bounds the calendar agrees with at both ends.
        if start <= instant, instant < end, calendar.date(of: start) == found,
           calendar.date(of: end.addingTimeInterval(-0.001)) == found {
            bounds = start..<end
            day = found
        } else {
            bounds = nil
        }
        return found
    }
}
