import QuestlineCore

/// What a signed-in person may do from a phone, by role: players complete and unlock; friends
/// reveal the dares they wrote; parents award and spend a child's points, and void what they
/// gave or took by mistake; organisers reveal, award, spend and void any event.
public enum PlayAction: String, Sendable, Hashable, CaseIterable, Codable {
    case complete, unlock, reveal, award, spend, void

    public static func allowed(for role: Person.Role) -> Set<PlayAction> {
        switch role {
        case .player, .child: [.complete, .unlock]
        case .friend: [.reveal]
        case .parent: [.award, .spend, .void]
        case .organiser: [.reveal, .award, .spend, .void]
        }
    }
}
