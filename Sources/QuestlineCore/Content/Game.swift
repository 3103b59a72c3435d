/// A whole game as written in its content folder: settings, people, challenges, rewards and goals.
public struct Game: Sendable {
    public var settings: GameSettings { didSet { index = Index(self) } }
    public var people: [Person] { didSet { index = Index(self) } }
    public var challenges: [Challenge] { didSet { index = Index(self) } }
    public var rewards: [Reward] { didSet { index = Index(self) } }
    public var goals: [Goal]

    public init(settings: GameSettings, people: [Person] = [], challenges: [Challenge] = [],
                rewards: [Reward] = [], goals: [Goal] = []) {
        self.settings = settings
        self.people = people
        self.challenges = challenges
        self.rewards = rewards
        self.goals = goals
        self.index = Index(people: people, challenges: challenges, rewards: rewards, settings: settings)
    }

    /// Positions by id, and the challenges a day can schedule; rebuilt whenever what they index changes.
    private struct Index: Sendable {
        var person: [String: Int]
        var challenge: [String: Int]
        var reward: [String: Int]
        var recurring: [Int]
        var dailyPickPool: [Challenge]
        /// Whether each challenge, by its place, is a once-challenge open to every player; how
        /// many such challenges there are; and those once-challenges only some players may do.
        var isOnceForAll: [Bool]
        var onceForAllCount: Int
        var onceForSome: [Int]
        /// Secret once-challenges open to every player.
        var secretOnceForAll: [Int]
        /// Rewards that unlock once: those for every player, and those for named players.
        var onceRewardsForAll: [String]
        var onceRewardsByPlayer: [String: [String]]

        init(_ game: Game) { self.init(people: game.people, challenges: game.challenges, rewards: game.rewards, settings: game.settings) }

        init(people: [Person], challenges: [Challenge], rewards: [Reward], settings: GameSettings) {
            person = Dictionary(people.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
            challenge = Dictionary(challenges.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
            reward = Dictionary(rewards.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
            recurring = challenges.indices.filter { challenges[$0].schedule.recurrence != nil }
            dailyPickPool = DailyPick.pool(of: challenges, settings: settings)
            let once = challenges.indices.filter { challenges[$0].schedule == .once }
            let onceForAll = once.filter { challenges[$0].players.isEmpty }
            isOnceForAll = Array(repeating: false, count: challenges.count)
            for number in onceForAll { isOnceForAll[number] = true }
            onceForAllCount = Set(onceForAll.map { challenges[$0].id }).count
            onceForSome = once.filter { !challenges[$0].players.isEmpty }
            secretOnceForAll = once.filter { challenges[$0].players.isEmpty && challenges[$0].secret != nil }
            let onceRewards = rewards.filter { !$0.repeatable }
            onceRewardsForAll = onceRewards.filter { $0.players.isEmpty }.map(\.id)
            onceRewardsByPlayer = [:]
            for reward in onceRewards { for player in Set(reward.players) { onceRewardsByPlayer[player, default: []].append(reward.id) } }
        }
    }

    private var index: Index

    public func person(_ id: String) -> Person? { index.person[id].map { people[$0] } }
    public func challenge(_ id: String) -> Challenge? { index.challenge[id].map { challenges[$0] } }
    public func reward(_ id: String) -> Reward? { index.reward[id].map { rewards[$0] } }
    /// The challenge's place in `challenges`.
    func challengeNumber(_ id: String) -> Int? { index.challenge[id] }

    /// The challenges with a recurring schedule, in order: the only ones a day can schedule.
    public var recurringChallenges: some Collection<Challenge> { index.recurring.lazy.map { challenges[$0] } }

    /// The daily pick's pool, by id (see `DailyPick.pool(of:)`).
    public var dailyPickPool: [Challenge] { index.dailyPickPool }

    /// Whether the challenge at `number` in `challenges` is a once-challenge every player may do
    /// (see `onceCounts(for:)`); false past the end.
    func isOnceForAll(number: Int32) -> Bool { Int(number) < index.isOnceForAll.count && index.isOnceForAll[Int(number)] }
    var onceForAllCount: Int { index.onceForAllCount }
    var onceForSome: some Collection<Challenge> { index.onceForSome.lazy.map { challenges[$0] } }
    var secretOnceForAll: some Collection<Challenge> { index.secretOnceForAll.lazy.map { challenges[$0] } }

    /// The ids of the rewards a player can unlock once (not the shop's repeatable items).
    public func onceRewards(for player: String) -> [String] {
        guard let own = index.onceRewardsByPlayer[player] else { return index.onceRewardsForAll }
        return index.onceRewardsForAll + own
    }

    /// People who earn and spend, in the order they are written.
    public var players: [Person] { people.filter { $0.role.plays } }

    /// The price of a reward: its own, or the price table's for its kind.
    public func price(of reward: Reward) -> Int? { reward.explicitPrice ?? settings.prices[reward.kind] }

    /// The days recurring quests can fall on: the recurrence's own bounds within the game's.
    public func activeRange(of recurrence: Recurrence) -> (first: LocalDate, last: LocalDate?) {
        let first = recurrence.from ?? settings.starts
        var last = recurrence.until
        if let span = recurrence.spanDays { last = first.adding(days: span - 1) }
        if let ends = settings.ends { last = last.map { min($0, ends) } ?? ends }
        return (first, last)
    }

    /// Whether a recurring quest is scheduled on a day.
    public func isScheduled(_ recurrence: Recurrence, on date: LocalDate) -> Bool {
        let range = activeRange(of: recurrence)
        guard date >= range.first, range.last.map({ date <= $0 }) ?? true else { return false }
        return recurrence.weekdays.contains(date.weekday)
    }
}
