import Foundation
import QuestlineCore

/// The few figures a state line is made of, for one player on one day. Kept apart from the
/// snapshot so the line can be recomputed for later instants of the day (the refresh hints).
struct Glance {
    struct Quest {
        var state: QuestStatus.State
        var opensAt: Date?
    }

    var name: String
    var balance: Int
    var worth: String?
    var streak: Int
    var quests: [Quest]
    var next: RewardInfo?

    /// Done, open and scheduled quests as they stand at `instant`: an upcoming quest opens at its time.
    func questCounts(at instant: Date) -> (done: Int, open: Int, total: Int) {
        var done = 0, open = 0
        for quest in quests {
            switch quest.state {
            case .done: done += 1
            case .available: open += 1
            case .upcoming where (quest.opensAt ?? .distantPast) <= instant: open += 1
            case .upcoming, .missed, .paused: break
            }
        }
        return (done, open, quests.count)
    }
}

extension SnapshotContext {
    /// A player's glance on `day`: today's as it stands, or the next day's as it will start.
    /// `withNext`: with the next reward, which only a player's state line names; `clipped`: the
    /// name clipped for the size, which is all of a glance that depends on it.
    func glance(for id: String, on day: LocalDate, withNext: Bool, clipped: Bool = true) -> Glance? {
        guard let player = state.player(id) else { return nil }
        let quests = state.quests(for: id, on: day).filter { status in
            game.challenge(status.challenge).map(state.isRevealed) ?? false
        }
        var streak = player.streak.current
        if day > state.today, streakBreaksTonight(for: id) { streak = 0 }
        let name = game.person(id)?.name ?? id
        return Glance(name: clipped ? clip(name) : name, balance: player.balance, worth: worth(of: player.balance),
                      streak: streak, quests: quests.map { Glance.Quest(state: $0.state, opensAt: $0.opensAt) },
                      next: withNext ? nextReward(for: id) : nil)
    }

    /// Whether today's scheduled quests are left undone, so the streak breaks at midnight.
    private func streakBreaksTonight(for id: String) -> Bool {
        let scheduled = state.quests(for: id, on: state.today).filter { !$0.isDailyPick }
        return !scheduled.isEmpty && scheduled.contains { $0.state != .done }
    }
}

/// The players' glances for today and for the day after, worked out once per snapshot.
struct DayGlances {
    let endOfToday: Date
    let today: [Glance]
    let tomorrow: [Glance]

    init(context: SnapshotContext, players: [String], withNext: Bool, clipped: Bool = true) {
        let day = context.state.today
        endOfToday = context.calendar.endOfDay(day)
        today = players.compactMap { context.glance(for: $0, on: day, withNext: withNext, clipped: clipped) }
        tomorrow = players.compactMap { context.glance(for: $0, on: day.adding(days: 1), withNext: withNext, clipped: clipped) }
    }

    /// Glances made with `clipped: false`, their names clipped for `context`'s size: the game's
    /// three snapshots share one set of a thousand players' glances.
    func clipped(for context: SnapshotContext) -> DayGlances {
        func clip(_ glances: [Glance]) -> [Glance] {
            glances.map { glance in
                var glance = glance
                glance.name = context.clip(glance.name)
                return glance
            }
        }
        return DayGlances(endOfToday: endOfToday, today: clip(today), tomorrow: clip(tomorrow))
    }

    private init(endOfToday: Date, today: [Glance], tomorrow: [Glance]) {
        (self.endOfToday, self.today, self.tomorrow) = (endOfToday, today, tomorrow)
    }

    /// The glances that hold at an instant of today, or at or after midnight.
    func at(_ instant: Date) -> [Glance] { instant < endOfToday ? today : tomorrow }
}
