import Foundation
import QuestlineCore

/// An iCalendar file (RFC 5545) of scheduled quests, to subscribe to for reminders: a weekly rule
/// per recurring quest, and one event per daily pick for the days ahead (`calendarEvents`).
///
/// Lines end in CRLF and fold at 75 octets; every `TZID` has its `VTIMEZONE`; a quest with a
/// time of day reminds when it opens (`VALARM`); ids are the game's (`CalendarEvent.uid`). A game
/// with nothing to schedule has no calendar at all: several clients refuse an empty one.
extension SiteContext {
    /// nil when there is nothing to schedule.
    func iCalendar() -> OutputFile? {
        let events = calendarEvents
        guard !events.isEmpty else { return nil }
        let zone = settings.timeZone
        let stamp = ICalendarText.utcStamp(state.changedAt)
        var lines = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Questline//Questline//EN", "CALSCALE:GREGORIAN",
            "X-WR-CALNAME:" + ICalendarText.escape(settings.title), "X-WR-TIMEZONE:" + zone.identifier,
        ]
        let timedDays = events.compactMap { event -> LocalDate? in if case .time(let day, _) = event.start { day } else { nil } }
        if let first = timedDays.min() {
            // From the first timed quest's year to the game's last (an open-ended game's: a year from today).
            let last = settings.ends ?? state.today.adding(days: 366)
            lines += ICalendarTimeZone.lines(zone, years: first.year...max(first.year, last.year))
        }
        for event in events {
            lines += ["BEGIN:VEVENT", "UID:" + event.uid, "DTSTAMP:" + stamp]
            switch event.start {
            case .day(let day):
                lines += ["DTSTART;VALUE=DATE:" + ICalendarText.compact(day), "DTEND;VALUE=DATE:" + ICalendarText.compact(day.adding(days: 1))]
            case .time(let day, let time):
                lines += ["DTSTART;TZID=\(zone.identifier):" + ICalendarText.local(day, time), "DURATION:PT30M"]
            }
            if !event.weekdays.isEmpty {
                let days = event.weekdays.map { String($0.rawValue.prefix(2)).uppercased() }.joined(separator: ",")
                var rule = "RRULE:FREQ=WEEKLY;BYDAY=\(days)"
                if let last = event.until {
                    // UNTIL is of DTSTART's kind: a date for all-day events, else UTC (§3.3.10).
                    if case .day = event.start { rule += ";UNTIL=" + ICalendarText.compact(last) }
                    else { rule += ";UNTIL=" + ICalendarText.utcStamp(calendar.endOfDay(last).addingTimeInterval(-1)) }
                }
                lines.append(rule)
            }
            lines.append("SUMMARY:" + ICalendarText.escape(event.summary))
            if let description = event.description { lines.append("DESCRIPTION:" + ICalendarText.escape(description)) }
            if event.hasAlarm {
                lines += ["BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER:PT0S", "DESCRIPTION:" + ICalendarText.escape(event.summary), "END:VALARM"]
            }
            lines.append("END:VEVENT")
        }
        lines.append("END:VCALENDAR")
        return OutputFile(path: Routes.iCalendar, text: lines.map(ICalendarText.fold).joined(separator: "\r\n") + "\r\n")
    }
}
