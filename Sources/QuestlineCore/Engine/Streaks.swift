import Foundation
/// Streaks that respect the schedule: a day counts when every quest scheduled for it was done;
/// a day with nothing scheduled neither counts nor breaks; today, while it lasts, cannot break one.
/// Frequency and measured habits count their met days (`HabitDays`, Loop's way: a day inside a
/// met period counts too); their open days, like today, neither count nor break.
enum Streaks {
    /// `paused`: the player's paused quests, which are not scheduled on their paused days.
    static func compute(for player: PlayerState, in game: Game, today: LocalDate, paused: [Pause] = []) -> Streak {
        // Only the recurring ones (the game's index has them): a thousand once-challenges times a
        // thousand players was a million looks for nothing.
        let mine = game.recurringChallenges.filter { $0.isFor(player.id) }
        let recurring = mine.compactMap { challenge -> (String, Recurrence)? in
            guard !challenge.isHabit, let recurrence = challenge.schedule.recurrence else { return nil }
            return (challenge.id, recurrence)
        }
        let habits = mine.compactMap { $0.isHabit ? player.habits[$0.id] : nil }
        var streak = Streak()
        guard !recurring.isEmpty || !habits.isEmpty else { return streak }
        let last = min(today, game.settings.ends ?? today)
        guard last >= game.settings.starts else { return streak }
        let days = DateRange(game.settings.starts, last).days
        let rows = recurring.count <= 64
            ? DayRows.bits(player: player, recurring: recurring, days: days, game: game, paused: paused)
            : DayRows.sets(player: player, recurring: recurring, days: days, game: game, paused: paused)
        var run = 0
        var runEnd: LocalDate?
        for (day, plain) in zip(days, rows) {
            var row = plain
            var missed = plain.hasSchedule && !plain.isComplete && day < today
            for habit in habits {
                guard let mark = habit.mark(on: day), mark != .rest, mark != .paused else { continue }
                row.hasSchedule = true
                if !mark.isMet { row.isComplete = false }
                if mark == .missed { missed = true }
            }
            guard row.hasSchedule else { continue }
            if row.isComplete {
                run += 1
                runEnd = day
                if run > streak.best { streak.best = run }
                if Streak.milestoneLengths.contains(run), !streak.milestones.contains(where: { $0.days == run }) {
                    streak.milestones.append(StreakMilestone(days: run, reachedOn: day))
                }
            } else if missed {
                run = 0
                runEnd = nil
            }
            // Today, or a habit's open day, not yet complete: the run stands as it was.
        }
        streak.current = run
        streak.lastKeptDay = runEnd
        return streak
    }
}
