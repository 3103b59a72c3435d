import QuestlineCore

extension SnapshotContext {
    /// A player's figures; `withNext` adds the next reward within reach.
    func playerInfo(_ player: PlayerState, withNext: Bool, withLink: Bool = true) -> PlayerInfo {
        let person = game.person(player.id)
        let avatar = size == .small ? nil : person.flatMap { $0.avatarIsImage ? nil : $0.avatar }.map { TextClip.clip($0, 8) }
        return PlayerInfo(id: player.id, name: clip(person?.name ?? player.id), avatar: avatar,
                          balance: player.balance, worth: worth(of: player.balance),
                          streak: hasStreaks(player.id)
                              ? StreakInfo(current: player.streak.current, best: size > .small ? player.streak.best : nil) : nil,
                          next: withNext ? nextReward(for: player.id) : nil, url: withLink ? url(Routes.person(player.id)) : nil)
    }

    /// Whether the player has any recurring quest: without one there is no streak to show.
    func hasStreaks(_ player: String) -> Bool {
        game.recurringChallenges.contains { $0.isFor(player) }
    }

    /// The cheapest reward not yet unlocked: title and price only, never its message or media.
    /// None after the game has ended, as on its home page (issue #34).
    func nextReward(for player: String) -> RewardInfo? {
        guard !state.hasEnded, let status = state.nextReward(for: player), let reward = game.reward(status.reward) else { return nil }
        let rewardState: RewardInfo.State = switch status.state {
        case .locked: .locked
        case .affordable: .affordable
        case .unlocked: .unlocked
        }
        let detailed = size > .small
        return RewardInfo(id: reward.id, title: clip(reward.title), state: detailed ? rewardState : nil,
                          price: detailed ? status.price : nil,
                          toGo: status.pointsToGo, url: detailed ? url(rewardRoute(reward.id, player: player)) : nil)
    }

    /// Where a reward opens: its own page once the player has unlocked it (the build makes no
    /// page of a reward no one has), else the player's card on the rewards page. Only the
    /// player's own unlocks decide, so a snapshot made from their view of the state is the one
    /// the whole state makes.
    func rewardRoute(_ reward: String, player: String) -> String {
        if state.player(player)?.isUnlocked(reward) == true { return Routes.reward(reward) }
        return Routes.rewardCard(reward, player: player, playerCount: game.players.count)
    }
}
