import Foundation
import QuestlineCore

/// Keeps a snapshot within its size's byte budget by leaving out list entries, least
/// important first, and counting them in `omitted`. The JSON is always whole.
enum ByteBudget {
    static let smallestEntryBytes = 48

    /// The most entries of one list a snapshot of `size` can hold: no entry is smaller than
    /// `smallestEntryBytes`.
    static func mostEntries(_ size: WidgetSize) -> Int { size.byteBudget / smallestEntryBytes }

    /// The snapshot as it fits, and its bytes: the first state in `leaveOutOne`'s order that fits.
    static func fit(_ snapshot: WidgetSnapshot, path: String) throws -> (snapshot: WidgetSnapshot, bytes: Data) {
        var snapshot = snapshot
        let budget = snapshot.size.byteBudget
        // Longer lists cannot fit; cutting them first keeps the loop below short for a game with
        // a thousand quests a day.
        snapshot.capLists(at: mostEntries(snapshot.size))
        while true {
            let bytes = try SnapshotEncoder.encode(snapshot)
            if bytes.count <= budget { return (snapshot, bytes) }
            // Each step takes off at most what it leaves out (`nextStepBytes`), so while those
            // add up to less than the excess, the states are still over the budget: they are passed
            // without being encoded. A family view of a thousand players fits in a few encodings.
            var excess = bytes.count - budget
            repeat {
                let most = try snapshot.nextStepBytes()
                guard snapshot.leaveOutOne() else {
                    throw WidgetFeedError.overBudget(path: path, bytes: try SnapshotEncoder.encode(snapshot).count, budget: budget)
                }
                excess -= most
            } while excess > 0
        }
    }
}

extension WidgetSnapshot {
    /// The state line is never cut shorter than this.
    static let shortestState = 24

    /// What `leaveOutOne` leaves out next, least important first: the last entry of the longest
    /// of timeline (oldest events), quests, goals and upcoming states, so none is emptied while
    /// another is long; the oldest week of activity; the players' next rewards (family view); the
    /// tail of the state line; the last players; and at the very last a player's next reward.
    enum Step {
        case lastOf(String)
        case oldestWeek
        case nextOfPlayer(Int)
        case stateTail
        case lastPlayer
        case ownNext
    }

    var nextStep: Step? {
        let details = [("timeline", timeline?.count ?? 0), ("quests", quests?.count ?? 0), ("goals", goals?.count ?? 0),
                       ("upcoming", refresh.upcoming?.count ?? 0)]
        if let (list, length) = details.max(by: { $0.1 < $1.1 }), length > 0 { return .lastOf(list) }
        if let strip = activity, strip.levels.count > 7 { return .oldestWeek }
        if let index = players?.lastIndex(where: { $0.next != nil }) { return .nextOfPlayer(index) }
        // The state line repeats the figures, so its tail goes before any player or next reward does.
        if state.unicodeScalars.count > Self.shortestState { return .stateTail }
        if players?.isEmpty == false { return .lastPlayer }
        if player?.next != nil { return .ownNext }
        return nil
    }

    /// The most bytes the next `leaveOutOne` step can take off the encoded snapshot: the entry
    /// and its comma, a next reward with its `,"next":`, the state line, or a week of activity.
    /// (A step also adds to `omitted`, which only adds bytes.)
    func nextStepBytes() throws -> Int {
        func bytes(_ value: some Encodable) throws -> Int { try SnapshotEncoder.encode(value).count }
        switch nextStep {
        case .lastOf("timeline"): return try bytes(timeline!.last!) + 1
        case .lastOf("quests"): return try bytes(quests!.last!) + 1
        case .lastOf("goals"): return try bytes(goals!.last!) + 1
        case .lastOf: return try bytes(refresh.upcoming!.last!) + 1
        case .oldestWeek: return 7
        case .nextOfPlayer(let index): return try bytes(players![index].next!) + 8
        case .stateTail: return try bytes(state)
        case .lastPlayer: return try bytes(players!.last!) + 1
        case .ownNext: return try bytes(player!.next!) + 8
        case nil: return 0
        }
    }

    /// Leaves out what `nextStep` names, counting it in `omitted`; false when nothing is left.
    mutating func leaveOutOne() -> Bool {
        switch nextStep {
        case .lastOf(let list):
            switch list {
            case "timeline": timeline!.removeLast()
            case "quests": quests!.removeLast()
            case "goals": goals!.removeLast()
            default: refresh.upcoming!.removeLast()
            }
            return count(list)
        case .oldestWeek:
            activity = activity!.droppingOldest(7)
            return count("activity", by: 7)
        case .nextOfPlayer(let index):
            players![index].next = nil
            return count("next")
        case .stateTail:
            state = TextClip.clip(state, Self.shortestState)
            return true
        case .lastPlayer:
            players!.removeLast()
            return count("players")
        case .ownNext:
            player!.next = nil
            return count("next")
        case nil:
            return false
        }
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
