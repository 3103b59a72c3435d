import Foundation
import QuestlineCore

/// Names the instants at which a snapshot changes by time alone, for its refresh hints. Which
/// instants those are (a quest opens at its time of day, a secret dare's reveal time comes, the
/// local day rolls over at midnight in the game's zone, the game starts or ends with it) is the
/// engine's `GameState.timeChanges(for:)`, the same that bounds the state's validity; this adds
/// the reasons and summaries a widget shows, and keeps unrevealed dares' quests out of them.
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
        let sorted = state.timeChanges(for: players).compactMap(describe).sorted { ($0.at, $0.reason) < ($1.at, $1.reason) }
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

    /// A change as a widget tells it, or nil for a quest of a dare that is still secret. A
    /// dare's reveal names only its author: the dare is still secret now.
    private func describe(_ change: TimeChange) -> Change? {
        let say = context.phrases
        switch change.kind {
        case .questOpens(let id, let player):
            guard let challenge = context.game.challenge(id), state.isRevealed(challenge) else { return nil }
            let title = context.publicTitle(of: challenge)
            let summary = players.count > 1 ? say(.questOpensFor, ["challenge": title, "name": context.personName(player)])
                                            : say(.questOpens, ["challenge": title])
            return Change(at: change.at, reason: .questOpens, summary: summary)
        case .dareRevealed(let id):
            let author = context.game.challenge(id)?.secret?.by ?? ""
            return Change(at: change.at, reason: .dareRevealed, summary: say(.dareDue, ["author": context.personName(author)]))
        case .gameStarts: return Change(at: change.at, reason: .gameStarts, summary: say(.gameStarts))
        case .dayRollsOver: return Change(at: change.at, reason: .dayRollsOver, summary: say(.newDay))
        case .gameEnds: return Change(at: change.at, reason: .gameEnds, summary: say(.gameEnds))
        }
    }
}
