import QuestlineCore

/// What a challenge is worth, where that says something. In a game with nothing to buy whose
/// challenges each pay one (a hundred-day span at one "day done" a day: the currency counts what
/// was done), the worth on a quest or a card reads as a second state ("Run 2 km · 1 day done ·
/// Open"), so it is left out there; the balance and the timeline still count it.
extension SiteContext {
    var showsChallengeWorth: Bool {
        !game.rewards.isEmpty || game.challenges.contains { $0.points != 1 }
    }

    /// "50 points", or `false` where the game's worths say nothing.
    func worth(_ challenge: Challenge?) -> Any {
        showsChallengeWorth ? amount(challenge?.points ?? 0) : false
    }
}
