import Foundation

extension GameState {
    /// What was done, and not what it is worth, as one number: the day, which of today's quest
    /// times have passed, the dares and when each was revealed, and every player's completions,
    /// unlocks and streak (a day's activity counts are made of the completions and unlocks).
    ///
    /// An award or a spend changes none of it, and neither do balances, earned and spent, the
    /// timeline, reward statuses, goals or when the state changed. So a page that shows only
    /// what was done is the same while this number is, whatever the instant: after an award, a
    /// big game's board is kept without being made again (the calendar and the mission log,
    /// which show awards too, add them: `GamePage`).
    /// The values are taken in the fold cache's binary form, whose test fails when one of them
    /// gains a field.
    public func playFingerprint() -> UInt64 {
        var hash = StableHash()
        hash.combine(UInt64(bitPattern: Int64(today.dayNumber)))
        // Today's timed quests, worked out once for the state (`DaySchedule`): which have opened.
        for quest in schedule.timedQuests { hash.combine(asOf >= quest.at ? 1 : 0) }
        var dares = BinaryWriter()
        dares.array(self.dares) { writer, dare in
            writer.string(dare.challenge)
            writer.optional(dare.revealedAt) { $0.date($1) }
        }
        // Paused days and voided events change the calendar and the mission log.
        dares.array(pauses) { writer, pause in
            writer.string(pause.player)
            writer.string(pause.challenge)
            writer.day(pause.from)
            writer.day(pause.until)
        }
        dares.array(voided) { writer, voided in
            writer.int(voided.entry.line)
            writer.optional(voided.note.reason) { $0.string($1) }
        }
        dares.bytes.withUnsafeBytes { hash.combine($0) }
        // The players in runs, each run's bytes hashed on some core, the runs' hashes in order.
        let players = self.players, run = 64
        let runs = Parallel.map((players.count + run - 1) / run) { number in
            let range = number * run..<min(players.count, (number + 1) * run)
            var writer = BinaryWriter(capacity: 64 * players[range].reduce(0) { $0 + $1.completions.count + $1.unlocks.count })
            for player in players[range] {
                writer.string(player.id)
                writer.array(player.completions) { $0.completion($1) }
                writer.array(player.unlocks) { $0.unlock($1) }
                writer.streak(player.streak)
            }
            var runHash = StableHash()
            writer.bytes.withUnsafeBytes { runHash.combine($0) }
            return runHash.value
        }
        hash.combine(UInt64(players.count))
        for value in runs { hash.combine(value) }
        return hash.value
    }
}
