/// Something a player can do to earn points: once, on a schedule, or when the daily pick lands on it.
public struct Challenge: Sendable, Hashable, Identifiable {
    public enum Tier: String, Sendable, Hashable, CaseIterable, Comparable {
        case easy, medium, hard
        public static func < (lhs: Tier, rhs: Tier) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    public var id: String
    public var title: String
    /// Markdown.
    public var description: String?
    public var category: String
    public var tier: Tier?
    public var points: Int
    /// The two ways to do a 2-in-1 challenge; the player picks one.
    public var options: ChallengeOptions?
    /// How a completion may be proven; every completion names one.
    public var proofs: [ProofKind]
    public var schedule: Schedule
    /// Set when a friend wrote this as a secret dare.
    public var secret: SecretDare?
    /// The players it is for; empty means every player.
    public var players: [String]
    /// Accent colour, `#RRGGBB`, used by 100-day grids.
    public var color: String?
    /// Set for a measured habit: completions carry a value, and a day counts when they meet the target.
    public var measure: Measure?

    public init(id: String, title: String, description: String? = nil, category: String, tier: Tier? = nil,
                points: Int, options: ChallengeOptions? = nil, proofs: [ProofKind] = ProofKind.allCases,
                schedule: Schedule = .once, secret: SecretDare? = nil, players: [String] = [], color: String? = nil,
                measure: Measure? = nil) {
        self.id = id
        self.title = title
        self.description = description
        self.category = category
        self.tier = tier
        self.points = points
        self.options = options
        self.proofs = proofs
        self.schedule = schedule
        self.secret = secret
        self.players = players
        self.color = color
        self.measure = measure
    }

    /// Whether its days are judged by `HabitDays` (a frequency or a measure) rather than one completion a day.
    public var isHabit: Bool { measure != nil || schedule.recurrence?.frequency != nil }

    public func isFor(_ player: String) -> Bool { players.isEmpty || players.contains(player) }
}

/// The A and B of a 2-in-1 challenge.
public struct ChallengeOptions: Sendable, Hashable {
    public var a: String
    public var b: String

    public init(a: String, b: String) {
        self.a = a
        self.b = b
    }

    public func text(for option: ChallengeOption) -> String { option == .a ? a : b }
}

public enum ChallengeOption: String, Sendable, Hashable, CaseIterable, Codable { case a, b }

/// What a player hands in to show a challenge was done.
public enum ProofKind: String, Sendable, Hashable, CaseIterable, Codable { case photo, text, done }

/// A dare one friend wrote for the player, hidden until its rule reveals it.
public struct SecretDare: Sendable, Hashable {
    public var by: String
    public var reveal: RevealRule

    public init(by: String, reveal: RevealRule) {
        self.by = by
        self.reveal = reveal
    }
}

/// When a secret dare stops being secret. A `reveal` event in the log, or completing the
/// dare, reveals it too.
public enum RevealRule: Sendable, Hashable {
    /// At a fixed instant.
    case at(Date)
    /// Once the player has completed this many challenges.
    case afterCompletions(Int)
    /// Only by a `reveal` event.
    case manual
}

import Foundation
