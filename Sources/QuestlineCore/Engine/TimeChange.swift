import Foundation

/// A change the state undergoes by time alone, with the same log: a quest opens at its time of
/// day, a secret dare's reveal time comes, or midnight in the game's zone starts a day.
public struct TimeChange: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// A quest with a time of day opens for a player, today.
        case questOpens(challenge: String, player: String)
        /// A secret dare's reveal time comes.
        case dareRevealed(challenge: String)
        /// The midnight the game's first day begins.
        case gameStarts
        /// Midnight while the game runs: a new day's quests, streaks settle.
        case dayRollsOver
        /// The midnight after the game's last day.
        case gameEnds
    }

    public var at: Date
    public var kind: Kind

    public init(at: Date, kind: Kind) {
        self.at = at
        self.kind = kind
    }
}

/// One of today's quests that opens at a time of day, for one player: opened already or not.
public struct QuestOpening: Sendable, Hashable {
    public var challenge: String
    public var player: String
    public var at: Date
}

extension GameState {
    /// Today's recurring quests with a time of day, for each of `players` they are for (by
    /// player, then in challenges.yaml order): those that opened before the instant as well as
    /// those to come. Secret dares are included; hide them where that matters.
    public func questOpenings(for players: [String]) -> [QuestOpening] {
        let timed = schedule.timedQuests
        guard !timed.isEmpty else { return [] }
        return players.flatMap { player in
            timed.filter { $0.challenge.isFor(player) }.map { QuestOpening(challenge: $0.challenge.id, player: player, at: $0.at) }
        }
    }

    /// Secret dares not revealed yet whose rule reveals them at a fixed instant.
    public func timedReveals() -> [(challenge: Challenge, at: Date)] {
        schedule.timedDares.filter { !isRevealed($0.challenge) }
    }

    /// The next midnight that matters to the game: its first day beginning, a new day while it
    /// runs, or the end of its last day. Nil once the game has ended. (The local day itself still
    /// moves on at every midnight; `nextChangeAt` counts that.)
    public func gameBoundary() -> TimeChange? { schedule.boundary }

    /// What changes by time alone after the instant for `players`, earliest first (ties keep
    /// this order: openings, reveals, midnight): quests that are still to open today, reveals of
    /// dares meant for one of them, and the next midnight that matters.
    public func timeChanges(for players: [String]) -> [TimeChange] {
        var changes = questOpenings(for: players).filter { opening in
            opening.at > asOf && completion(of: opening.challenge, by: opening.player, on: today) == nil
        }.map { TimeChange(at: $0.at, kind: .questOpens(challenge: $0.challenge, player: $0.player)) }
        for reveal in timedReveals() where reveal.at > asOf && players.contains(where: reveal.challenge.isFor) {
            changes.append(TimeChange(at: reveal.at, kind: .dareRevealed(challenge: reveal.challenge.id)))
        }
        if let boundary = gameBoundary(), boundary.at > asOf { changes.append(boundary) }
        return TimeOrder.sorted(changes, by: \.at)
    }
}
