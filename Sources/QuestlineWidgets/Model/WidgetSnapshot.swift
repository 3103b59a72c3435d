/// A compact, versioned picture of the game at one instant, for a widget to show at a glance.
///
/// Encoded with sorted keys and no whitespace; optional parts are left out rather than
/// written as null. What a size holds: small has the figures (`player` or `players`),
/// medium adds `quests`, `challenges` and `goals`, large adds `timeline`, `activity` and `badge`.
public struct WidgetSnapshot: Codable, Sendable, Equatable {
    /// The snapshot format; a consumer should refuse a version it does not know.
    public static let formatVersion = 1

    public var version: Int
    public var kind: SnapshotKind
    public var size: WidgetSize
    /// The instant of the last change the snapshot shows (an event, a quest opening, a dare's
    /// reveal or midnight; for a player's snapshot, one of that player's own), ISO 8601 with the
    /// game's UTC offset: the same for every build until the state changes again.
    public var asOf: String
    public var game: GameInfo
    public var currency: CurrencyInfo
    /// One short line (at most 255 characters) for a Home Assistant sensor's state.
    public var state: String
    /// The subject of a player snapshot.
    public var player: PlayerInfo?
    /// Every player, for the game snapshot: the family view.
    public var players: [PlayerInfo]?
    public var quests: [QuestInfo]?
    public var challenges: ChallengeCounts?
    public var goals: [GoalInfo]?
    /// The latest events, newest first.
    public var timeline: [TimelineItem]?
    public var activity: ActivityStrip?
    public var badge: BadgeInfo?
    public var refresh: RefreshHints
    /// How many entries of each list were left out to stay within the size's byte budget.
    public var omitted: [String: Int]?

    public init(version: Int = WidgetSnapshot.formatVersion, kind: SnapshotKind, size: WidgetSize, asOf: String,
                game: GameInfo, currency: CurrencyInfo, state: String, player: PlayerInfo? = nil,
                players: [PlayerInfo]? = nil, quests: [QuestInfo]? = nil, challenges: ChallengeCounts? = nil,
                goals: [GoalInfo]? = nil, timeline: [TimelineItem]? = nil, activity: ActivityStrip? = nil,
                badge: BadgeInfo? = nil, refresh: RefreshHints, omitted: [String: Int]? = nil) {
        self.version = version
        self.kind = kind
        self.size = size
        self.asOf = asOf
        self.game = game
        self.currency = currency
        self.state = state
        self.player = player
        self.players = players
        self.quests = quests
        self.challenges = challenges
        self.goals = goals
        self.timeline = timeline
        self.activity = activity
        self.badge = badge
        self.refresh = refresh
        self.omitted = omitted
    }
}
