import QuestlineCore

/// What a signed-in person may do from a phone, by role: players complete and unlock; friends
/// reveal the dares they wrote; parents award and spend a child's points; organisers reveal,
/// award and spend.
public enum PlayAction: String, Sendable, Hashable, CaseIterable, Codable {
    case complete, unlock, reveal, award, spend

    public static func allowed(for role: Person.Role) -> Set<PlayAction> {
        switch role {
        case .player, .child: [.complete, .unlock]
        case .friend: [.reveal]
        case .parent: [.award, .spend]
        case .organiser: [.reveal, .award, .spend]
        }
    }
}
