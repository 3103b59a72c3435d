import QuestlineCore

/// A heatmap of the calendar's recent days (`days`) for each frequency or measured habit of a player, shaded by how
/// the day went: a met day darkest, a day a met period covers lighter, a measured day by its
/// value against the target; each cell says so in words ("12 Jun: 5.2 of 5 km").
extension SiteContext {
    func habitHeatmaps(_ player: PlayerState, days: DateRange) -> [[String: Any]] {
        game.recurringChallenges.compactMap { challenge -> [String: Any]? in
            guard challenge.isHabit, state.isRevealed(challenge), let habit = player.habits[challenge.id] else { return nil }
            let measure = challenge.measure
            let level = { (day: LocalDate) -> Int in
                guard let mark = habit.mark(on: day) else { return 0 }
                if mark == .done { return 4 }
                if mark == .covered { return 2 }
                guard let measure, let sum = habit.measuredSum(through: day) else { return 0 }
                // Part of the way: up to half, or more than half (an at-most day over its target: the lightest).
                return measure.bound == .least && sum * 2 > measure.target ? 2 : 1
            }
            let label = { (day: LocalDate) -> String in
                guard habit.mark(on: day) != nil else { return self.day(day) }
                var text = self.strings["quest_\(self.habitState(habit.mark(on: day)))"]
                if let measure { text = self.measuredText(habit.measuredSum(through: day) ?? 0, measure) }
                return "\(self.day(day)): \(text)"
            }
            let recent = heatmap({ habit.mark(on: $0)?.isMet == true ? 1 : 0 }, days: days, caption: challengeTitle(challenge.id),
                                 paused: { habit.mark(on: $0) == .paused }, levelOn: level, labelOn: label)
            return ["recent": recent]
        }
    }

    private func habitState(_ mark: HabitDays.Mark?) -> String {
        switch mark {
        case .done?, .covered?: "done"
        case .missed?: "missed"
        case .paused?: "paused"
        case .open?, .rest?, nil: "available"
        }
    }
}
