/// The final badge that waits at the end: earned once every reward is unlocked.
public struct BadgeInfo: Codable, Sendable, Equatable {
    public enum State: String, Codable, Sendable {
        /// Nothing unlocked yet.
        case waiting
        /// Some rewards unlocked: it glows brighter with each.
        case glowing
        case earned
    }

    public var state: State
    public var unlocked: Int
    public var total: Int
    public var earnedAt: String?

    public init(state: State, unlocked: Int, total: Int, earnedAt: String?) {
        self.state = state
        self.unlocked = unlocked
        self.total = total
        self.earnedAt = earnedAt
    }
}
