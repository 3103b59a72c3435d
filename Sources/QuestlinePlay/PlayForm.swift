import QuestlineCore

/// What an action form posts (`application/x-www-form-urlencoded`, decoded by Hummingbird's
/// `URLEncodedFormDecoder`). Every field but the token and the action is optional; which are
/// needed depends on the action.
public struct PlayForm: Sendable, Decodable, Equatable {
    public var token: String?
    public var action: PlayAction
    public var challenge: String?
    public var option: ChallengeOption?
    public var text: String?
    public var reward: String?
    public var player: String?
    public var amount: Int?
    public var reason: String?
    /// How much, for a measured habit (5.2 km).
    public var value: Double?
    /// The id of the event a void cancels (`EventID`, as `questline log` shows it).
    public var event: String?
    /// The page the form was on, to go back to after it (a path on this server); none: the actions page.
    public var back: String?

    public init(token: String? = nil, action: PlayAction, challenge: String? = nil, option: ChallengeOption? = nil,
                text: String? = nil, reward: String? = nil, player: String? = nil, amount: Int? = nil, reason: String? = nil, value: Double? = nil,
                event: String? = nil, back: String? = nil) {
        self.token = token
        self.action = action
        self.challenge = challenge
        self.option = option
        self.text = text
        self.reward = reward
        self.player = player
        self.amount = amount
        self.reason = reason
        self.value = value
        self.event = event
        self.back = back
    }

    /// Where to send the browser after the action: `back` when it is a path on this server
    /// (never another site, `//host` or a scheme), else the actions page.
    public var returnPath: String {
        guard let back, back.hasPrefix("/"), !back.hasPrefix("//"), !back.contains("\\"), back.count <= 512,
              back.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F }) else { return PlayPage.path }
        return back
    }
}
