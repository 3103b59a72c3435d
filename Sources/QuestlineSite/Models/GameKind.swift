import QuestlineCore

/// What kind of game a site is, for the words its pages choose: `Templates/strings/en.yaml`
/// may give a key per kind (`rewards_lede_shop`), which stands for the plain key in that kind
/// of game (`UIStrings.forKind`).
enum GameKind: String, CaseIterable {
    /// Rewards that friends hid, each unlocked once (a birthday weekend).
    case gifts
    /// Rewards bought again and again with what quests earn (daily quests).
    case shop
    /// No challenges: grown-ups award stars, children spend them and save for goals.
    case family
    /// Challenges and no rewards: the days done are the prize (a 100-day span, a daily pick).
    case milestones

    static func of(_ game: Game) -> GameKind {
        if game.challenges.isEmpty { return .family }
        if game.rewards.isEmpty { return .milestones }
        return game.rewards.allSatisfy(\.repeatable) ? .shop : .gifts
    }
}
