/// When the snapshot goes stale by time alone, and what it will say until the day ends,
/// so a WidgetKit timeline can be built without fetching again.
public struct RefreshHints: Codable, Sendable, Equatable {
    /// The next instant at which the state changes by time alone; nil when it never will (the game has ended).
    public var next: String?
    public var reason: ChangeReason?
    /// The changes from now until the end of the local day (the rollover included), earliest first.
    /// Medium and large only: a small snapshot has room for `next` alone.
    public var upcoming: [UpcomingState]?

    public init(next: String?, reason: ChangeReason?, upcoming: [UpcomingState]?) {
        self.next = next
        self.reason = reason
        self.upcoming = upcoming
    }
}

/// Why the state changes at an instant.
public enum ChangeReason: String, Codable, Sendable, Comparable {
    case gameStarts = "game-starts"
    case questOpens = "quest-opens"
    case dareRevealed = "dare-revealed"
    /// Midnight in the game's time zone: a new day's quests, streaks settle.
    case dayRollsOver = "day-rolls-over"
    /// Midnight after the game's last day.
    case gameEnds = "game-ends"

    public static func < (lhs: ChangeReason, rhs: ChangeReason) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// What the snapshot says from an instant on.
public struct UpcomingState: Codable, Sendable, Equatable {
    public var at: String
    public var reason: ChangeReason
    /// What changes: "Morning run opens".
    public var summary: String
    /// The snapshot's `state` text from that instant on.
    public var state: String

    public init(at: String, reason: ChangeReason, summary: String, state: String) {
        self.at = at
        self.reason = reason
        self.summary = summary
        self.state = state
    }
}
