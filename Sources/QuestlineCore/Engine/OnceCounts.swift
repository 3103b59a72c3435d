/// How a player's once-challenges stand: the counts of `GameState.onceStatus(of:for:)` over
/// every once-challenge the player may do.
public struct OnceCounts: Sendable, Equatable {
    public var done = 0
    public var available = 0
    public var upcoming = 0
    public var missed = 0

    public init(done: Int = 0, available: Int = 0, upcoming: Int = 0, missed: Int = 0) {
        self.done = done
        self.available = available
        self.upcoming = upcoming
        self.missed = missed
    }

    public var total: Int { done + available + upcoming + missed }
}

extension GameState {
    /// The player's once-challenges by state, without asking each challenge: a game of a thousand
    /// challenges and a thousand players counts from each player's completions instead.
    public func onceCounts(for playerID: String) -> OnceCounts {
        var counts = OnceCounts()
        // Challenges open to all: done ones come from the player's completions, and only secret
        // ones can be hidden (upcoming) while not done.
        // By the challenges' numbers: a thousand players' widgets ask this of every completion.
        let completedForAll = (index.completionsByChallenge[playerID]?.numbers ?? []).count { game.isOnceForAll(number: $0) }
        let hidden = game.secretOnceForAll.filter { !isRevealed($0) && !hasCompleted($0.id, by: playerID) }.count
        add(done: completedForAll, hidden: hidden, open: game.onceForAllCount - completedForAll - hidden, to: &counts)
        for challenge in game.onceForSome where challenge.isFor(playerID) {
            let done = hasCompleted(challenge.id, by: playerID)
            let hidden = !done && !isRevealed(challenge)
            add(done: done ? 1 : 0, hidden: hidden ? 1 : 0, open: done || hidden ? 0 : 1, to: &counts)
        }
        return counts
    }

    /// Counts `open` challenges as `onceStatus` would: upcoming before the game starts, missed
    /// after it ends, available in between.
    private func add(done: Int, hidden: Int, open: Int, to counts: inout OnceCounts) {
        counts.done += done
        counts.upcoming += hidden
        if today < game.settings.starts { counts.upcoming += open }
        else if let ends = game.settings.ends, today > ends { counts.missed += open }
        else { counts.available += open }
    }
}
