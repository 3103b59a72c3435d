import Foundation

/// Where a reward stands for one player: the three states a card is drawn in.
public struct RewardStatus: Sendable, Hashable {
    public enum State: String, Sendable, Hashable, Comparable {
        case locked, affordable, unlocked

        public static func < (lhs: State, rhs: State) -> Bool {
            [State.locked, .affordable, .unlocked].firstIndex(of: lhs)! < [State.locked, .affordable, .unlocked].firstIndex(of: rhs)!
        }
    }

    public var reward: String
    public var player: String
    public var state: State
    public var price: Int
    /// Points still needed; 0 once affordable or unlocked.
    public var pointsToGo: Int
    public var unlockedAt: Date?
    /// How many times a repeatable shop item was redeemed.
    public var redemptions: Int
}

/// A goal's progress and the milestones reached so far.
public struct GoalStatus: Sendable, Hashable {
    public var goal: String
    public var player: String
    public var value: Int
    public var target: Int
    /// 0 to 100.
    public var percent: Int
    public var reached: [GoalMilestone]
    public var isComplete: Bool { percent >= 100 }
}

public struct GoalMilestone: Sendable, Hashable {
    public var percent: Int
    public var at: Date
}

/// A secret dare's standing: when (if ever) it was revealed.
public struct DareStatus: Sendable, Hashable {
    public var challenge: String
    public var revealedAt: Date?
    /// Whether it is revealed at the instant.
    public var isRevealed: Bool { revealedAt != nil }
}

/// The final badge that waits at the end of the timeline.
public struct FinalBadge: Sendable, Hashable {
    /// Rewards that count towards it (every non-repeatable reward, for every player).
    public var total: Int
    public var unlocked: Int
    public var earnedAt: Date?
    public var isEarned: Bool { earnedAt != nil }
    /// 0.0 to 1.0: how strongly it glows.
    public var progress: Double { total == 0 ? 0 : Double(unlocked) / Double(total) }
}
