/// What a refusal by the game's rules is about, for a front that says it in its own words: play
/// mode tells a person "Cartwheel is already done" in the game's language, where the CLI prints
/// the diagnostic's message for the organiser. Only the refusals a person can meet from a phone
/// are named; any other refusal has none and is shown by its message.
public enum RuleRefusal: Sendable, Hashable {
    /// A once-challenge done already, or a quest done already for its day.
    case alreadyDone(challenge: String)
    /// A challenge not open at this moment: not its day, before its time, not the pick, a dare
    /// still secret, or outside the game's days.
    case notOpen(challenge: String)
    case alreadyUnlocked(reward: String)
    case cannotAfford(reward: String, price: Int, balance: Int)
    /// A spend larger than the player's balance.
    case balanceTooLow(player: String, balance: Int)
    case alreadyRevealed(challenge: String)
    case alreadyVoided
    /// A void that would take away points an unlock of this reward was paid with.
    case voidTakesPaidPoints(reward: String)
    /// A note, text proof or reason longer than `limit` characters (`Event.overlongText`).
    case textTooLong(limit: Int)
}
