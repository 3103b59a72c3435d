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
    /// Per player, the positions of their completions of each challenge, in order; challenges
    /// by number (`challengeNumber(_:in:)`).
    var completionsByChallenge: [String: ChallengeGroups] = [:]
    /// Ids that completions name and the game's content does not, numbered after its challenges.
    /// Empty unless a state is made by hand: the fold counts no completion of an unknown id.
    var otherChallenges: [String] = []
    /// Positions in the timeline by player; entries of no player (the final badge) under "".
    var timelineByPlayer: [String: [Int32]] = [:]

    init(game: Game, players: [PlayerState], rewards: [RewardStatus], timeline: Timeline) {
        timelineByPlayer = timeline.positionsByPlayer()
        player.reserveCapacity(players.count)
        for (position, state) in players.enumerated() where player[state.id] == nil { player[state.id] = position }
        // Each player's place in `players`: the first with their id.
        let first = players.map { player[$0.id] ?? 0 }
        rewardsByPlayer = Self.positions(of: rewards, players: players, place: player, first: first)
        // Each player's completions by day and by challenge, on every core: a big game has a
        // hundred thousand to look up. A challenge the content does not name gets its number
        // after, in the order the players and their completions meet it.
        let indexed = Parallel.map(players.count) { position -> Completions? in
            first[position] == position ? Completions(players[position].completions, game: game) : nil
        }
        for (position, completions) in indexed.enumerated() {
            guard var completions else { continue }
            let id = players[position].id
            if let byDay = completions.byDay { completionsByDay[id] = byDay }
            for (rank, challenge) in completions.unknown {
                if let number = challengeNumber(challenge, in: game) {
                    completions.numbers[rank] = number
                } else {
                    otherChallenges.append(challenge)
                    completions.numbers[rank] = Int32(game.challenges.count + otherChallenges.count - 1)
                }
            }
            completionsByChallenge[id] = completions.groups ?? ChallengeGroups(challengeNumbers: completions.numbers)
        }
    }

    /// One player's completions as the index holds them, worked out from them alone.
    private struct Completions: Sendable {
        /// Their positions sorted by day, when they are not in that order already.
        var byDay: [Int32]?
        /// Each completion's challenge number; -1 for those in `unknown`, by rank.
        var numbers: [Int32]
        var unknown: [(rank: Int, challenge: String)] = []
        /// Grouped by challenge, when every challenge had its number here.
        var groups: ChallengeGroups?

        init(_ completions: [Completion], game: Game) {
            // By index, not zipped: copying a pair of completions retains every string both hold.
            if !completions.indices.dropFirst().allSatisfy({ completions[$0 - 1].day <= completions[$0].day }) {
                byDay = (0..<Int32(completions.count)).sorted {
                    (completions[Int($0)].day, $0) < (completions[Int($1)].day, $1)
                }
            }
            var unknown: [(rank: Int, challenge: String)] = []
            numbers = completions.indices.map { rank in
                if let number = game.challengeNumber(completions[rank].challenge) { return Int32(number) }
                unknown.append((rank, completions[rank].challenge))
                return -1
            }
            self.unknown = unknown
            if unknown.isEmpty { groups = ChallengeGroups(challengeNumbers: numbers) }
        }
    }

    /// The positions of each player's reward statuses, by the player's id. The statuses go
    /// through the players in their order, reward by reward, so the player after the last
    /// status's is tried before the dictionary: a big game has a thousand players for each of
    /// its rewards. `place`: the first place of each id; `first`: the same, by place.
    private static func positions(of rewards: [RewardStatus], players: [PlayerState], place: [String: Int],
                                  first: [Int]) -> [String: [Int]] {
        var byPlace = [[Int]](repeating: [], count: players.count)
        var others: [String: [Int]] = [:]
        var next = 0
        for (position, status) in rewards.enumerated() {
            let matched = next < players.count && players[next].id == status.player ? next : place[status.player]
            guard let matched else {
                others[status.player, default: []].append(position)
                continue
            }
            byPlace[first[matched]].append(position)
            next = matched + 1
        }
        var byPlayer = others
        for at in players.indices where first[at] == at && !byPlace[at].isEmpty { byPlayer[players[at].id] = byPlace[at] }
        return byPlayer
    }

    /// A challenge's number: its place in the game's content, or after those, in `otherChallenges`.
    func challengeNumber(_ id: String, in game: Game) -> Int32? {
        if let number = game.challengeNumber(id) { return Int32(number) }
        return otherChallenges.firstIndex(of: id).map { Int32(game.challenges.count + $0) }
    }

    /// The id of the challenge numbered `number` (`challengeNumber(_:in:)`).
    func challengeID(_ number: Int32, in game: Game) -> String {
        Int(number) < game.challenges.count ? game.challenges[Int(number)].id : otherChallenges[Int(number) - game.challenges.count]
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
            otherChallenges = whole.otherChallenges
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

/// Keys numbered as they are first met, so that positions are grouped by key through arrays
/// rather than a dictionary lookup a position (`Timeline.positionsByPlayer`).
struct PositionSlots<Key: Hashable> {
    private var slotOfKey: [Key: Int] = [:]
    private(set) var keys: [Key] = []

    /// The key's number, given it when it is new.
    mutating func slot(for key: Key) -> Int {
        if let slot = slotOfKey[key] { return slot }
        slotOfKey[key] = keys.count
        keys.append(key)
        return keys.count - 1
    }

    /// The positions of `slotOfPosition` by key, each list in order and at its exact size; keys
    /// with no position are left out.
    func grouped(_ slotOfPosition: some Collection<Int>) -> [Key: [Int32]] {
        var counts = [Int](repeating: 0, count: keys.count)
        for slot in slotOfPosition { counts[slot] += 1 }
        var lists = counts.map { count -> [Int32] in
            var list: [Int32] = []
            list.reserveCapacity(count)
            return list
        }
        for (position, slot) in slotOfPosition.enumerated() { lists[slot].append(Int32(position)) }
        var groups: [Key: [Int32]] = [:]
        groups.reserveCapacity(keys.count)
        for (key, list) in zip(keys, lists) where !list.isEmpty { groups[key] = list }
        return groups
    }
}
