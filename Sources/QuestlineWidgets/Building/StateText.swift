import Foundation
import QuestlineCore

/// The one-line state a Home Assistant sensor shows: at most 255 characters, in the words of the
/// context's phrases.
enum StateText {
    /// Home Assistant's limit for a sensor's state.
    static let limit = 255

    /// "250 points · streak 3 · 1/3 quests done, 1 open · 50 to Jo's video". No name: the
    /// snapshot's `player` (and the sensor) already say whose it is.
    static func player(_ glance: Glance, context: SnapshotContext, at instant: Date) -> String {
        let say = context.phrases
        var parts = [amount(glance, context: context)]
        if glance.streak > 0 { parts.append(say(.streak, ["days": "\(glance.streak)"])) }
        let counts = glance.questCounts(at: instant)
        if counts.total > 0 {
            let numbers = ["done": "\(counts.done)", "total": "\(counts.total)", "open": "\(counts.open)"]
            parts.append(say(counts.open > 0 ? .questsDoneOpen : .questsDone, numbers))
        }
        if let next = glance.next {
            parts.append(next.toGo > 0 ? say(.toGo, ["points": context.count(next.toGo), "reward": next.title])
                                       : say(.withinReach, ["reward": next.title]))
        }
        return TextClip.clip(parts.joined(separator: " · "), limit)
    }

    /// "Emma 12 · Noah 5 · Ida 3 stars · 3 quests open" for a family, "Sam 95 points (950,00 kr)"
    /// for one player. No title: a sensor or widget already carries the game's name.
    static func game(_ glances: [Glance], context: SnapshotContext, at instant: Date) -> String {
        let say = context.phrases
        var text: String
        if glances.count == 1, let only = glances.first {
            text = say(.balance, ["name": only.name, "amount": amount(only, context: context)])
        } else {
            text = glances.map { say(.balance, ["name": $0.name, "amount": context.count($0.balance)]) }.joined(separator: " · ")
                + " \(context.currency.name)"
        }
        let open = glances.reduce(0) { $0 + $1.questCounts(at: instant).open }
        if glances.contains(where: { !$0.quests.isEmpty }) {
            text += " · " + say.questsOpen(open)
        }
        return TextClip.clip(text, limit)
    }

    /// "95 points", or "95 points (950,00 kr)" when the currency is worth money.
    private static func amount(_ glance: Glance, context: SnapshotContext) -> String {
        let amount = context.amount(glance.balance)
        return glance.worth.map { context.phrases(.amountWorth, ["amount": amount, "worth": $0]) } ?? amount
    }
}
