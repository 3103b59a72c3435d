import Foundation
import QuestlineCore

/// Finds the instants at which a snapshot changes by time alone: a quest opens at its time of
/// day, a secret dare's reveal time comes, the local day rolls over at midnight in the game's
/// zone (the game starts or ends with it). Midnight comes from `GameCalendar`, so a 23- or
/// 25-hour day is handled there.
struct RefreshPlanner {
    struct Change {
        var at: Date
        var reason: ChangeReason
        var summary: String
    }

    let context: SnapshotContext
    /// Whose quests and dares count.
    let players: [String]

    var state: GameState { context.state }

    /// The end of the snapshot's day: the first instant of the next local day.
    var endOfToday: Date { context.calendar.endOfDay(state.today) }

    /// Every known change after the instant, earliest first; changes at the same instant are merged.
    func changes() -> [Change] {
        var found = questOpenings() + dareReveals()
        if let midnight = dayBoundary() { found.append(midnight) }
        let sorted = found.filter { $0.at > state.asOf }.sorted { ($0.at, $0.reason) < ($1.at, $1.reason) }
        var merged: [Change] = []
        for change in sorted {
            if let last = merged.last, last.at == change.at {
                if !last.summary.contains(change.summary) { merged[merged.count - 1].summary += "; " + change.summary }
            } else {
                merged.append(change)
            }
        }
        return merged
    }

    private func questOpenings() -> [Change] {
        players.flatMap { player in
            state.quests(for: player, on: state.today).compactMap { status -> Change? in
                guard status.state == .upcoming, let opens = status.opensAt,
                      let challenge = context.game.challenge(status.challenge), state.isRevealed(challenge) else { return nil }
                let whose = players.count > 1 ? " for \(context.personName(player))" : ""
                return Change(at: opens, reason: .questOpens, summary: "\(context.publicTitle(of: challenge)) opens\(whose)")
            }
        }
    }

    /// Dares revealed at a fixed instant. The summary names only the author: the dare is still secret now.
    private func dareReveals() -> [Change] {
        context.game.challenges.compactMap { challenge -> Change? in
            guard let secret = challenge.secret, case .at(let instant) = secret.reveal, !state.isRevealed(challenge),
                  players.contains(where: challenge.isFor) else { return nil }
            return Change(at: instant, reason: .dareRevealed, summary: "\(context.personName(secret.by))'s secret dare is revealed")
        }
    }

    /// Midnight: the game starts, a day rolls over, or the game ends. Nothing once it has ended.
    private func dayBoundary() -> Change? {
        let settings = context.game.settings
        let today = state.today
        if today < settings.starts {
            return Change(at: context.calendar.startOfDay(settings.starts), reason: .gameStarts, summary: "The game starts")
        }
        if let ends = settings.ends {
            if today > ends { return nil }
            if today == ends { return Change(at: endOfToday, reason: .gameEnds, summary: "The game ends") }
        }
        return Change(at: endOfToday, reason: .dayRollsOver, summary: "A new day begins")
    }
}
