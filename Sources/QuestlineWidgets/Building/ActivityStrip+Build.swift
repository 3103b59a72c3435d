import QuestlineCore

extension SnapshotContext {
    /// The last `days` played days, one level digit each, summed over the players.
    func activity(for players: [String], days: Int) -> ActivityStrip? {
        let played = state.playedDays(limit: days)
        guard let first = played.first, let last = played.last else { return nil }
        // Each player's active days are visited once, rather than each day looked up in each
        // player's (a thousand players would be 84,000 lookups).
        var counts = [Int](repeating: 0, count: played.count)
        // What the calendar counts: completions, unlocks and awards (a star chart's children
        // are given stars, they complete nothing).
        for player in players.compactMap(state.player) {
            player.forEachDayDone(calendar: calendar) { day, count in
                guard day >= first && day <= last else { return }
                counts[first.days(to: day)] += count
            }
        }
        let levels = counts.map { String(ActivityStrip.level(forCount: $0)) }.joined()
        return ActivityStrip(from: first.description, to: last.description, levels: levels)
    }
}
