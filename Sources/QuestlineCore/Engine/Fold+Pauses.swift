import Foundation

/// Pauses and resumes, folded in time order like every event.
extension Fold {
    mutating func applyPause(_ event: Event, player: String) {
        guard let challenge = recurringChallenge(event, player: player), let from = event.from, let until = event.until else { return }
        guard from <= until else { return reject(event, "a pause runs from a day to a later one; \(from) is after \(until)") }
        pauses.append(Pause(player: player, challenge: challenge, from: from, until: until, line: event.line))
    }

    /// A resume ends the pauses of that quest from its day (`on`, else the day it was logged) on.
    mutating func applyResume(_ event: Event, player: String) {
        guard let challenge = recurringChallenge(event, player: player) else { return }
        let day = event.on ?? calendar.date(of: event.at)
        let affected = pauses.indices.filter { pauses[$0].player == player && pauses[$0].challenge == challenge && pauses[$0].until >= day }
        guard !affected.isEmpty else {
            return reject(event, "'\(challenge)' is not paused for '\(player)' on \(day) or after it, so there is nothing to resume")
        }
        for index in affected { pauses[index].until = day.adding(days: -1) }
        pauses.removeAll { $0.until < $0.from }
    }

    /// The challenge of a pause or resume when it is a recurring quest for the player; else the
    /// event is refused and nil.
    private mutating func recurringChallenge(_ event: Event, player: String) -> String? {
        let id = event.challenge ?? ""
        guard let challenge = game.challenge(id) else {
            reject(event, "unknown challenge '\(id)'")
            return nil
        }
        guard challenge.isFor(player) else {
            reject(event, "'\(id)' is not a challenge for '\(player)' (it is for \(challenge.players.joined(separator: ", ")))")
            return nil
        }
        guard challenge.schedule.recurrence != nil else {
            reject(event, "'\(id)' is not a recurring quest, so it cannot be paused: only scheduled days can be")
            return nil
        }
        return id
    }
}
