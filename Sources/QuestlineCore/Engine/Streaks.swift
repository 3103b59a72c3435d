/// Streaks that respect the schedule: a day counts when every quest scheduled for it was done;
/// a day with nothing scheduled neither counts nor breaks; today, while it lasts, cannot break one.
enum Streaks {
    /// `paused`: the player's paused quests, which are not scheduled on their paused days.
    static func compute(for player: PlayerState, in game: Game, today: LocalDate, paused: [Pause] = []) -> Streak {
        // Only the recurring ones (the game's index has them): a thousand once-challenges times a
        // thousand players was a million looks for nothing.
        let recurring = game.recurringChallenges.compactMap { challenge -> (String, Recurrence)? in
            guard challenge.isFor(player.id), let recurrence = challenge.schedule.recurrence else { return nil }
            return (challenge.id, recurrence)
        }
        var streak = Streak()
        guard !recurring.isEmpty else { return streak }
        let last = min(today, game.settings.ends ?? today)
        guard last >= game.settings.starts else { return streak }
        let days = DateRange(game.settings.starts, last).days
        let rows = recurring.count <= 64
            ? DayRows.bits(player: player, recurring: recurring, days: days, game: game, paused: paused)
            : DayRows.sets(player: player, recurring: recurring, days: days, game: game, paused: paused)
        var run = 0
        var runEnd: LocalDate?
        for (day, row) in zip(days, rows) where row.hasSchedule {
            if row.isComplete {
                run += 1
                runEnd = day
                if run > streak.best { streak.best = run }
                if Streak.milestoneLengths.contains(run), !streak.milestones.contains(where: { $0.days == run }) {
                    streak.milestones.append(StreakMilestone(days: run, reachedOn: day))
                }
            } else if day < today {
                run = 0
                runEnd = nil
            }
            // Today, not yet complete: the run stands as it was.
        }
        streak.current = run
        streak.lastKeptDay = runEnd
        return streak
    }
}
