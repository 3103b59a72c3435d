import Foundation
import QuestlineCore

/// Keeps a snapshot within its size's byte budget by leaving out list entries, least
/// important first, and counting them in `omitted`. The JSON is always whole.
enum ByteBudget {
    static let smallestEntryBytes = 48

    /// The snapshot as it fits, and its bytes: the first state in `leaveOutOne`'s order that fits.
    static func fit(_ snapshot: WidgetSnapshot, path: String) throws -> (snapshot: WidgetSnapshot, bytes: Data) {
        var snapshot = snapshot
        let budget = snapshot.size.byteBudget
        // No entry is smaller than this, so longer lists cannot fit; cutting them first keeps
        // the one-at-a-time loop below short for a game with a thousand quests a day.
        snapshot.capLists(at: budget / Self.smallestEntryBytes)
        var largestStep: Int?
        while true {
            let bytes = try SnapshotEncoder.encode(snapshot)
            if bytes.count <= budget { return (snapshot, bytes) }
            // No step takes off more than `largestStep` bytes, so the next (excess - 1) / largestStep
            // states are still over the budget: they are passed without being encoded. A family
            // view of a thousand players fits in a few encodings instead of a hundred.
            let step = try largestStep ?? snapshot.largestStepBytes()
            largestStep = step
            for _ in 0...((bytes.count - budget - 1) / step) {
                guard snapshot.leaveOutOne() else {
                    throw WidgetFeedError.overBudget(path: path, bytes: try SnapshotEncoder.encode(snapshot).count, budget: budget)
                }
            }
        }
    }
}

extension WidgetSnapshot {
    /// The state line is never cut shorter than this.
    static let shortestState = 24

    /// The most bytes one `leaveOutOne` step can take off the encoded snapshot, from here on:
    /// the longest list entry and its comma, the longest next reward with its key, the state
    /// line, or a week of activity. (A step also adds to `omitted`, which only adds bytes.)
    /// Keep it in step with `leaveOutOne`: a step that could take off more would make `fit` pass
    /// over a state that fits.
    func largestStepBytes() throws -> Int {
        var largest = max(7, try SnapshotEncoder.encode(state).count)
        func consider(_ entries: [some Encodable]?, extra: Int) throws {
            for entry in entries ?? [] { largest = max(largest, try SnapshotEncoder.encode(entry).count + extra) }
        }
        try consider(timeline, extra: 1)
        try consider(quests, extra: 1)
        try consider(goals, extra: 1)
        try consider(refresh.upcoming, extra: 1)
        try consider(players, extra: 1)
        // `,"next":` before a next reward's object.
        try consider((players ?? []).compactMap(\.next) + [player?.next].compactMap { $0 }, extra: 8)
        return largest
    }

    /// Leaves out one entry of the least important list that still has one; false when none is left.
    /// Order: the longest of timeline (oldest events), quests, goals and upcoming states (last
    /// entries); the oldest week of activity; the players' next rewards (family view); the tail of
    /// the state line; the last players; and at the very last a player's next reward.
    mutating func leaveOutOne() -> Bool {
        // The longest of the detail lists gives way first, so none is emptied while another is long.
        let details = [("timeline", timeline?.count ?? 0), ("quests", quests?.count ?? 0), ("goals", goals?.count ?? 0),
                       ("upcoming", refresh.upcoming?.count ?? 0)]
        if let (list, length) = details.max(by: { $0.1 < $1.1 }), length > 0 {
            switch list {
            case "timeline": timeline!.removeLast()
            case "quests": quests!.removeLast()
            case "goals": goals!.removeLast()
            default: refresh.upcoming!.removeLast()
            }
            return count(list)
        }
        if let strip = activity, strip.levels.count > 7 {
            activity = strip.droppingOldest(7)
            return count("activity", by: 7)
        }
        if let index = players?.lastIndex(where: { $0.next != nil }) { players![index].next = nil; return count("next") }
        // The state line repeats the figures, so its tail goes before any player or next reward does.
        if state.unicodeScalars.count > Self.shortestState {
            state = TextClip.clip(state, Self.shortestState)
            return true
        }
        if players?.isEmpty == false { players!.removeLast(); return count("players") }
        if player?.next != nil { player!.next = nil; return count("next") }
        return false
    }

    /// Cuts every list to at most `limit` entries, counting what was cut.
    mutating func capLists(at limit: Int) {
        if let list = timeline, list.count > limit { timeline = Array(list.prefix(limit)); _ = count("timeline", by: list.count - limit) }
        if let list = quests, list.count > limit { quests = Array(list.prefix(limit)); _ = count("quests", by: list.count - limit) }
        if let list = goals, list.count > limit { goals = Array(list.prefix(limit)); _ = count("goals", by: list.count - limit) }
        if let list = players, list.count > limit { players = Array(list.prefix(limit)); _ = count("players", by: list.count - limit) }
        if let list = refresh.upcoming, list.count > limit {
            refresh.upcoming = Array(list.prefix(limit))
            _ = count("upcoming", by: list.count - limit)
        }
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
