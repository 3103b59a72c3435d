import Foundation

/// A node of the living timeline, in the order things happened.
public struct TimelineEntry: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case completion(challenge: String, option: ChallengeOption?, proof: ProofKind)
        case unlock(reward: String)
        case award(reason: String?, by: String?)
        case spend(reason: String?, by: String?)
        case reveal(challenge: String)
        case goalMilestone(goal: String, percent: Int)
        case streakMilestone(days: Int)
        case finalBadge
    }

    public var at: Date
    public var day: LocalDate
    public var player: String?
    public var kind: Kind
    /// Points gained (positive) or paid (negative); 0 for milestones.
    public var points: Int
    /// The log line behind it; 0 for derived milestones.
    public var line: Int
    /// The id of the event behind it (what a feed reader knows it by); nil for derived milestones.
    public var event: EventID?

    init(at: Date, day: LocalDate, player: String?, kind: Kind, points: Int, line: Int, event: EventID? = nil) {
        self.at = at
        self.day = day
        self.player = player
        self.kind = kind
        self.points = points
        self.line = line
        self.event = event
    }
}
