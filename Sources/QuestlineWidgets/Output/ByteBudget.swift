import Foundation
import QuestlineCore

/// Keeps a snapshot within its size's byte budget by leaving out list entries, least
/// important first, and counting them in `omitted`. The JSON is always whole.
enum ByteBudget {
    static let smallestEntryBytes = 48

    /// The most entries of one list a snapshot of `size` can hold: no entry is smaller than
    /// `smallestEntryBytes`.
    static func mostEntries(_ size: WidgetSize) -> Int { size.byteBudget / smallestEntryBytes }

    /// The snapshot as it fits, and its bytes: the first state that fits, leaving out `nextStep` after `nextStep`.
    static func fit(_ snapshot: WidgetSnapshot, path: String) throws -> (snapshot: WidgetSnapshot, bytes: Data) {
        var snapshot = snapshot
        let budget = snapshot.size.byteBudget
        // Longer lists cannot fit; cutting them first keeps the loop below short for a game with
        // a thousand quests a day.
        snapshot.capLists(at: mostEntries(snapshot.size))
        while true {
            let bytes = try SnapshotEncoder.encode(snapshot)
            if bytes.count <= budget { return (snapshot, bytes) }
            // Each step takes off at most what it leaves out (`mostBytes(of:)`), so while those
            // add up to less than the excess, the states are still over the budget: they are passed
            // without being encoded. A family view of a thousand players fits in a few encodings.
            var excess = bytes.count - budget
            repeat {
                guard let step = snapshot.nextStep else {
                    throw WidgetFeedError.overBudget(path: path, bytes: try SnapshotEncoder.encode(snapshot).count, budget: budget)
                }
                excess -= try snapshot.mostBytes(of: step)
                snapshot.leaveOut(step)
            } while excess > 0
        }
    }
}

extension WidgetSnapshot {
    /// The state line is never cut shorter than this.
    static let shortestState = 24

    /// What `leaveOut(_:)` leaves out next, least important first: the last entry of the longest
    /// of timeline (oldest events), quests, goals and upcoming states, so none is emptied while
    /// another is long; the oldest week of activity; the players' next rewards (family view); the
    /// tail of the state line; the last players; and at the very last a player's next reward.
    enum Step {
        case lastOf(DetailList)
        case oldestWeek
        case nextOfPlayer(Int)
        case stateTail
        case lastPlayer
        case ownNext
    }

    /// The lists whose last entry gives way first, named as `omitted` counts them.
    enum DetailList: String, CaseIterable {
        case timeline, quests, goals, upcoming
    }

    /// How many entries `list` has.
    func count(of list: DetailList) -> Int {
        switch list {
        case .timeline: timeline?.count ?? 0
        case .quests: quests?.count ?? 0
        case .goals: goals?.count ?? 0
        case .upcoming: refresh.upcoming?.count ?? 0
        }
    }

    var nextStep: Step? {
        // The first of the longest, as `max(by:)` finds it.
        if let list = DetailList.allCases.max(by: { count(of: $0) < count(of: $1) }), count(of: list) > 0 { return .lastOf(list) }
        if let strip = activity, strip.levels.count > 7 { return .oldestWeek }
        if let index = players?.lastIndex(where: { $0.next != nil }) { return .nextOfPlayer(index) }
        // The state line repeats the figures, so its tail goes before any player or next reward does.
        if state.unicodeScalars.count > Self.shortestState { return .stateTail }
        if players?.isEmpty == false { return .lastPlayer }
        if player?.next != nil { return .ownNext }
        return nil
    }

    /// The most bytes `step` can take off the encoded snapshot: the entry and its comma, a next
    /// reward with its `,"next":`, the state line, or a week of activity. (A step also adds to
    /// `omitted`, which only adds bytes.)
    func mostBytes(of step: Step) throws -> Int {
        func bytes(_ value: some Encodable) throws -> Int { try SnapshotEncoder.encode(value).count }
        switch step {
        case .lastOf(.timeline): return try bytes(timeline!.last!) + 1
        case .lastOf(.quests): return try bytes(quests!.last!) + 1
        case .lastOf(.goals): return try bytes(goals!.last!) + 1
        case .lastOf(.upcoming): return try bytes(refresh.upcoming!.last!) + 1
        case .oldestWeek: return 7
        case .nextOfPlayer(let index): return try bytes(players![index].next!) + 8
        case .stateTail: return try bytes(state)
        case .lastPlayer: return try bytes(players!.last!) + 1
        case .ownNext: return try bytes(player!.next!) + 8
        }
    }

    /// Leaves out what `step` names, counting it in `omitted`.
    mutating func leaveOut(_ step: Step) {
        switch step {
        case .lastOf(let list):
            switch list {
            case .timeline: timeline!.removeLast()
            case .quests: quests!.removeLast()
            case .goals: goals!.removeLast()
            case .upcoming: refresh.upcoming!.removeLast()
            }
            omit(list.rawValue)
        case .oldestWeek:
            activity = activity!.droppingOldest(7)
            omit("activity", by: 7)
        case .nextOfPlayer(let index):
            players![index].next = nil
            omit("next")
        case .stateTail:
            state = TextClip.clip(state, Self.shortestState)
        case .lastPlayer:
            players!.removeLast()
            omit("players")
        case .ownNext:
            player!.next = nil
            omit("next")
        }
    }

    /// Cuts every list to at most `limit` entries, counting what was cut.
    mutating func capLists(at limit: Int) {
        if let list = timeline, list.count > limit { timeline = Array(list.prefix(limit)); omit("timeline", by: list.count - limit) }
        if let list = quests, list.count > limit { quests = Array(list.prefix(limit)); omit("quests", by: list.count - limit) }
        if let list = goals, list.count > limit { goals = Array(list.prefix(limit)); omit("goals", by: list.count - limit) }
        if let list = players, list.count > limit { players = Array(list.prefix(limit)); omit("players", by: list.count - limit) }
        if let list = refresh.upcoming, list.count > limit {
            refresh.upcoming = Array(list.prefix(limit))
            omit("upcoming", by: list.count - limit)
        }
    }

    /// Counts `amount` entries of `list` left out.
    private mutating func omit(_ list: String, by amount: Int = 1) {
        omitted = omitted ?? [:]
        omitted![list, default: 0] += amount
    }
}

extension ActivityStrip {
    /// The strip without its first `days` days.
    func droppingOldest(_ days: Int) -> ActivityStrip {
        let start = LocalDate(from).map { $0.adding(days: days).description } ?? from
        return ActivityStrip(from: start, to: to, levels: String(levels.dropFirst(days)))
    }
}
