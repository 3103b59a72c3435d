/// Someone in the game: a player who earns, or someone who sets challenges, gives rewards
/// and awards points.
public struct Person: Sendable, Hashable, Identifiable {
    public enum Role: String, Sendable, Hashable, CaseIterable {
        case player, child, friend, parent, organiser

        /// A role by its name; `organizer`, as American English spells it, is the organiser.
        public init?(rawValue: String) {
            switch rawValue {
            case "player": self = .player
            case "child": self = .child
            case "friend": self = .friend
            case "parent": self = .parent
            case "organiser", "organizer": self = .organiser
            default: return nil
            }
        }

        /// The role with its article, for messages: "a friend", "an organiser".
        public var withArticle: String { self == .organiser ? "an organiser" : "a \(rawValue)" }

        /// Players and children earn points and spend them; the others give.
        public var plays: Bool { self == .player || self == .child }
    }

    public var id: String
    public var name: String
    public var role: Role
    /// An emoji or short text, or a path to an image under the content folder.
    public var avatar: String?
    public var tagline: String?
    public var funFacts: [String]
    /// Accent colour for this person's pages, `#RRGGBB`.
    public var color: String?

    public init(id: String, name: String, role: Role, avatar: String? = nil, tagline: String? = nil,
                funFacts: [String] = [], color: String? = nil) {
        self.id = id
        self.name = name
        self.role = role
        self.avatar = avatar
        self.tagline = tagline
        self.funFacts = funFacts
        self.color = color
    }

    /// True when `avatar` names an image file rather than an emoji or text.
    public var avatarIsImage: Bool { avatar.map(MediaPath.looksLikeFile) ?? false }
}
