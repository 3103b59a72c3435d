import Foundation
import QuestlineCore

/// The one-line state a Home Assistant sensor shows: at most 255 characters.
enum StateText {
    /// Home Assistant's limit for a sensor's state.
    static let limit = 255

    /// "250 points · streak 3 · 1/3 quests done, 1 open · 50 to Jo's video". No name: the
    /// snapshot's `player` (and the sensor) already say whose it is.
    static func player(_ glance: Glance, currency: Currency, at instant: Date) -> String {
        var parts = ["\(currency.amount(glance.balance))\(glance.worth.map { " (\($0))" } ?? "")"]
        if glance.streak > 0 { parts.append("streak \(glance.streak)") }
        let counts = glance.questCounts(at: instant)
        if counts.total > 0 {
            parts.append("\(counts.done)/\(counts.total) quests done" + (counts.open > 0 ? ", \(counts.open) open" : ""))
        }
        if let next = glance.next {
            parts.append(next.toGo > 0 ? "\(next.toGo) to \(next.title)" : "\(next.title) is within reach")
        }
        return TextClip.clip(parts.joined(separator: " · "), limit)
    }

    /// "Emma 12 · Noah 5 · Ida 3 stars · 3 quests open" for a family, "Sam 95 points (950,00 kr)"
    /// for one player. No title: a sensor or widget already carries the game's name.
    static func game(_ glances: [Glance], currency: Currency, at instant: Date) -> String {
        var text: String
        if glances.count == 1, let only = glances.first {
            text = "\(only.name) \(currency.amount(only.balance))\(only.worth.map { " (\($0))" } ?? "")"
        } else {
            text = glances.map { "\($0.name) \($0.balance)" }.joined(separator: " · ") + " \(currency.name)"
        }
        let open = glances.reduce(0) { $0 + $1.questCounts(at: instant).open }
        if glances.contains(where: { !$0.quests.isEmpty }) { text += " · \(open) quest\(open == 1 ? "" : "s") open" }
        return TextClip.clip(text, limit)
    }
}
