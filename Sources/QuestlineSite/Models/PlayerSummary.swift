import QuestlineCore

/// A player's standing as home, today and profile pages show it.
extension SiteContext {
    func playerSummary(_ player: PlayerState, root: String) -> [String: Any] {
        var model = person(player.id, root: root)
        model["balance"] = number(player.balance)
        model["balanceText"] = amount(player.balance)
        model["symbol"] = currency.symbol ?? ""
        // The name the language's plural rules give the balance: Polish "2 gwiazdki", "5 gwiazdek".
        model["currencyName"] = currency.name(for: player.balance)
        model["money"] = money(player.balance).map { strings.format("worth", ["money": $0]) } ?? false
        model["earned"] = amount(player.earned)
        model["spent"] = amount(player.spent)
        model["completions"] = player.challengesDone
        model["unlocks"] = player.unlocks.count
        model["streak"] = player.streak.current
        model["bestStreak"] = player.streak.best
        model["streakText"] = streakText(player)
        model["progress"] = progress(of: player)
        // After the game has ended nothing is within reach any more.
        if !state.hasEnded, let saving = savingGoal(of: player.id, root: root) {
            model["nextReward"] = saving
        } else if !state.hasEnded, let next = state.nextReward(for: player.id), let reward = game.reward(next.reward) {
            model["nextReward"] = [
                "title": reward.title, "from": reward.from.map { person($0, root: root) } ?? false, "price": amount(next.price),
                "affordable": next.state == .affordable,
                "toGo": next.state == .affordable ? strings["ready_to_unlock"] : strings.format("points_to_go", ["amount": amount(next.pointsToGo)]),
                "percent": percent(next.price - next.pointsToGo, next.price),
                "href": root + Routes.link(Routes.rewards) + "#" + rewardAnchor(reward.id, player: player.id),
            ]
        }
        return model
    }

    /// What a child in a family's game is saving up for: their first goal of their balance not
    /// reached yet ("En ny sykkel", 60 of 120 stars). It takes the next reward's place, which in
    /// such a game is most often a treat from the shop the child can already buy. Nil in any
    /// other game, or without such a goal.
    /// Once every such goal is reached, the last of them, and when ("100% on Sat 3 Oct"), rather
    /// than a treat the child was never saving for.
    func savingGoal(of player: String, root: String) -> [String: Any]? {
        guard let (goal, status) = savingGoalStatus(of: player) else { return nil }
        let reached = status.isComplete ? status.reached.last { $0.percent >= 100 } : nil
        let toGo = reached.map { strings.format("milestone_reached", ["percent": "100", "when": day(calendar.date(of: $0.at))]) }
            ?? strings.format("points_to_go", ["amount": amount(max(0, status.target - status.value))])
        return ["title": goal.title, "from": false, "price": amount(status.target), "affordable": status.isComplete,
                "toGo": toGo, "percent": status.percent, "href": root + Routes.link(Routes.goals)]
    }

    /// The goal `savingGoal` shows, with its standing: the first not reached, else the last reached.
    func savingGoalStatus(of player: String) -> (goal: Goal, status: GoalStatus)? {
        guard GameKind.of(game) == .family else { return nil }
        var lastReached: (goal: Goal, status: GoalStatus)?
        for status in state.goals where status.player == player {
            guard let goal = game.goals.first(where: { $0.id == status.goal }), goal.measure == .balance else { continue }
            if !status.isComplete { return (goal, status) }
            lastReached = (goal, status)
        }
        return lastReached
    }

    /// Two meters: challenges (once-challenges, or today's quests in a game of routines) and
    /// rewards (those that unlock once; a shop's repeatable items have no end to measure).
    func progress(of player: PlayerState) -> [String: Any] {
        var meters: [[String: Any]] = []
        let once = state.onceCounts(for: player.id)
        if once.total > 0 {
            meters.append(["text": strings.counted("progress_challenges", once.total, ["done": "\(once.done)", "total": "\(once.total)"]),
                           "percent": percent(once.done, once.total), "kind": "challenges"])
        } else {
            let today = state.quests(for: player.id, on: state.today)
            if !today.isEmpty {
                let done = today.filter { $0.state == .done }.count
                meters.append(["text": strings.format("progress_today", ["done": "\(done)", "total": "\(today.count)"]),
                               "percent": percent(done, today.count), "kind": "challenges"])
            }
        }
        let rewards = state.rewards(for: player.id).filter { !(game.reward($0.reward)?.repeatable ?? false) }
        if !rewards.isEmpty {
            let unlocked = rewards.filter { $0.state == .unlocked }.count
            meters.append(["text": strings.counted("progress_rewards", rewards.count, ["done": "\(unlocked)", "total": "\(rewards.count)"]),
                           "percent": percent(unlocked, rewards.count), "kind": "rewards"])
        }
        return ["meters": meters, "hasMeters": !meters.isEmpty]
    }

    /// "streak 3, best 12" where a daily-quest player looks first (home, today), or `false`
    /// when no quest recurs for them and there is no streak to keep.
    func streakText(_ player: PlayerState) -> Any {
        hasStreak(player) ? streakWords(player) : false
    }

    /// Whether a quest recurs for the player, so that there is a streak to keep.
    func hasStreak(_ player: PlayerState) -> Bool {
        game.recurringChallenges.contains { $0.isFor(player.id) }
    }

    /// "streak 3, best 12", whether or not there is a streak to keep.
    func streakWords(_ player: PlayerState) -> String {
        strings.format("streak_text", ["current": number(player.streak.current), "best": number(player.streak.best)])
    }

    func percent(_ part: Int, _ whole: Int) -> Int { whole <= 0 ? 0 : min(100, max(0, part * 100 / whole)) }
}
