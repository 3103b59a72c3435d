import QuestlineCore

/// Today: the daily pick and the day's quests for each player, and what is still open.
extension SiteContext {
    func todayPage() -> Page {
        let root = Page.root(of: Routes.today)
        let players = detailedPlayers.map { player -> [String: Any] in
            let quests = self.quests(for: player.id, on: state.today, root: root)
            var model = person(player.id, root: root)
            model["pick"] = quests.first { $0["dailyPick"] as? Bool == true } ?? [:]
            let hasPick = quests.contains { $0["dailyPick"] as? Bool == true }
            model["hasPick"] = hasPick
            // Only a game with a daily pool has a pick to miss.
            model["missesPick"] = !hasPick && !game.dailyPickPool.isEmpty
            model["quests"] = quests.filter { $0["dailyPick"] as? Bool != true }
            let allOpen = game.challenges.filter { $0.schedule == .once && $0.isFor(player.id) && state.isRevealed($0)
                && state.onceStatus(of: $0, for: player.id) == .available }
            let open = allOpen.prefix(options.limits.openChallenges).map { challenge -> [String: Any] in
                var item: [String: Any] = ["title": challenge.title, "points": amount(challenge.points), "href": root + Routes.link(Routes.challenge(challenge.id))]
                if let tier = tierLabel(challenge.tier) { item["tier"] = tier }
                return item
            }
            model["open"] = open
            model["hasOpen"] = !open.isEmpty
            let more = allOpen.count - open.count
            model["moreOpen"] = more > 0 ? strings.counted("more_open", more, shown: number(more)) : false
            model["balance"] = amount(player.balance)
            model["streakText"] = streakText(player)
            return model
        }
        return page(.today, route: Routes.today, title: strings["nav_today"], [
            "players": players, "date": longDay(state.today), "roster": roster(root: root),
        ])
    }
}
