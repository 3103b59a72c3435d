import Foundation

extension GameState {
    /// The latest instant at or before `asOf` at which what one person's own pages and widget
    /// snapshots show may have changed: today's midnight, one of their quests opening today, the
    /// reveal of a dare meant for them, their own latest event (counted or refused), the final
    /// badge, for someone who gives rewards, the latest unlock of one of them, and for someone
    /// who records awards and spends (`by`), the latest of those. Never later
    /// than `changedAt`. A profile and a player's snapshots show this instant, so an event of
    /// one player leaves everyone else's the same.
    public func changedAt(for person: String) -> Date { changedAtByPerson[person] ?? changedAt }
}

/// Works out `GameState.changedAt(for:)` for everyone at once, when the fold finishes.
enum PersonChanges {
    static func latest(in state: GameState) -> [String: Date] {
        let game = state.game
        let dayStart = game.settings.calendar.startOfDay(state.today)
        var latest: [String: Date] = [:]
        latest.reserveCapacity(game.people.count)
        func note(_ instant: Date?, for person: String) {
            guard let instant, instant <= state.asOf else { return }
            if let known = latest[person], known >= instant { return }
            latest[person] = instant
        }
        for person in game.people { note(dayStart, for: person.id) }
        for opening in state.questOpenings(for: state.players.map(\.id)) { note(opening.at, for: opening.player) }
        let reveals = state.dares.compactMap { dare in dare.revealedAt.flatMap { at in game.challenge(dare.challenge).map { ($0, at) } } }
        for player in state.players {
            note(player.latestEventAt, for: player.id)
            note(state.finalBadge.earnedAt, for: player.id)
            for (challenge, at) in reveals where challenge.isFor(player.id) { note(at, for: player.id) }
            for unlock in player.unlocks {
                if let giver = game.reward(unlock.reward)?.from { note(unlock.at, for: giver) }
            }
            // A parent's or organiser's profile lists the awards and spends they recorded.
            for transaction in player.transactions {
                if let by = transaction.by, by != player.id { note(transaction.at, for: by) }
            }
        }
        return latest.mapValues { min($0, state.changedAt) }
    }
}
