import QuestlineCore

/// A player's standing as home, today and profile pages show it.
extension SiteContext {
    func playerSummary(_ player: PlayerState, root: String) -> [String: Any] {
        var model = person(player.id, root: root)
        model["balance"] = player.balance
        model["balanceText"] = amount(player.balance)
        model["symbol"] = currency.symbol ?? ""
        model["currencyName"] = abs(player.balance) == 1 ? currency.singular : currency.name
        if let money = money(player.balance) { model["money"] = strings.format("worth", ["money": money]) }
        model["earned"] = amount(player.earned)
        model["spent"] = amount(player.spent)
        model["completions"] = player.completions.count
        model["unlocks"] = player.unlocks.count
        model["streak"] = player.streak.current
        model["bestStreak"] = player.streak.best
        let available = game.challenges.filter { $0.isFor(player.id) && $0.schedule == .once }.count
        let done = Set(player.completions.map(\.challenge)).count
        let rewards = state.rewards.filter { $0.player == player.id && !(game.reward($0.reward)?.repeatable ?? false) }
        let unlocked = rewards.filter { $0.state == .unlocked }.count
        model["progress"] = [
            "challengesDone": done, "challengesTotal": max(available, done),
            "challengesPercent": percent(done, max(available, done)),
            "rewardsDone": unlocked, "rewardsTotal": rewards.count, "rewardsPercent": percent(unlocked, rewards.count),
            "challengesText": strings.format("progress_challenges", ["done": "\(done)", "total": "\(max(available, done))"]),
            "rewardsText": strings.format("progress_rewards", ["done": "\(unlocked)", "total": "\(rewards.count)"]),
        ]
        if let next = state.nextReward(for: player.id), let reward = game.reward(next.reward) {
            model["nextReward"] = [
                "title": reward.title, "from": reward.from.map { person($0, root: root) } as Any, "price": amount(next.price),
                "affordable": next.state == .affordable,
                "toGo": next.state == .affordable ? strings["ready_to_unlock"] : strings.format("points_to_go", ["amount": amount(next.pointsToGo)]),
                "percent": percent(next.price - next.pointsToGo, next.price),
                "href": root + Routes.rewards + "#reward-\(reward.id)",
            ]
        }
        return model
    }

    func percent(_ part: Int, _ whole: Int) -> Int { whole <= 0 ? 0 : min(100, max(0, part * 100 / whole)) }
}
