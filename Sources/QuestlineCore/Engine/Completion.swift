import Foundation

/// A counted completion of a challenge.
public struct Completion: Sendable, Hashable {
    public var challenge: String
    public var player: String
    public var at: Date
    /// The day it counts for: the scheduled day, or the local day of `at`.
    public var day: LocalDate
    // Points (at most 100,000) and the log line in 32 bits each: a long game keeps millions of
    // completions, and these two fill the room the day leaves before the optional texts.
    private var storedPoints: Int32
    private var storedLine: Int32
    /// What a measured habit's entry counted (5.2 km); nil for other challenges. Kept before the
    /// one-byte option and proof, which fill the room its nil flag leaves: 112 bytes, not 120.
    public var value: Double?
    public var option: ChallengeOption?
    public var proof: ProofKind
    public var media: String?
    public var text: String?
    /// The id of the event that recorded it.
    public var event: EventID

    public var points: Int {
        get { Int(storedPoints) }
        set { storedPoints = Int32(clamping: newValue) }
    }

    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }

    init(challenge: String, player: String, at: Date, day: LocalDate, option: ChallengeOption?, proof: ProofKind,
         media: String?, text: String?, points: Int, line: Int, event: EventID, value: Double? = nil) {
        self.challenge = challenge
        self.player = player
        self.at = at
        self.day = day
        self.storedPoints = Int32(clamping: points)
        self.storedLine = Int32(clamping: line)
        self.option = option
        self.proof = proof
        self.media = media
        self.text = text
        self.value = value
        self.event = event
    }
}

/// A counted unlock (or, for a shop item, a redemption) of a reward.
public struct Unlock: Sendable, Hashable {
    public var reward: String
    public var player: String
    public var at: Date
    public var price: Int
    public var line: Int
}

/// A counted award or spend of points.
public struct Transaction: Sendable, Hashable {
    public enum Direction: String, Sendable, Hashable { case award, spend }
    public var direction: Direction
    public var player: String
    public var at: Date
    public var amount: Int
    public var reason: String?
    public var by: String?
    public var line: Int
}

/// What happened on one local day for one player, for heatmaps and history.
public struct DayActivity: Sendable, Hashable {
    public var completions: Int = 0
    public var unlocks: Int = 0
    public var pointsEarned: Int = 0

    public init(completions: Int = 0, unlocks: Int = 0, pointsEarned: Int = 0) {
        self.completions = completions
        self.unlocks = unlocks
        self.pointsEarned = pointsEarned
    }

    /// Everything done that day: completions and unlocks.
    public var count: Int { completions + unlocks }
}
