import Foundation

/// One player's standing at the instant.
public struct PlayerState: Sendable, Hashable {
    public var id: String
    public var balance: Int = 0
    /// Everything earned: completions and awards.
    public var earned: Int = 0
    /// Everything spent: unlocks and spends.
    public var spent: Int = 0
    /// In the order they were counted. For one challenge's, ask `GameState.completions(of:by:)`,
    /// which is indexed.
    public var completions: [Completion] = []
    public var unlocks: [Unlock] = []
    public var transactions: [Transaction] = []
    public var activity: [LocalDate: DayActivity] = [:]
    public var streak = Streak()
    /// Frequency and measured habits' days, by challenge id (`HabitDays`), as of the state's today.
    public var habits: [String: HabitDays] = [:]
    /// Set when every reward meant for this player is unlocked.
    public var finalBadgeAt: Date?
    /// The latest of the player's events at or before the instant, counted or refused.
    public var latestEventAt: Date?

    public init(id: String) { self.id = id }

    public func isUnlocked(_ reward: String) -> Bool { unlocks.contains { $0.reward == reward } }
}

/// Consecutive scheduled days with every quest done. Days with nothing scheduled never break it.
public struct Streak: Sendable, Hashable {
    public var current: Int = 0
    public var best: Int = 0
    /// The last day that counted in the current streak.
    public var lastKeptDay: LocalDate?
    /// Streak lengths reached (7, 14, 30, 60, 100, 365) and the day each was first reached.
    public var milestones: [StreakMilestone] = []

    public static let milestoneLengths = [7, 14, 30, 60, 100, 365]

    public init() {}
}

public struct StreakMilestone: Sendable, Hashable {
    public var days: Int
    public var reachedOn: LocalDate
}

extension PlayerState {
    /// How many challenges the completions did: all of them but a measured habit's entries that
    /// earned nothing (3 km of 5, the second coffee), which are progress, not a challenge done.
    public var challengesDone: Int {
        completions.reduce(0) { count, completion in count + (completion.value == nil || completion.points > 0 ? 1 : 0) }
    }
}
