import Foundation

/// The state of a game at one instant: a pure function of the content, the log and the instant.
public struct GameState: Sendable {
    public let game: Game
    public let asOf: Date
    /// The local day of `asOf` in the game's time zone.
    public let today: LocalDate
    /// The latest instant at or before `asOf` at which the state last changed: the latest event,
    /// today's midnight, a quest's opening time today, or a dare's reveal. Pages and widget
    /// snapshots show this instant, not `asOf`, so they are the same all through the span.
    public internal(set) var changedAt: Date
    /// The earliest instant after `asOf` at which the state changes with the same content and
    /// log: the earliest event dated later, a quest's opening time today, a dare's reveal time,
    /// or the next midnight. As of any instant in `changedAt..<nextChangeAt` the state, and
    /// everything rendered from it, is the same.
    public internal(set) var nextChangeAt: Date
    /// `changedAt` for each person's own pages and snapshots (`changedAt(for:)`).
    var changedAtByPerson: [String: Date] = [:]
    /// One per player, in the order people.yaml lists them.
    public var players: [PlayerState] { didSet { reindex() } }
    public var timeline: Timeline { didSet { reindex() } }
    /// Per reward and player, in rewards.yaml order.
    public var rewards: [RewardStatus] { didSet { reindex() } }
    public var goals: [GoalStatus]
    public var dares: [DareStatus]
    public var finalBadge: FinalBadge
    /// Events that break the rules; they are not counted.
    public var violations: [Diagnostic]
    /// Events dated after the instant; they count later.
    public var pendingEvents: Int
    /// Quests paused as of the instant, by player and challenge (see `Pause`).
    public var pauses: [Pause] = []
    /// Events cancelled by a void as of the instant, in time order: the history shows them struck through.
    public var voided: [VoidedEvent] = []
    /// Where each player and reward status is, so pages and widgets look them up in constant time.
    private(set) var index: StateIndex
    /// Today's timed quests and midnight, worked out once and shared with every view.
    let schedule: DaySchedule

    init(game: Game, asOf: Date, today: LocalDate, players: [PlayerState], timeline: Timeline, rewards: [RewardStatus],
         goals: [GoalStatus], dares: [DareStatus], finalBadge: FinalBadge, violations: [Diagnostic], pendingEvents: Int,
         index: StateIndex? = nil, schedule: DaySchedule? = nil) {
        let schedule = schedule ?? DaySchedule(game: game, today: today)
        self.game = game
        self.asOf = asOf
        self.today = today
        self.changedAt = asOf
        self.nextChangeAt = schedule.endOfToday
        self.schedule = schedule
        self.players = players
        self.timeline = timeline
        self.rewards = rewards
        self.goals = goals
        self.dares = dares
        self.finalBadge = finalBadge
        self.violations = violations
        self.pendingEvents = pendingEvents
        self.index = index ?? StateIndex(game: game, players: players, rewards: rewards, timeline: timeline)
    }

    private mutating func reindex() { index = StateIndex(game: game, players: players, rewards: rewards, timeline: timeline) }

    /// Positions in `timeline` of a player's entries (nil: entries of no player), in order.
    public func timelinePositions(of player: String?) -> [Int] { (index.timelineByPlayer[player ?? ""] ?? []).map { Int($0) } }

    public func player(_ id: String) -> PlayerState? { index.player[id].map { players[$0] } }

    /// The player's first completion of a challenge that counts for a day.
    public func completion(of challenge: String, by player: String, on day: LocalDate) -> Completion? {
        guard let position = index.player[player] else { return nil }
        let completions = players[position].completions
        return index.completions(of: player, on: day, in: completions).lazy.map { completions[$0] }.first { $0.challenge == challenge }
    }

    /// The latest of a player's entries for a challenge on a day: a measured habit's day may
    /// have several, and the last is the one that met its target when the day is done.
    func lastCompletion(of challenge: String, by player: String, on day: LocalDate) -> Completion? {
        guard let position = index.player[player] else { return nil }
        let completions = players[position].completions
        return index.completions(of: player, on: day, in: completions).lazy.map { completions[$0] }.last { $0.challenge == challenge }
    }

    /// The player's completions of a challenge, oldest first, without scanning all of them.
    public func completions(of challenge: String, by player: String) -> [Completion] {
        guard let position = index.player[player], let groups = index.completionsByChallenge[player],
              let number = index.challengeNumber(challenge, in: game) else { return [] }
        return groups.positions(of: number).map { players[position].completions[Int($0)] }
    }

    /// The challenges the player has completed at least once, in no particular order.
    public func completedChallenges(by player: String) -> some Collection<String> {
        (index.completionsByChallenge[player]?.numbers ?? []).lazy.map { [index, game] in index.challengeID($0, in: game) }
    }

    /// How many players have completed each challenge at least once, by id; a challenge no one
    /// completed is not in it. Counted by the challenges' numbers, not their ids: a big game's
    /// board asks this of a hundred thousand completions.
    public func playersDone() -> [String: Int] {
        var counts = [Int](repeating: 0, count: game.challenges.count + index.otherChallenges.count)
        for player in players {
            for number in index.completionsByChallenge[player.id]?.numbers ?? [] { counts[Int(number)] += 1 }
        }
        var byID: [String: Int] = [:]
        for (number, count) in counts.enumerated() where count > 0 {
            byID[index.challengeID(Int32(number), in: game), default: 0] += count
        }
        return byID
    }

    /// Whether the player has completed the challenge at least once.
    public func hasCompleted(_ challenge: String, by player: String) -> Bool {
        guard let groups = index.completionsByChallenge[player], let number = index.challengeNumber(challenge, in: game) else { return false }
        return groups.contains(number)
    }

    /// The player's reward statuses, in rewards.yaml order.
    public func rewards(for player: String) -> [RewardStatus] {
        (index.rewardsByPlayer[player] ?? []).map { rewards[$0] }
    }

    public func dare(_ challenge: String) -> DareStatus? { dares.first { $0.challenge == challenge } }

    /// True when the challenge is not a secret dare, or its dare has been revealed.
    public func isRevealed(_ challenge: Challenge) -> Bool {
        challenge.secret == nil || dare(challenge.id)?.isRevealed == true
    }

    public func rewardStatus(_ reward: String, player: String) -> RewardStatus? {
        index.rewardsByPlayer[player]?.lazy.map { rewards[$0] }.first { $0.reward == reward }
    }

    /// True once the game's last day (`ends` in game.yaml) is behind `today`: nothing is within
    /// reach any more, on a page or in a widget.
    public var hasEnded: Bool {
        game.settings.ends.map { today > $0 } ?? false
    }

    /// The cheapest reward the player has not unlocked yet, and has not got enough for: the next one within reach.
    public func nextReward(for player: String) -> RewardStatus? {
        let open = rewards(for: player).filter { $0.state != .unlocked }
        return open.filter { $0.state == .locked }.min { ($0.pointsToGo, $0.reward) < ($1.pointsToGo, $1.reward) }
            ?? open.min { ($0.price, $0.reward) < ($1.price, $1.reward) }
    }
}
