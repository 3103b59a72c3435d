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

    public init(token: String? = nil, action: PlayAction, challenge: String? = nil, option: ChallengeOption? = nil,
                text: String? = nil, reward: String? = nil, player: String? = nil, amount: Int? = nil, reason: String? = nil) {
        self.token = token
        self.action = action
        self.challenge = challenge
        self.option = option
        self.text = text
        self.reward = reward
        self.player = player
        self.amount = amount
        self.reason = reason
    }
}
