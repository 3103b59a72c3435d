import QuestlineCore

extension SnapshotContext {
    /// Today's quests for the players, in challenges.yaml order per player, the pick last.
    /// `tagPlayer` names the player on each quest (the game snapshot lists everyone's).
    func quests(for players: [String], tagPlayer: Bool) -> [QuestInfo] {
        players.flatMap { player in
            state.quests(for: player, on: state.today).compactMap { status -> QuestInfo? in
                guard let challenge = game.challenge(status.challenge), state.isRevealed(challenge) else { return nil }
                return QuestInfo(id: challenge.id, title: publicTitle(of: challenge), state: questState(status.state),
                                 points: challenge.points, opensAt: status.opensAt.map(instant),
                                 doneAt: status.completedAt.map(instant), pick: status.isDailyPick ? true : nil,
                                 player: tagPlayer ? player : nil, url: url(Routes.challenge(challenge.id)))
            }
        }
    }

    /// Once-challenges by state, summed over the players; unrevealed dares count as upcoming.
    func challengeCounts(for players: [String]) -> ChallengeCounts? {
        var counts = ChallengeCounts()
        var any = false
        for player in players {
            for challenge in game.challenges where challenge.schedule == .once && challenge.isFor(player) {
                any = true
                switch state.onceStatus(of: challenge, for: player) {
                case .done: counts.done += 1
                case .available: counts.available += 1
                case .upcoming: counts.upcoming += 1
                case .missed: counts.missed += 1
                }
            }
        }
        return any ? counts : nil
    }

    func goals(for players: [String]) -> [GoalInfo] {
        let wanted = Set(players)
        return state.goals.filter { wanted.contains($0.player) }.compactMap { status in
            guard let goal = game.goals.first(where: { $0.id == status.goal }) else { return nil }
            return GoalInfo(id: goal.id, title: clip(goal.title), player: status.player, value: status.value,
                            target: status.target, percent: status.percent)
        }
    }

    private func questState(_ state: QuestStatus.State) -> QuestInfo.State {
        switch state {
        case .upcoming: .upcoming
        case .available: .available
        case .done: .done
        case .missed: .missed
        }
    }
}
