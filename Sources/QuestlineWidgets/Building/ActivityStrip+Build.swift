import QuestlineCore

extension SnapshotContext {
    /// The last `days` played days, one level digit each, summed over the players.
    func activity(for players: [String], days: Int) -> ActivityStrip? {
        let played = state.playedDays(limit: days)
        guard let first = played.first, let last = played.last else { return nil }
        // Each player's active days are visited once, rather than each day looked up in each
        // player's (a thousand players would be 84,000 lookups).
        var counts = [Int](repeating: 0, count: played.count)
        for player in players.compactMap(state.player) {
            for (day, activity) in player.activity where day >= first && day <= last {
                counts[first.days(to: day)] += activity.count
            }
        }
        let levels = counts.map { String(ActivityStrip.level(forCount: $0)) }.joined()
        return ActivityStrip(from: first.description, to: last.description, levels: levels)
    }
}
