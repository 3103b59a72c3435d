import QuestlineCore

extension SnapshotContext {
    /// The whole game's final badge: every non-repeatable reward for every player unlocked.
    func gameBadge() -> BadgeInfo {
        let badge = state.finalBadge
        return badgeInfo(unlocked: badge.unlocked, total: badge.total, earnedAt: badge.earnedAt.map(instant))
    }

    /// One player's share of the final badge: their own rewards unlocked.
    func playerBadge(_ player: PlayerState) -> BadgeInfo {
        let mine = state.rewards(for: player.id).filter { game.reward($0.reward)?.repeatable == false }
        return badgeInfo(unlocked: mine.filter { $0.state == .unlocked }.count, total: mine.count,
                         earnedAt: player.finalBadgeAt.map(instant))
    }

    private func badgeInfo(unlocked: Int, total: Int, earnedAt: String?) -> BadgeInfo {
        let state: BadgeInfo.State = earnedAt != nil ? .earned : unlocked > 0 ? .glowing : .waiting
        return BadgeInfo(state: state, unlocked: unlocked, total: total, earnedAt: earnedAt)
    }
}
