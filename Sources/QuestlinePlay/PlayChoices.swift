import QuestlineCore

/// What one person may do now, by the rules and their role: the challenges open to them, the
/// rewards they can afford, the dares they may reveal, the players whose points they keep. The
/// actions page and the forms in the themed pages ask the same questions here.
struct PlayChoices {
    let person: Person
    let state: GameState
    let allowed: Set<PlayAction>

    init(person: Person, state: GameState) {
        self.person = person
        self.state = state
        self.allowed = PlayAction.allowed(for: person.role)
    }

    var game: Game { state.game }

    /// Challenges open to the player now: today's quests and daily pick, and once-challenges not done.
    var openChallenges: [Challenge] {
        guard allowed.contains(.complete) else { return [] }
        let today = state.quests(for: person.id, on: state.today).filter { $0.state == .available }.compactMap { game.challenge($0.challenge) }
        let once = game.challenges.filter { $0.schedule == .once && $0.isFor(person.id) && state.onceStatus(of: $0, for: person.id) == .available }
        return today + once
    }

    /// The rewards the player can unlock now, or buy again (a shop item), with their price.
    var affordableRewards: [(reward: Reward, price: Int)] {
        guard allowed.contains(.unlock) else { return [] }
        let balance = state.player(person.id)?.balance ?? 0
        return state.rewards(for: person.id).compactMap { status in
            guard let reward = game.reward(status.reward),
                  status.state == .affordable || (reward.repeatable && balance >= status.price) else { return nil }
            return (reward, status.price)
        }
    }

    /// The secret dares not revealed yet that this person may reveal: their own, or any for an organiser.
    var dares: [Challenge] {
        guard allowed.contains(.reveal) else { return [] }
        return game.challenges.filter { challenge in
            guard let secret = challenge.secret, !state.isRevealed(challenge) else { return false }
            return secret.by == person.id || person.role == .organiser
        }
    }

    /// Whether this person gives and takes points: then every player's profile has the forms.
    var keepsPoints: Bool { allowed.contains(.award) }

    /// How many of the latest events the void list offers.
    static let voidableCount = 10

    /// The latest events this person may void, newest first: any an event recorded, for an
    /// organiser; the awards and spends they made themselves and the players' completions and
    /// unlocks, for a parent.
    var voidable: [TimelineEntry] {
        guard allowed.contains(.void) else { return [] }
        var found: [TimelineEntry] = []
        for entry in state.timeline.reversed() where entry.event != nil && mayVoid(entry) {
            found.append(entry)
            if found.count == Self.voidableCount { break }
        }
        return found
    }

    /// Whether this person may void the event with this id: an organiser any; a parent an award
    /// or spend they made, or a player's completion or unlock, counted or voided already (the
    /// recorder then says so).
    func mayVoid(_ id: EventID) -> Bool {
        guard allowed.contains(.void) else { return false }
        if person.role == .organiser { return true }
        let entry = state.timeline.last { $0.event == id } ?? state.voided.first { $0.event == id }?.entry
        return entry.map(mayVoid) ?? false
    }

    /// An organiser any event; a parent the awards and spends they made, and a player's
    /// completions and unlocks: a child's tap by mistake, or with a sibling's link, and the unlock
    /// an award paid for, which must be voided before the award can be.
    private func mayVoid(_ entry: TimelineEntry) -> Bool {
        switch entry.kind {
        case .award(_, let by), .spend(_, let by): person.role == .organiser || by == person.id
        case .completion, .unlock: person.role == .organiser || person.role == .parent
        default: person.role == .organiser
        }
    }
}
