import Foundation

extension PlayerState {
    /// What the player did, day by day: each day's completions and unlocks (`activity`), and one
    /// for each award they got, on its day (in a family star chart an award is what a child did).
    /// The calendar, the mission log and the widgets' activity strip count these same things.
    public func forEachDayDone(calendar: GameCalendar, _ body: (LocalDate, Int) -> Void) {
        for (day, activity) in activity where activity.count > 0 { body(day, activity.count) }
        for transaction in transactions where transaction.direction == .award { body(calendar.date(of: transaction.at), 1) }
    }
}
