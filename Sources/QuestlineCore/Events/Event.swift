import Foundation

/// One line of the event log: something that happened at an instant.
public struct Event: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A player completed a challenge (with an option for a 2-in-1 and a proof).
        case complete
        /// A player spent the reward's price to unlock it (or redeem a shop item again).
        case unlock
        /// Someone gave a player points, with a reason.
        case award
        /// Points were taken from a player's balance, with a reason.
        case spend
        /// A secret dare was revealed by hand.
        case reveal
        /// An earlier event (`event`, its id) is cancelled, with a reason: as of this instant it
        /// counts as if it never happened.
        case void
        /// A player's recurring quest is paused from one day to another (`from`, `until`):
        /// those days neither count for a streak nor break one.
        case pause
        /// A pause ends early, from the day `on` (else the day of `at`).
        case resume
    }

    /// The id it has in the log (`EventID`); a new event gets a random one.
    public var id: EventID

    public var at: Date
    public var kind: Kind
    public var player: String?
    public var challenge: String?
    public var option: ChallengeOption?
    public var proof: ProofKind?
    /// A proof photo, relative to the content folder.
    public var media: String?
    /// A text proof, or a note.
    public var text: String?
    /// The scheduled day a completion counts for, when it is logged later than that day.
    public var on: LocalDate?
    public var reward: String?
    public var amount: Int?
    public var reason: String?
    /// A measured habit's entry: how much was done (5.2 km). Finite and not negative.
    public var value: Double?
    /// Who awarded, spent or revealed.
    public var by: String?
    /// For a void: the id of the event it cancels.
    public var event: EventID?
    /// For a pause: its first and last day.
    public var from: LocalDate?
    public var until: LocalDate?
    /// The line of the log this event was read from (1-based); 0 for an event not yet written.
    public var line: Int

    public init(at: Date, kind: Kind, player: String? = nil, challenge: String? = nil, option: ChallengeOption? = nil,
                proof: ProofKind? = nil, media: String? = nil, text: String? = nil, on: LocalDate? = nil,
                reward: String? = nil, amount: Int? = nil, reason: String? = nil, by: String? = nil, id: EventID = .random(), event: EventID? = nil,
                from: LocalDate? = nil, until: LocalDate? = nil, line: Int = 0, value: Double? = nil) {
        self.id = id
        self.event = event
        self.from = from
        self.until = until
        self.at = at
        self.kind = kind
        self.player = player
        self.challenge = challenge
        self.option = option
        self.proof = proof
        self.media = media
        self.text = text
        self.on = on
        self.reward = reward
        self.amount = amount
        self.reason = reason
        self.by = by
        self.line = line
        self.value = value
    }

    public static let amountRange = 1...1_000_000
}
