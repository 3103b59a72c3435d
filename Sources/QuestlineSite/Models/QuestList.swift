import QuestlineCore

/// A day's quests for a player, as today, home and history show them.
extension SiteContext {
    func quests(for player: String, on day: LocalDate, root: String) -> [[String: Any]] {
        state.quests(for: player, on: day).map { quest in
            let challenge = game.challenge(quest.challenge)
            var model: [String: Any] = [
                "title": challengeTitle(quest.challenge),
                "state": quest.state.rawValue,
                "stateLabel": strings["quest_\(quest.state.rawValue)"],
                "done": quest.state == .done,
                "dailyPick": quest.isDailyPick,
                "points": amount(challenge?.points ?? 0),
                "href": root + Routes.link(Routes.challenge(quest.challenge)),
                // Only today's open quests take a form in play mode.
                "playSlot": day == state.today && quest.state == .available ? playSlot(.complete, quest.challenge, player: player) : "",
            ]
            if let challenge, state.isRevealed(challenge) {
                if let description = challenge.description { model["descriptionHTML"] = MarkdownText(source: description, root: root) }
                model["category"] = challenge.category
                if let tier = tierLabel(challenge.tier) { model["tier"] = tier; model["tierKey"] = challenge.tier!.rawValue }
            } else {
                model["href"] = root + Routes.link(Routes.challenges) + "#secret-dares"
            }
            if let opens = quest.opensAt, quest.state == .upcoming { model["opens"] = strings.format("opens_at", ["time": time(opens)]) }
            if let completed = quest.completedAt { model["completedAt"] = time(completed) }
            // Always set, so a page's own `progress` above the quest is never shown in its place.
            let progress = progressText(quest.progress)
            model["habitProgress"] = progress ?? false
            // The line under the title: worth, opening time, time done, joined here so that a
            // part left out leaves no stray separator (`worth`).
            let meta = [worth(challenge) as? String, model["opens"] as? String, model["completedAt"] as? String].compactMap { $0 }
            model["meta"] = meta.joined(separator: " · ")
            model["metaSeparator"] = !meta.isEmpty && progress != nil
            return model
        }
    }
}
