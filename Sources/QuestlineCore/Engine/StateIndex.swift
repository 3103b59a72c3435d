/// Positions in a GameState's arrays by id: the first player with an id, and each player's
/// reward statuses in their order. Rebuilt whenever those arrays change.
struct StateIndex: Sendable {
    var player: [String: Int] = [:]
    var rewardsByPlayer: [String: [Int]] = [:]

    init(players: [PlayerState], rewards: [RewardStatus]) {
        player.reserveCapacity(players.count)
        for (position, state) in players.enumerated() where player[state.id] == nil { player[state.id] = position }
        for (position, status) in rewards.enumerated() { rewardsByPlayer[status.player, default: []].append(position) }
    }
}
