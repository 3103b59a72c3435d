/// Measured habits' days: what one player's entries for one challenge add up to on one day.
enum DaySum {
    struct Key: Hashable {
        var player: Int
        var challenge: Int
        var day: Int
    }

    /// What the `days` days through `key`'s day add up to; nil when none has an entry.
    static func window(_ sums: [Key: Double], ending key: Key, days: Int) -> Double? {
        var total: Double?
        for offset in 0..<days {
            if let sum = sums[Key(player: key.player, challenge: key.challenge, day: key.day - offset)] { total = (total ?? 0) + sum }
        }
        return total
    }

    /// Whether a measure over `days` days paid on a day less than `days` days before or after
    /// `key`'s: then this day's window already had its points.
    static func paid(_ payouts: Set<Key>, near key: Key, days: Int) -> Bool {
        guard !payouts.isEmpty else { return false }
        for offset in 0..<days where payouts.contains(Key(player: key.player, challenge: key.challenge, day: key.day - offset))
            || payouts.contains(Key(player: key.player, challenge: key.challenge, day: key.day + offset)) { return true }
        return false
    }

    /// The day sums and the payout days the fold keeps, worked out again in one pass over the
    /// counted completions (a fold read back from the cache): it is on every build's path.
    static func rebuilt(from players: [PlayerState], playerNumbers: [String: Int], challengeNumbers: [String: Int],
                        game: Game) -> (sums: [Key: Double], payouts: Set<Key>) {
        var sums: [Key: Double] = [:]
        var payouts: Set<Key> = []
        for player in players {
            guard let playerNumber = playerNumbers[player.id] else { continue }
            for completion in player.completions {
                guard let value = completion.value, let number = challengeNumbers[completion.challenge] else { continue }
                let key = Key(player: playerNumber, challenge: number, day: completion.day.dayNumber)
                sums[key, default: 0] += value
                if completion.points > 0, (game.challenges[number].measure?.per ?? 1) > 1 { payouts.insert(key) }
            }
        }
        return (sums, payouts)
    }
}
