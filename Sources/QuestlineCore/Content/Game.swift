/// A whole game as written in its content folder: settings, people, challenges, rewards and goals.
public struct Game: Sendable {
    public var settings: GameSettings
    public var people: [Person]
    public var challenges: [Challenge]
    public var rewards: [Reward]
    public var goals: [Goal]

    public init(settings: GameSettings, people: [Person] = [], challenges: [Challenge] = [],
                rewards: [Reward] = [], goals: [Goal] = []) {
        self.settings = settings
        self.people = people
        self.challenges = challenges
        self.rewards = rewards
        self.goals = goals
        self.personIndex = Dictionary(people.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
        self.challengeIndex = Dictionary(challenges.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
        self.rewardIndex = Dictionary(rewards.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
    }

    private let personIndex: [String: Int]
    private let challengeIndex: [String: Int]
    private let rewardIndex: [String: Int]

    public func person(_ id: String) -> Person? { personIndex[id].map { people[$0] } }
    public func challenge(_ id: String) -> Challenge? { challengeIndex[id].map { challenges[$0] } }
    public func reward(_ id: String) -> Reward? { rewardIndex[id].map { rewards[$0] } }

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
