import QuestlineCore

/// What a challenge is worth, where that says something. In a game with nothing to buy whose
/// challenges all pay the same (a hundred-day span at one "day done" a day), the worth on a quest
/// or a card reads as a state beside its state ("Run 2 km · 1 day done · Open"), so it is left
/// out there; the balance and the timeline still count it.
extension SiteContext {
    var showsChallengeWorth: Bool {
        !game.rewards.isEmpty || Set(game.challenges.map(\.points)).count > 1
    }

    /// "50 points", or `false` where the game's worths say nothing.
    func worth(_ challenge: Challenge?) -> Any {
        showsChallengeWorth ? amount(challenge?.points ?? 0) : false
    }
}
