import QuestlineCore

/// A profile per person: role, tagline, fun facts, and stats or what they gave.
extension SiteContext {
    /// The rewards someone gives that a player has unlocked, in rewards.yaml order: all a
    /// profile shows of other people's standing.
    func unlockedGifts(of person: String) -> [String] {
        (rewardsByGiver[person] ?? []).map(\.id).filter(unlockedRewardIDs.contains)
    }

    /// Everything a profile is made from, as one number: the person's view of the state
    /// (`GameState.viewFingerprints()`), their gifts unlocked and whether the footer links to a
    /// calendar. A build after another person's event finds it the same and keeps the page
    /// without making it.
    static func profileFingerprint(view: UInt64, unlockedGifts: [String], hasCalendar: Bool) -> UInt64 {
        var hash = StableHash()
        hash.combine("profile 1")
        hash.combine(view)
        hash.combine(hasCalendar ? 1 : 0)
        hash.combine(UInt64(unlockedGifts.count))
        for gift in unlockedGifts { hash.combine(gift) }
        return hash.value
    }

    /// How many awards and spends a profile lists; the mission log has the rest.
    static let transactionsShown = 50

    /// A person's profile, made in a context over their view of the state (`viewing(_:)`), so
    /// it shows nothing of anyone else's standing but `unlockedGifts`.
    func personPage(_ someone: Person, unlockedGifts: Set<String>) -> Page {
        let route = Routes.person(someone.id)
        let root = Page.root(of: route)
        var values: [String: Any] = ["person": person(someone.id, root: root), "funFacts": someone.funFacts,
                                     "hasFunFacts": !someone.funFacts.isEmpty,
                                     // A parent's or organiser's award and spend forms, in play mode.
                                     "playSlot": someone.role.plays ? playSlot(.points, someone.id) : ""]
        if let player = state.player(someone.id) {
            var summary = playerSummary(player, root: root)
            // Only what the game has: no challenges done in a star chart, no streaks without a
            // quest that recurs, no rewards unlocked where there are none.
            let hasChallenges = game.challenges.contains { $0.isFor(player.id) }
            let hasStreaks = game.recurringChallenges.contains { $0.isFor(player.id) }
            var stats: [[String: Any]] = [
                ["label": strings["stat_balance"], "value": amount(player.balance)],
                ["label": strings["stat_earned"], "value": amount(player.earned)],
            ]
            if hasChallenges { stats.append(["label": strings["stat_completions"], "value": number(player.completions.count)]) }
            if !game.rewards.isEmpty { stats.append(["label": strings["stat_unlocks"], "value": number(player.unlocks.count)]) }
            if hasStreaks {
                stats.append(["label": strings["stat_streak"], "value": number(player.streak.current)])
                stats.append(["label": strings["stat_best_streak"], "value": number(player.streak.best)])
            }
            summary["stats"] = stats
            values["player"] = summary
            // Awards and spends, newest first: what a parent most wants to look back on.
            let newest = player.transactions.reversed().prefix(Self.transactionsShown)
            values["transactions"] = newest.map { transactionItem($0, withDay: true) }
            values["hasTransactions"] = !newest.isEmpty
            let earlier = player.transactions.count - newest.count
            values["earlierTransactions"] = earlier > 0 ? strings.counted("earlier_transactions", earlier, shown: number(earlier)) : false
        }
        let gives = (rewardsByGiver[someone.id] ?? []).map { reward -> [String: Any] in
            let unlocked = unlockedGifts.contains(reward.id)
            return ["title": reward.title, "icon": Self.kindIcon(reward.kind), "unlocked": unlocked,
                    "href": unlocked ? root + Routes.link(Routes.reward(reward.id)) : root + Routes.link(Routes.rewards) + "#" + rewardAnchor(reward.id, player: nil)]
        }
        values["gives"] = gives
        values["hasGives"] = !gives.isEmpty
        let dares = daresBySetter[someone.id] ?? 0
        values["dares"] = dares > 0 ? strings.counted("dares_set", dares, shown: number(dares)) : false
        // A profile says when that person's own standing last changed, so another player's event
        // leaves it the same, and the next build may keep it without rendering.
        return page(.person, route: route, title: someone.name, changedAt: state.changedAt(for: someone.id), values)
    }
}
