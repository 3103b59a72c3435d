import Foundation
import QuestlineCore

/// Keeps a snapshot within its size's byte budget by leaving out list entries, least
/// important first, and counting them in `omitted`. The JSON is always whole.
enum ByteBudget {
    /// The snapshot as it fits, and its bytes.
    static func fit(_ snapshot: WidgetSnapshot, path: String) throws -> (snapshot: WidgetSnapshot, bytes: Data) {
        var snapshot = snapshot
        let budget = snapshot.size.byteBudget
        while true {
            let bytes = try SnapshotEncoder.encode(snapshot)
            if bytes.count <= budget { return (snapshot, bytes) }
            guard snapshot.leaveOutOne() else { throw WidgetFeedError.overBudget(path: path, bytes: bytes.count, budget: budget) }
        }
    }
}

extension WidgetSnapshot {
    /// Leaves out one entry of the least important list that still has one; false when none is left.
    /// Order: oldest timeline events, the last quests, goals, the oldest week of activity, the players'
    /// next rewards (family view), the latest upcoming states, the last players, and at the very
    /// last a player's next reward (the state line still names it).
    mutating func leaveOutOne() -> Bool {
        if timeline?.isEmpty == false { timeline!.removeLast(); return count("timeline") }
        if quests?.isEmpty == false { quests!.removeLast(); return count("quests") }
        if goals?.isEmpty == false { goals!.removeLast(); return count("goals") }
        if let strip = activity, strip.levels.count > 7 {
            activity = strip.droppingOldest(7)
            return count("activity", by: 7)
        }
        if let index = players?.lastIndex(where: { $0.next != nil }) { players![index].next = nil; return count("next") }
        if refresh.upcoming?.isEmpty == false { refresh.upcoming!.removeLast(); return count("upcoming") }
        if players?.isEmpty == false { players!.removeLast(); return count("players") }
        if player?.next != nil { player!.next = nil; return count("next") }
        return false
    }

    private mutating func count(_ list: String, by amount: Int = 1) -> Bool {
        omitted = omitted ?? [:]
        omitted![list, default: 0] += amount
        return true
    }
}

extension ActivityStrip {
    /// The strip without its first `days` days.
    func droppingOldest(_ days: Int) -> ActivityStrip {
        let start = LocalDate(from).map { $0.adding(days: days).description } ?? from
        return ActivityStrip(from: start, to: to, levels: String(levels.dropFirst(days)))
    }
}
