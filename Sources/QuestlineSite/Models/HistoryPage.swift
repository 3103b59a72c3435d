import QuestlineCore

/// The mission log: every day played, newest first, with its quests, the daily pick, what else
/// was done, and the completion rate of what was scheduled.
extension SiteContext {
    func historyPage() -> Page {
        let root = Page.root(of: Routes.history)
        // Each player's completions and unlocks by day, grouped once rather than filtered per day.
        let shown = Array(detailedPlayers)
        let completionsByDay = shown.map { player in Dictionary(grouping: player.completions, by: \.day) }
        let unlocksByDay = shown.map { player in Dictionary(grouping: player.unlocks) { calendar.date(of: $0.at) } }
        let transactionsByDay = shown.map { player in Dictionary(grouping: player.transactions) { calendar.date(of: $0.at) } }
        let detailedDays = max(1, options.limits.historyPlayerDays / max(1, shown.count))
        let everyone = DayTally.byDay(state.players, calendar: calendar)
        let others = DayTally.subtracting(DayTally.byDay(shown, calendar: calendar), from: everyone)
        let multiplePlayers = state.players.count > 1
        let days = state.playedDays(limit: options.limits.historyDays).reversed().enumerated().map { position, day -> [String: Any] in
            guard position < detailedDays else {
                return ["day": longDay(day), "date": day.description, "isToday": false, "players": [] as [Any], "others": false,
                        "summary": daySummary(everyone[day] ?? DayTally())]
            }
            let players = shown.enumerated().map { position, player -> [String: Any] in
                let quests = self.quests(for: player.id, on: day, root: root)
                let scheduled = Set(state.quests(for: player.id, on: day).map(\.challenge))
                let done = quests.filter { $0["done"] as? Bool == true }.count
                let extra = (completionsByDay[position][day] ?? []).filter { !scheduled.contains($0.challenge) }.map { completion -> [String: Any] in
                    ["title": challengeTitle(completion.challenge), "points": signedAmount(completion.points), "time": time(completion.at)]
                }
                let unlocks = (unlocksByDay[position][day] ?? []).map { unlock -> [String: Any] in
                    ["title": rewardTitle(unlock.reward), "time": time(unlock.at), "points": unlock.price > 0 ? signedAmount(-unlock.price) : false]
                }
                // Awards and spends: all a family star chart's children do.
                let transactions = (transactionsByDay[position][day] ?? []).map { transactionItem($0, withDay: false) }
                // `multiplePlayers` is the page's too, but found here at once: Mustache looks up a
                // name missing from a player through every level above it, a thousand times a page.
                var model: [String: Any] = [
                    "name": personName(player.id), "multiplePlayers": multiplePlayers, "quests": quests, "hasQuests": !quests.isEmpty,
                    "extra": extra, "unlocks": unlocks, "transactions": transactions,
                    "empty": quests.isEmpty && extra.isEmpty && unlocks.isEmpty && transactions.isEmpty,
                ]
                model["rateText"] = false
                // A paused quest is not missed: the day's rate is of the others.
                let counted = quests.filter { $0["state"] as? String != QuestStatus.State.paused.rawValue }.count
                if counted > 0 {
                    let rate = percent(done, counted)
                    model["rate"] = rate
                    model["rateText"] = strings.counted("completion_rate", counted, ["done": "\(done)", "total": "\(counted)", "percent": "\(rate)"])
                }
                return model
            }
            return ["day": longDay(day), "date": day.description, "isToday": day == state.today, "players": players,
                    "others": othersLine(others[day] ?? DayTally()), "summary": false]
        }
        return page(.history, route: Routes.history, title: strings["nav_history"],
                    ["days": Array(days), "hasDays": !days.isEmpty, "multiplePlayers": multiplePlayers,
                     "overall": overallRates(), "voided": voidedItems(), "hasVoided": !state.voided.isEmpty])
    }

    /// What everyone did on an older day, in one line.
    func daySummary(_ tally: DayTally) -> String {
        // One player's day is told without "of N players": that choice is the game's, not the
        // count's; more players take the form the language's plural rules pick.
        state.players.count == 1 && strings.values["history_day_one"] != nil ? strings.format("history_day_one", ["count": number(tally.done)])
            : strings.format(strings.form(of: "history_day", state.players.count), ["players": number(state.players.count), "active": number(tally.active), "count": number(tally.done)])
    }

    /// What the players past the cap did on a day, in one line, or `false`.
    func othersLine(_ tally: DayTally) -> Any {
        let others = rosterPlayers
        guard !others.isEmpty else { return false }
        return strings.counted("history_others", others.count, ["players": number(others.count), "active": number(tally.active), "count": number(tally.done)])
    }

    /// Each player's completion rate over every day played: quests done of those done or missed
    /// (today's open quests are not missed yet).
    func overallRates() -> [[String: Any]] {
        detailedPlayers.compactMap { player -> [String: Any]? in
            var done = 0, settled = 0
            for day in state.playedDays(limit: options.limits.historyDays) {
                // A paused quest (`.paused`) is neither done nor missed: it is left out.
                for quest in state.quests(for: player.id, on: day) where quest.state == .done || quest.state == .missed {
                    settled += 1
                    if quest.state == .done { done += 1 }
                }
            }
            guard settled > 0 else { return nil }
            let rate = percent(done, settled)
            return ["name": personName(player.id), "rate": rate, "showName": state.players.count > 1,
                    "text": strings.counted("overall_rate", settled, ["done": "\(done)", "total": "\(settled)"])]
        }
    }
}
