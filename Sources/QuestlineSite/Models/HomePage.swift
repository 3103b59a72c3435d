import QuestlineCore

/// Home: who plays, balances, progress, today's quests, the next reward and the final badge.
extension SiteContext {
    func homePage() -> Page {
        let root = ""
        let players = detailedPlayers.map { player -> [String: Any] in
            var model = playerSummary(player, root: root)
            let list = quests(for: player.id, on: state.today, root: root)
            model["quests"] = list
            model["hasQuests"] = !list.isEmpty
            // With nothing scheduled (a birthday weekend), suggest the open challenges worth the most.
            let open = game.challenges.filter { $0.schedule == .once && $0.isFor(player.id) && state.isRevealed($0)
                && state.onceStatus(of: $0, for: player.id) == .available }
            let suggestions = open.sorted { ($1.points, $0.id) < ($0.points, $1.id) }.prefix(3).map { challenge -> [String: Any] in
                ["title": challenge.title, "points": amount(challenge.points), "meta": worth(challenge) as? String ?? "", "metaSeparator": false,
                 "href": root + Routes.link(Routes.challenge(challenge.id)), "state": "available", "stateLabel": strings["quest_available"], "done": false, "dailyPick": false,
                 "playSlot": playSlot(.complete, challenge.id, player: player.id)]
            }
            model["suggestions"] = Array(suggestions)
            model["hasSuggestions"] = list.isEmpty && !suggestions.isEmpty
            // A family chart has goals and no challenges: show the goals, not an empty quest list.
            model["hasChallenges"] = game.challenges.contains { $0.isFor(player.id) }
            // The goal the card says the player is saving up for is not listed again below it.
            let saving = state.hasEnded ? nil : savingGoalStatus(of: player.id)?.goal.id
            let goals = state.goals.filter { $0.player == player.id && $0.goal != saving }.map { status -> [String: Any] in
                ["title": game.goals.first { $0.id == status.goal }?.title ?? status.goal, "percent": status.percent,
                 "text": strings.format("goal_progress", ["value": amount(min(status.value, status.target)), "target": amount(status.target)])]
            }
            model["goals"] = goals
            model["hasGoals"] = !goals.isEmpty
            // A 100-day game shows each span's grid where its player looks first; its balance,
            // the days of unrelated spans added up, says nothing there and buys nothing.
            let spans = spanGrids(player, root: root)
            model["spans"] = spans
            model["hasSpans"] = !spans.isEmpty && game.rewards.isEmpty
            return model
        }
        let givers = game.people.filter { !$0.role.plays }.map { person($0.id, root: root) }
        let recent = Array(timelineNodes(state.timeline.suffix(3), root: root).reversed())
        var values: [String: Any] = [
            "players": players, "hasGivers": !givers.isEmpty, "hasRecent": !recent.isEmpty,
            "givers": givers,
            "badge": finalBadge(),
            "hasBoard": hasPage(Routes.challenges), "hasRewardsPage": hasPage(Routes.rewards), "hasGoalsPage": hasPage(Routes.goals),
            "recent": recent,
            "roster": roster(root: root),
        ]
        if let description = settings.description { values["description"] = description }
        if state.today < settings.starts {
            values["eyebrow"] = strings.format("home_starts", ["day": longDay(settings.starts)])
        } else if let ends = settings.ends, state.today > ends {
            values["eyebrow"] = strings.format("home_ended", ["day": longDay(ends)])
        } else {
            values["eyebrow"] = strings["home_eyebrow"]
        }
        return page(.home, route: Routes.home, title: nil, values)
    }

    /// The final badge, or `false` in a game with nothing to claim (a shop of repeatable items).
    func finalBadge() -> Any {
        let badge = state.finalBadge
        guard badge.total > 0 else { return false }
        return [
            "earned": badge.isEarned,
            "unlocked": badge.unlocked, "total": badge.total,
            "glow": String(format: "%.2f", badge.progress),
            "label": badge.isEarned ? strings["badge_earned"] : strings["badge_locked"],
            "progressText": strings.counted("badge_progress", badge.total, ["done": "\(badge.unlocked)", "total": "\(badge.total)"]),
            "earnedAt": badge.earnedAt.map(dayAndTime) ?? "",
        ]
    }
}
