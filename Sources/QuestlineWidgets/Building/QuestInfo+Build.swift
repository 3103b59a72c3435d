import QuestlineCore

extension SnapshotContext {
    /// Today's quests for the players, in challenges.yaml order per player, the pick last.
    /// `tagPlayer` names the player on each quest (the game snapshot lists everyone's).
    func quests(for players: [String], tagPlayer: Bool) -> [QuestInfo] {
        players.flatMap { player in
            state.quests(for: player, on: state.today).compactMap { status -> QuestInfo? in
                guard let challenge = game.challenge(status.challenge), state.isRevealed(challenge) else { return nil }
                var quest = QuestInfo(id: challenge.id, title: publicTitle(of: challenge), state: questState(status.state),
                                      points: challenge.points, opensAt: status.opensAt.map(instant),
                                      doneAt: status.completedAt.map(instant), pick: status.isDailyPick ? true : nil,
                                      player: tagPlayer ? player : nil, url: url(Routes.challenge(challenge.id)))
                quest.habit = HabitInfo(status.progress)
                return quest
            }
        }
    }

    /// Once-challenges by state, summed over the players; unrevealed dares count as upcoming.
    func challengeCounts(for players: [String]) -> ChallengeCounts? {
        var counts = ChallengeCounts()
        var any = false
        for player in players {
            let once = state.onceCounts(for: player)
            any = any || once.total > 0
            counts.done += once.done
            counts.available += once.available
            counts.upcoming += once.upcoming
            counts.missed += once.missed
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
        case .paused: .paused
        }
    }
}

extension HabitInfo {
    /// A quest's habit progress as the snapshot carries it; nil for other quests.
    init?(_ progress: HabitProgress?) {
        guard let progress else { return nil }
        self.init(count: progress.frequency == nil ? nil : progress.count ?? 0, times: progress.frequency?.times,
                  per: progress.frequency?.per ?? progress.measure.flatMap { $0.per > 1 ? $0.per : nil },
                  value: progress.measure == nil ? nil : progress.value ?? 0,
                  target: progress.measure?.target, unit: progress.measure?.unit,
                  atMost: progress.measure?.bound == .most ? true : nil)
    }
}
