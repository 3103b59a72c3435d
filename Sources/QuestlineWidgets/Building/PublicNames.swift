import QuestlineCore

/// Names that are safe to publish: an unrevealed dare shows only who wrote it.
extension SnapshotContext {
    /// The challenge's title, or "Secret dare from Jo" while it is a secret.
    func publicTitle(of challenge: Challenge) -> String {
        if state.isRevealed(challenge) { return clip(challenge.title) }
        return clip(phrases(.secretDare, ["author": author(of: challenge)]))
    }

    /// The name of who wrote a dare, or "a friend".
    func author(of challenge: Challenge) -> String {
        challenge.secret.map { personName($0.by) } ?? phrases(.aFriend)
    }

    /// The link to a challenge on the board; nil while it is a secret (its id would give it away).
    func publicURL(of challenge: Challenge) -> String? {
        state.isRevealed(challenge) ? url(Routes.challenge(challenge.id)) : nil
    }
}
