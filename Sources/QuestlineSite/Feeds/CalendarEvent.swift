import Foundation
import QuestlineCore

/// One event of the quest calendar (`quests.ics`): a recurring quest, or a day's daily pick.
struct CalendarEvent: Equatable, Sendable {
    enum Start: Equatable, Sendable {
        /// All day: a quest with no time of day, or a daily pick.
        case day(LocalDate)
        /// From a time of day in the game's zone; such a quest gets a reminder when it opens.
        case time(LocalDate, LocalTime)
    }

    /// Made of the game's id, what kind of event, the challenge's id and the first day: never of
    /// a title, so a calendar keeps knowing the event when the quest or the game is renamed.
    let uid: String
    let start: Start
    /// The weekdays it repeats on and its last day, for a recurring quest.
    let weekdays: [Weekday]
    let until: LocalDate?
    let summary: String
    let description: String?

    var hasAlarm: Bool { if case .time = start { true } else { false } }

    static func uid(_ kind: String, challenge: String, day: LocalDate, game: UUID) -> String {
        "\(kind)-\(challenge)-\(ICalendarText.compact(day))@\(game.uuidString.lowercased())"
    }
}

extension SiteContext {
    static let pickDaysAhead = 14

    /// What the calendar schedules: a weekly rule per revealed recurring quest that has a day left
    /// to fall on, from its first such day, and one event per daily pick for the days ahead. Empty
    /// for a game with nothing to schedule, which then has no calendar and no link to one.
    func makeCalendarEvents() -> [CalendarEvent] {
        var events: [CalendarEvent] = []
        for challenge in game.challenges where state.isRevealed(challenge) {
            guard let recurrence = challenge.schedule.recurrence else { continue }
            let range = game.activeRange(of: recurrence)
            // The first occurrence is the first day the rule falls on, as RFC 5545 wants DTSTART.
            guard let first = (0..<7).lazy.map({ range.first.adding(days: $0) }).first(where: { recurrence.weekdays.contains($0.weekday) }),
                  range.last.map({ first <= $0 }) ?? true else { continue }
            events.append(CalendarEvent(
                uid: CalendarEvent.uid("quest", challenge: challenge.id, day: first, game: gameID),
                start: recurrence.time.map { .time(first, $0) } ?? .day(first),
                weekdays: recurrence.weekdays.sorted(), until: range.last,
                summary: "\(challenge.title) (\(amount(challenge.points)))", description: challenge.description))
        }
        let upcoming = DateRange(max(state.today, settings.starts), state.today.adding(days: Self.pickDaysAhead - 1)).days
        for day in upcoming {
            guard day >= settings.starts, settings.ends.map({ day <= $0 }) ?? true,
                  let pick = DailyPick.challenge(for: day, in: game), state.isRevealed(pick) else { continue }
            events.append(CalendarEvent(
                uid: CalendarEvent.uid("pick", challenge: pick.id, day: day, game: gameID), start: .day(day),
                weekdays: [], until: nil, summary: strings.format("ics_pick", ["title": pick.title]), description: nil))
        }
        return events
    }
}
