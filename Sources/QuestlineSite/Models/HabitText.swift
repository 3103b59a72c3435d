import Foundation
import QuestlineCore

/// How pages write a frequency or measured habit's progress: "2 of 3 this week", "5.2 of 5 km".
extension SiteContext {
    /// A measured value in the game's locale, with at most two decimals: "5.2", "1,250".
    func decimal(_ value: Double) -> String {
        let formatter = NumberFormatter()
        formatter.locale = settings.locale
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = 2
        return formatter.string(from: NSNumber(value: value)) ?? "\(value)"
    }

    /// The habit's progress on a day, or nil for other quests.
    func progressText(_ progress: HabitProgress?) -> String? {
        guard let progress else { return nil }
        var parts: [String] = []
        if let frequency = progress.frequency {
            let arguments = ["count": number(progress.count ?? 0), "times": number(frequency.times), "days": number(frequency.per)]
            parts.append(strings.format(frequency.per == 7 ? "habit_count_week" : "habit_count_days", arguments))
        }
        if let measure = progress.measure { parts.append(measuredText(progress.value ?? 0, measure)) }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    /// "5.2 of 5 km", "at most 2 cups", "12 of 35 km in 7 days".
    func measuredText(_ value: Double, _ measure: Measure) -> String {
        measureText("habit_value", measure, value: decimal(value))
    }

    /// A measured habit's target alone, for its card on the board: "5 km", "at most 2 cups",
    /// "35 km in 7 days".
    func targetText(_ measure: Measure) -> String { measureText("habit_target", measure, value: nil) }

    /// The string `base` (`_most` for a ceiling, `_days` over several days) with the measure's
    /// target, unit and days filled in, and `value` when given.
    private func measureText(_ base: String, _ measure: Measure, value: String?) -> String {
        let key = base + (measure.bound == .most ? "_most" : "") + (measure.per > 1 ? "_days" : "")
        var arguments = ["target": decimal(measure.target), "unit": measure.unit, "days": number(measure.per)]
        arguments["value"] = value
        return strings.format(key, arguments).replacingOccurrences(of: "  ", with: " ").trimmingCharacters(in: .whitespaces)
    }
}
