import Foundation

extension GameState {
    /// The state as one person's profile and widget snapshots see it. For a player: that player
    /// alone, their reward statuses and goals, the timeline entries that are theirs or no one's,
    /// every dare, the final badge, and `changedAt(for:)` them as its `changedAt`. Someone who
    /// does not play sees only the day, the dares and their own last change.
    ///
    /// What is built from a view can read nothing of anyone else's standing, so another player's
    /// event leaves the view, and everything built from it, the same: a build that finds the
    /// view's `fingerprint()` unchanged keeps that person's files without making them again.
    public func view(of player: String) -> GameState {
        let own = self.player(player).map { [$0] } ?? []
        let rewards = rewards(for: player)
        // The player's timeline entries and no one's, merged in the timeline's order. Someone who
        // does not play has no standing of their own, and sees none of the whole game's either.
        let mine = index.timelineByPlayer[player] ?? [], shared = own.isEmpty ? [] : index.timelineByPlayer[""] ?? []
        var positions: [Int32] = [], ownAt: [Int32] = [], sharedAt: [Int32] = []
        positions.reserveCapacity(mine.count + shared.count)
        var (m, s) = (0, 0)
        while m < mine.count || s < shared.count {
            if s == shared.count || (m < mine.count && mine[m] < shared[s]) {
                ownAt.append(Int32(positions.count))
                positions.append(mine[m])
                m += 1
            } else {
                sharedAt.append(Int32(positions.count))
                positions.append(shared[s])
                s += 1
            }
        }
        let viewIndex = StateIndex(viewOf: player, in: index, isPlayer: !own.isEmpty, rewardCount: rewards.count,
                                   ownTimeline: ownAt, sharedTimeline: sharedAt)
        let timeline = timeline.view(positions, player: index.player[player], players: own)
        let badge = own.isEmpty ? FinalBadge(total: 0, unlocked: 0, earnedAt: nil) : finalBadge
        var view = GameState(game: game, asOf: asOf, today: today, players: own, timeline: timeline, rewards: rewards,
                             goals: goals.filter { $0.player == player }, dares: dares, finalBadge: badge,
                             violations: [], pendingEvents: 0, index: viewIndex, schedule: schedule)
        view.changedAt = changedAt(for: player)
        // Only the player's own changes by time bound the view (the whole game's bound it too early).
        view.nextChangeAt = view.timeChanges(for: own.map(\.id)).first?.at ?? nextChangeAt
        return view
    }

    /// `view(of:).fingerprint()` for every person in the game, worked out on every core. Each
    /// view is dropped once its number is taken, so a game of a million events never holds
    /// them all.
    public func viewFingerprints() -> [String: UInt64] {
        let people = game.people.map(\.id)
        let prints = Parallel.map(people.count) { view(of: people[$0]).fingerprint() }
        return Dictionary(zip(people, prints)) { first, _ in first }
    }

    /// Everything the state holds but the game and the instant itself, as one number that is
    /// the same in every process: two states of the same game (content, templates and options
    /// unchanged) with the same fingerprint render the same, whatever their instants.
    ///
    /// The instant shows only through what it decides: `today`, `changedAt`, the dares revealed
    /// by then, and which of the players' changes by time alone (`timeChanges(for:)`) are still
    /// to come, which is what a quest opening later today reads. Those are all in the number.
    /// A state's values are taken in the fold cache's binary form, which has a test that fails
    /// when one of them gains a field; `GameState`'s own fields have one too.
    public func fingerprint() -> UInt64 {
        // Room for what a completion takes, so the bytes are not copied again as they grow.
        var writer = BinaryWriter(capacity: 1024 + 64 * players.reduce(0) { $0 + $1.completions.count })
        writer.day(today)
        writer.date(changedAt)
        writer.date(nextChangeAt)
        writer.array(changedAtByPerson.sorted { $0.key < $1.key }) { writer, entry in
            writer.string(entry.key)
            writer.date(entry.value)
        }
        writer.array(players) { $0.player($1, activity: { $0.activityHash($1) }) }
        timeline.write(to: &writer)
        writer.array(rewards) { $0.rewardStatus($1) }
        writer.array(goals) { $0.goalStatus($1) }
        writer.array(dares) { writer, dare in
            writer.string(dare.challenge)
            writer.optional(dare.revealedAt) { $0.date($1) }
        }
        writer.int(finalBadge.total)
        writer.int(finalBadge.unlocked)
        writer.optional(finalBadge.earnedAt) { $0.date($1) }
        writer.array(violations) { $0.diagnostic($1) }
        writer.int(pendingEvents)
        writer.array(timeChanges(for: players.map(\.id))) { $0.timeChange($1) }
        var hash = StableHash()
        writer.bytes.withUnsafeBytes { hash.combine($0) }
        return hash.value
    }
}

extension BinaryWriter {
    mutating func rewardStatus(_ status: RewardStatus) {
        string(status.reward)
        string(status.player)
        string(status.state.rawValue)
        int(status.price)
        int(status.pointsToGo)
        optional(status.unlockedAt) { $0.date($1) }
        int(status.redemptions)
    }

    mutating func goalStatus(_ status: GoalStatus) {
        string(status.goal)
        string(status.player)
        int(status.value)
        int(status.target)
        int(status.percent)
        array(status.reached) { writer, milestone in
            writer.int(milestone.percent)
            writer.date(milestone.at)
        }
    }

    mutating func timeChange(_ change: TimeChange) {
        date(change.at)
        switch change.kind {
        case .questOpens(let challenge, let player):
            int(0)
            string(challenge)
            string(player)
        case .dareRevealed(let challenge):
            int(1)
            string(challenge)
        case .gameStarts: int(2)
        case .dayRollsOver: int(3)
        case .gameEnds: int(4)
        }
    }
}
