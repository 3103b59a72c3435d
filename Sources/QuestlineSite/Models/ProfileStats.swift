import QuestlineCore

/// The profile's counts, on the same footing as the home page's meters and the rewards page, so
/// that no two pages give one child two numbers.
extension SiteContext {
    /// "Challenges done": the once-challenges done, as the home page's "1 of 4 challenges done"
    /// counts them, with "3 times in all" beside it when quests that recur add completions; in a
    /// game of routines alone, every completion.
    func challengesDoneStat(_ player: PlayerState) -> [String: Any] {
        let once = state.onceCounts(for: player.id)
        let all = player.challengesDone
        guard once.total > 0 else { return ["label": strings["stat_completions"], "value": number(all), "note": false] }
        let note: Any = all > once.done ? strings.counted("times_in_all", all, shown: number(all)) : false
        return ["label": strings["stat_completions"], "value": number(once.done), "note": note]
    }

    /// "Rewards unlocked": in a game of gifts, those that unlock for good, as the home page and the
    /// rewards page count them (a repeatable treat bought twice is not two rewards unlocked); in a
    /// shop or a family's chart, where the label says treats redeemed or bought, every purchase.
    func unlockCount(_ player: PlayerState) -> Int {
        guard GameKind.of(game) == .gifts else { return player.unlocks.count }
        return state.rewards(for: player.id).count { $0.state == .unlocked && game.reward($0.reward)?.repeatable != true }
    }
}
