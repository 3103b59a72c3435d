/// Positions in a GameState's arrays by id: the first player with an id, each player's reward
/// statuses, each player's completions by day and by challenge, and the timeline by player.
/// Rebuilt whenever those arrays change. Positions are kept as `Int32` and arrays at their exact
/// size: a game of a million completions indexes them in a few megabytes.
struct StateIndex: Sendable, Equatable {
    var player: [String: Int] = [:]
    var rewardsByPlayer: [String: [Int]] = [:]
    /// For a player whose completions are not in the order of the days they count for (a late
    /// completion logged with `on`), their positions sorted by day, ties in order; a day's
    /// completions are found by binary search, over the completions themselves for every
    /// other player.
    var completionsByDay: [String: [Int32]] = [:]
    /// Per player, the positions of their completions of each challenge, in order.
    var completionsByChallenge: [String: [String: [Int32]]] = [:]
    /// Positions in the timeline by player; entries of no player (the final badge) under "".
    var timelineByPlayer: [String: [Int32]] = [:]

    init(players: [PlayerState], rewards: [RewardStatus], timeline: Timeline) {
        timelineByPlayer = Self.grouped(timeline.indices) { timeline.player(at: $0) ?? "" }
        player.reserveCapacity(players.count)
        for (position, state) in players.enumerated() where player[state.id] == nil { player[state.id] = position }
        for (position, status) in rewards.enumerated() { rewardsByPlayer[status.player, default: []].append(position) }
        for (position, state) in players.enumerated() where self.player[state.id] == position {
            let completions = state.completions
            if !zip(completions, completions.dropFirst()).allSatisfy({ $0.day <= $1.day }) {
                completionsByDay[state.id] = (0..<Int32(completions.count)).sorted {
                    (completions[Int($0)].day, $0) < (completions[Int($1)].day, $1)
                }
            }
            completionsByChallenge[state.id] = Self.grouped(completions.indices) { completions[$0].challenge }
        }
    }

    /// The positions by key, each list in order and at its exact size.
    private static func grouped(_ positions: Range<Int>, by key: (Int) -> String) -> [String: [Int32]] {
        var counts: [String: Int] = [:]
        for position in positions { counts[key(position), default: 0] += 1 }
        var groups = counts.mapValues { count -> [Int32] in
            var list: [Int32] = []
            list.reserveCapacity(count)
            return list
        }
        for position in positions { groups[key(position)]!.append(Int32(position)) }
        return groups
    }

    /// The index of one player's view of the state (`GameState.view(of:)`), taken from the whole
    /// state's rather than built again: the player's completions are the same, so are their
    /// positions; their reward statuses are all the view's; `ownTimeline` and `sharedTimeline`
    /// are where the view's timeline has the player's entries and no one's.
    init(viewOf player: String, in whole: StateIndex, isPlayer: Bool, rewardCount: Int, ownTimeline: [Int32], sharedTimeline: [Int32]) {
        if isPlayer {
            self.player = [player: 0]
            completionsByDay = whole.completionsByDay[player].map { [player: $0] } ?? [:]
            completionsByChallenge = whole.completionsByChallenge[player].map { [player: $0] } ?? [:]
        }
        if rewardCount > 0 { rewardsByPlayer = [player: Array(0..<rewardCount)] }
        if !ownTimeline.isEmpty { timelineByPlayer[player] = ownTimeline }
        if !sharedTimeline.isEmpty { timelineByPlayer[""] = sharedTimeline }
    }

    /// Positions of the player's completions that count for `day`, in order.
    func completions(of player: String, on day: LocalDate, in completions: [Completion]) -> [Int] {
        let byDay = completionsByDay[player]
        let count = byDay?.count ?? completions.count
        func position(_ rank: Int) -> Int { byDay.map { Int($0[rank]) } ?? rank }
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if completions[position(middle)].day < day { low = middle + 1 } else { high = middle }
        }
        var found: [Int] = []
        while low < count, completions[position(low)].day == day {
            found.append(position(low))
            low += 1
        }
        return found
    }
}
