import QuestlineCore

extension SnapshotContext {
    /// The last `days` played days, one level digit each, summed over the players.
    func activity(for players: [String], days: Int) -> ActivityStrip? {
        let played = state.playedDays(limit: days)
        guard let first = played.first, let last = played.last else { return nil }
        let states = players.compactMap(state.player)
        let levels = played.map { day in
            let count = states.reduce(0) { $0 + ($1.activity[day]?.count ?? 0) }
            return String(ActivityStrip.level(forCount: count))
        }.joined()
        return ActivityStrip(from: first.description, to: last.description, levels: levels)
    }
}
