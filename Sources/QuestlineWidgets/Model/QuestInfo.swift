/// One of today's quests: a recurring quest scheduled today, or the daily pick.
public struct QuestInfo: Codable, Sendable, Equatable {
    public enum State: String, Codable, Sendable {
        case upcoming, available, done, missed, paused
    }

    public var id: String
    public var title: String
    public var state: State
    public var points: Int
    /// When it opens, for quests with a time of day.
    public var opensAt: String?
    public var doneAt: String?
    /// True for the day's daily pick.
    public var pick: Bool?
    /// Whose quest it is; set in the game snapshot, where quests of every player are listed.
    public var player: String?
    /// The challenge on the site's board.
    public var url: String
    /// For a frequency or measured habit: its progress today.
    public var habit: HabitInfo?

    public init(id: String, title: String, state: State, points: Int, opensAt: String?, doneAt: String?,
                pick: Bool?, player: String?, url: String) {
        self.id = id
        self.title = title
        self.state = state
        self.points = points
        self.opensAt = opensAt
        self.doneAt = doneAt
        self.pick = pick
        self.player = player
        self.url = url
    }
}

/// A habit's progress today: completions in its period ("2 of 3 in 7 days"), or the day's value
/// against the target ("5.2 of 5 km"); `atMost` when the target is a ceiling.
public struct HabitInfo: Codable, Sendable, Equatable {
    public var count: Int?
    public var times: Int?
    public var per: Int?
    public var value: Double?
    public var target: Double?
    public var unit: String?
    public var atMost: Bool?

    public init(count: Int? = nil, times: Int? = nil, per: Int? = nil, value: Double? = nil, target: Double? = nil,
                unit: String? = nil, atMost: Bool? = nil) {
        self.count = count
        self.times = times
        self.per = per
        self.value = value
        self.target = target
        self.unit = unit
        self.atMost = atMost
    }
}

/// Once-challenges (the birthday kind) counted by state; secret dares count as upcoming until revealed.
public struct ChallengeCounts: Codable, Sendable, Equatable {
    public var done: Int
    public var available: Int
    public var upcoming: Int
    public var missed: Int

    public init(done: Int = 0, available: Int = 0, upcoming: Int = 0, missed: Int = 0) {
        self.done = done
        self.available = available
        self.upcoming = upcoming
        self.missed = missed
    }
}
