import Foundation

/// What the clock holds for a game on one local day: which recurring quests open at a time of
/// day, and when; the midnight that ends the day; and the next midnight that matters to the game.
/// Working these out takes the time zone's rules, so a state does it once and its views share it.
struct DaySchedule: Sendable {
    /// The day's recurring quests with a time of day, in challenges.yaml order, and when they open.
    let timedQuests: [(challenge: Challenge, at: Date)]
    /// The secret dares whose rule reveals them at a fixed instant, in challenges.yaml order:
    /// looked for once here, since every person's view asks (`GameState.timedReveals()`).
    let timedDares: [(challenge: Challenge, at: Date)]
    /// The midnight that ends the day.
    let endOfToday: Date
    /// The game's first day beginning, a new day while it runs, or the end of its last day; nil
    /// once the game has ended (`GameState.gameBoundary()`).
    let boundary: TimeChange?

    init(game: Game, today: LocalDate) {
        let settings = game.settings
        let calendar = settings.calendar
        timedQuests = game.challenges.compactMap { challenge in
            guard let recurrence = challenge.schedule.recurrence, let time = recurrence.time,
                  game.isScheduled(recurrence, on: today) else { return nil }
            return (challenge, calendar.instant(today, time))
        }
        timedDares = game.challenges.compactMap { challenge in
            guard case .at(let instant)? = challenge.secret?.reveal else { return nil }
            return (challenge, instant)
        }
        let endOfToday = calendar.endOfDay(today)
        self.endOfToday = endOfToday
        if today < settings.starts {
            boundary = TimeChange(at: calendar.startOfDay(settings.starts), kind: .gameStarts)
        } else if let ends = settings.ends, today > ends {
            boundary = nil
        } else {
            boundary = TimeChange(at: endOfToday, kind: settings.ends == today ? .gameEnds : .dayRollsOver)
        }
    }
}
