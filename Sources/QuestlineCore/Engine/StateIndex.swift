/// Positions in a GameState's arrays by id: the first player with an id, each player's reward
/// statuses and each player's completions by day and by challenge, in their order. Rebuilt whenever those arrays change.
struct StateIndex: Sendable {
    var player: [String: Int] = [:]
    var rewardsByPlayer: [String: [Int]] = [:]
    /// Per player, the positions of their completions that count for each day, in order.
    var completionsByDay: [String: [LocalDate: [Int]]] = [:]
    /// Per player, the positions of their completions of each challenge, in order.
    var completionsByChallenge: [String: [String: [Int]]] = [:]

    /// Positions in the timeline by player; entries of no player (the final badge) under "".
    var timelineByPlayer: [String: [Int]] = [:]

    init(players: [PlayerState], rewards: [RewardStatus], timeline: [TimelineEntry]) {
        for (position, entry) in timeline.enumerated() { timelineByPlayer[entry.player ?? "", default: []].append(position) }
        player.reserveCapacity(players.count)
        for (position, state) in players.enumerated() where player[state.id] == nil { player[state.id] = position }
        for (position, status) in rewards.enumerated() { rewardsByPlayer[status.player, default: []].append(position) }
        for (position, state) in players.enumerated() where self.player[state.id] == position {
            var byDay: [LocalDate: [Int]] = [:]
            var byChallenge: [String: [Int]] = [:]
            for (index, completion) in state.completions.enumerated() {
                byDay[completion.day, default: []].append(index)
                byChallenge[completion.challenge, default: []].append(index)
            }
            completionsByDay[state.id] = byDay
            completionsByChallenge[state.id] = byChallenge
        }
    }
}
