import Foundation
import QuestlineCore

/// An iCalendar file of scheduled quests, to subscribe to for reminders: a weekly rule per
/// recurring quest, and one event per daily pick for the days ahead.
extension SiteContext {
    static let pickDaysAhead = 14

    func iCalendar() -> OutputFile {
        let zone = settings.timeZone.identifier
        let stamp = Self.utcStamp(state.changedAt)
        let host = "questline." + Self.slug(settings.title)
        var lines = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Questline//Questline//EN", "CALSCALE:GREGORIAN",
            "X-WR-CALNAME:" + Self.escape(settings.title), "X-WR-TIMEZONE:" + zone,
        ]
        for challenge in game.challenges where state.isRevealed(challenge) {
            guard let recurrence = challenge.schedule.recurrence else { continue }
            let range = game.activeRange(of: recurrence)
            let time = recurrence.time ?? LocalTime(hour: 9, minute: 0)!
            let days = recurrence.weekdays.sorted().map { String($0.rawValue.prefix(2)).uppercased() }.joined(separator: ",")
            var rule = "RRULE:FREQ=WEEKLY;BYDAY=\(days)"
            if let last = range.last { rule += ";UNTIL=" + Self.utcStamp(calendar.endOfDay(last).addingTimeInterval(-1)) }
            lines += [
                "BEGIN:VEVENT", "UID:\(challenge.id)@\(host)", "DTSTAMP:\(stamp)",
                "DTSTART;TZID=\(zone):\(Self.local(range.first, time))",
                "DURATION:PT30M", rule,
                "SUMMARY:" + Self.escape("\(challenge.title) (\(amount(challenge.points)))"),
            ]
            if let description = challenge.description { lines.append("DESCRIPTION:" + Self.escape(description)) }
            lines.append("END:VEVENT")
        }
        let upcoming = DateRange(max(state.today, settings.starts), state.today.adding(days: Self.pickDaysAhead - 1)).days
        for day in upcoming {
            guard day >= settings.starts, settings.ends.map({ day <= $0 }) ?? true,
                  let pick = DailyPick.challenge(for: day, in: game), state.isRevealed(pick) else { continue }
            lines += [
                "BEGIN:VEVENT", "UID:pick-\(day)@\(host)", "DTSTAMP:\(stamp)",
                "DTSTART;VALUE=DATE:\(Self.compact(day))", "DTEND;VALUE=DATE:\(Self.compact(day.adding(days: 1)))",
                "SUMMARY:" + Self.escape(strings.format("ics_pick", ["title": pick.title])),
                "END:VEVENT",
            ]
        }
        lines.append("END:VCALENDAR")
        return OutputFile(path: Routes.iCalendar, text: lines.map(Self.fold).joined(separator: "\r\n") + "\r\n")
    }

    static func compact(_ day: LocalDate) -> String { day.description.replacingOccurrences(of: "-", with: "") }

    static func local(_ day: LocalDate, _ time: LocalTime) -> String {
        compact(day) + "T" + time.description.replacingOccurrences(of: ":", with: "") + "00"
    }

    static func utcStamp(_ instant: Date) -> String {
        Instant.formatUTC(instant).replacingOccurrences(of: "-", with: "").replacingOccurrences(of: ":", with: "")
    }

    /// RFC 5545 text: backslash, semicolon, comma and newlines escaped; other control characters,
    /// which a TEXT value may not hold, removed.
    static func escape(_ text: String) -> String {
        ForbiddenCharacters.removed(from: text).replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: ";", with: "\\;")
            .replacingOccurrences(of: ",", with: "\\,").replacingOccurrences(of: "\r\n", with: "\\n")
            .replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\r", with: "\\n")
    }

    /// Lines longer than 75 octets continue on the next line after a space, never inside a character.
    static func fold(_ line: String) -> String {
        var result = ""
        var octets = 0
        for character in line {
            let size = String(character).utf8.count
            if octets + size > 75 {
                result += "\r\n "
                octets = 1
            }
            result.append(character)
            octets += size
        }
        return result
    }
}
