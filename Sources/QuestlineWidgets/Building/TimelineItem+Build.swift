import QuestlineCore

extension SnapshotContext {
    /// The latest timeline entries that concern the players (and the whole game), newest first.
    func timeline(for players: [String], limit: Int) -> [TimelineItem] {
        let wanted = Set(players)
        func isRelevant(_ entry: TimelineEntry) -> Bool {
            if let player = entry.player { return wanted.contains(player) }
            // A dare revealed for someone else is not this snapshot's news; the final badge is everyone's.
            if case .reveal(let id) = entry.kind, let challenge = game.challenge(id) { return players.contains(where: challenge.isFor) }
            return true
        }
        // Newest first, stopping at the limit: through the index for a few players, else the whole timeline.
        let positions: [Int]
        if players.count <= 4 {
            positions = (players.flatMap { state.timelinePositions(of: $0) } + state.timelinePositions(of: nil)).sorted(by: >)
        } else {
            positions = Array(state.timeline.indices.reversed())
        }
        var picked: [TimelineItem] = []
        for position in positions {
            if picked.count == limit { break }
            let entry = state.timeline[position]
            if isRelevant(entry) { picked.append(timelineItem(entry)) }
        }
        return picked
    }

    private func timelineItem(_ entry: TimelineEntry) -> TimelineItem {
        let who = entry.player.map(personName) ?? ""
        let at = instant(entry.at)
        func item(_ kind: TimelineItem.Kind, _ text: String, url: String? = nil) -> TimelineItem {
            TimelineItem(at: at, kind: kind, text: TextClip.clip(text, 2 * size.textLimit), points: entry.points,
                         player: entry.player, url: url)
        }
        let say = phrases
        // "Sam got 5 points", with the reason after it when there is one.
        func withReason(_ text: String, _ reason: String?) -> String {
            reason.map { say(.withReason, ["text": text, "reason": $0]) } ?? text
        }
        switch entry.kind {
        case .completion(let id, _, _):
            guard let challenge = game.challenge(id) else { return item(.completion, say(.completedUnknown, ["name": who])) }
            return item(.completion, say(.completed, ["name": who, "challenge": publicTitle(of: challenge)]), url: publicURL(of: challenge))
        case .unlock(let id):
            let title = game.reward(id)?.title ?? id
            return item(.unlock, say(.unlocked, ["name": who, "reward": clip(title)]), url: url(Routes.reward(id)))
        case .award(let reason, let by):
            let amount = self.amount(entry.points)
            let text = by.map { say(.gotFrom, ["name": who, "amount": amount, "giver": personName($0)]) }
                ?? say(.got, ["name": who, "amount": amount])
            return item(.award, withReason(text, reason))
        case .spend(let reason, _):
            return item(.spend, withReason(say(.spent, ["name": who, "amount": amount(-entry.points)]), reason))
        case .reveal(let id):
            guard let challenge = game.challenge(id) else { return item(.reveal, say(.dareRevealedUnknown)) }
            return item(.reveal, say(.dareRevealed, ["author": author(of: challenge), "challenge": publicTitle(of: challenge)]),
                        url: publicURL(of: challenge))
        case .goalMilestone(let id, let percent):
            let title = game.goals.first { $0.id == id }?.title ?? id
            return item(.goal, say(.goalReached, ["name": who, "percent": "\(percent)", "goal": clip(title)]))
        case .streakMilestone(let days):
            return item(.streak, say(.streakKept, ["name": who, "days": "\(days)"]))
        case .finalBadge:
            return item(.badge, say(.finalBadge))
        }
    }
}
