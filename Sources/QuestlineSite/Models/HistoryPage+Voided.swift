import Foundation
import QuestlineCore

/// The events a void cancelled, for the history: each as it would have been, struck through,
/// with the void's reason (`questline void`).
extension SiteContext {
    func voidedItems() -> [[String: Any]] {
        state.voided.reversed().map { voided in
            let entry = voided.entry
            let points = entry.points == 0 ? "" : " " + signedAmount(entry.points)
            let what: String
            switch entry.kind {
            case .completion(let challenge, _, _): what = challengeTitle(challenge) + points
            case .unlock(let reward): what = rewardTitle(reward) + points
            case .award(let reason, _), .spend(let reason, _): what = (reason ?? "") + points
            case .reveal(let challenge): what = challengeTitle(challenge)
            case .goalMilestone, .streakMilestone, .finalBadge: what = ""
            }
            return ["who": entry.player.map { personName($0) } ?? "", "hasWho": entry.player != nil,
                    "what": what.trimmingCharacters(in: .whitespaces), "date": entry.day.description, "day": day(entry.day),
                    "reason": voided.note.reason ?? ""]
        }
    }
}
