/// One player's standing: the player snapshot's subject, or a row of the family view.
public struct PlayerInfo: Codable, Sendable, Equatable {
    public var id: String
    public var name: String
    /// An emoji or short text (medium and large); image avatars are left out (a widget cannot fetch them cheaply).
    public var avatar: String?
    public var balance: Int
    /// The balance's money worth, formatted for the game's locale ("250,00 kr").
    public var worth: String?
    /// Nil when the player has no recurring quests, so a streak means nothing.
    public var streak: StreakInfo?
    /// The next reward within reach; nil when every reward is unlocked.
    public var next: RewardInfo?
    /// The player's page on the site; in the small game snapshot only the game's link is kept
    /// (a small widget has one tap target).
    public var url: String?

    public init(id: String, name: String, avatar: String?, balance: Int, worth: String?, streak: StreakInfo?,
                next: RewardInfo?, url: String?) {
        self.id = id
        self.name = name
        self.avatar = avatar
        self.balance = balance
        self.worth = worth
        self.streak = streak
        self.next = next
        self.url = url
    }
}

/// Consecutive scheduled days with every quest done.
public struct StreakInfo: Codable, Sendable, Equatable {
    public var current: Int
    /// Left out in small snapshots.
    public var best: Int?

    public init(current: Int, best: Int?) {
        self.current = current
        self.best = best
    }
}
