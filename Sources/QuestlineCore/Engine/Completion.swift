import Foundation

/// A counted completion of a challenge.
public struct Completion: Sendable, Hashable {
    public var challenge: String
    public var player: String
    public var at: Date
    /// The day it counts for: the scheduled day, or the local day of `at`.
    public var day: LocalDate
    // Points (at most 100,000) and the log line in 32 bits each: a long game keeps millions of
    // completions, and these two, the day, the option and the proof fill 16 bytes.
    private var storedPoints: Int32
    private var storedLine: Int32
    public var option: ChallengeOption?
    public var proof: ProofKind
    /// The measured value, photo and note, which few completions have: boxed, so that a
    /// completion without them keeps 8 bytes for them, not 41 (72 bytes in all, not 112).
    private var extras: Extras?
    /// The id of the event that recorded it.
    public var event: EventID

    /// What a measured habit's entry counted (5.2 km); nil for other challenges.
    public var value: Double? { extras?.value }
    public var media: String? { extras?.media }
    public var text: String? { extras?.text }

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
        self.extras = value == nil && media == nil && text == nil ? nil : Extras(value: value, media: media, text: text)
        self.event = event
    }

    /// A completion's rare fields, never changed once made: a copy of the completion shares them.
    private final class Extras: Sendable, Hashable {
        let value: Double?
        let media: String?
        let text: String?

        init(value: Double?, media: String?, text: String?) {
            self.value = value
            self.media = media
            self.text = text
        }

        static func == (lhs: Extras, rhs: Extras) -> Bool {
            lhs.value == rhs.value && lhs.media == rhs.media && lhs.text == rhs.text
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(value)
            hasher.combine(media)
            hasher.combine(text)
        }
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
