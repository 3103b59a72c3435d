/// Something a player unlocks with points: a message and media from a giver, or an item in a shop.
public struct Reward: Sendable, Hashable, Identifiable {
    public var id: String
    public var title: String
    /// The person who gives it.
    public var from: String?
    public var kind: RewardKind
    /// Media files, relative to the content folder. Secret until unlocked.
    public var media: [String]
    /// Markdown message. Secret until unlocked.
    public var message: String?
    /// Where `message` was read from, when it came from a file (for diagnostics).
    public var messageFile: String?
    /// The price set on the reward itself; nil takes the price table's.
    public var explicitPrice: Int?
    /// The players who can unlock it; empty means every player.
    public var players: [String]
    /// A shop item can be redeemed again and again; others unlock once.
    public var repeatable: Bool

    public init(id: String, title: String, from: String? = nil, kind: RewardKind, media: [String] = [],
                message: String? = nil, messageFile: String? = nil, explicitPrice: Int? = nil,
                players: [String] = [], repeatable: Bool = false) {
        self.id = id
        self.title = title
        self.from = from
        self.kind = kind
        self.media = media
        self.message = message
        self.messageFile = messageFile
        self.explicitPrice = explicitPrice
        self.players = players
        self.repeatable = repeatable
    }

    public func isFor(_ player: String) -> Bool { players.isEmpty || players.contains(player) }
}

public enum RewardKind: String, Sendable, Hashable, CaseIterable, Comparable {
    case text, image, gallery, audio, video

    public static func < (lhs: RewardKind, rhs: RewardKind) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
