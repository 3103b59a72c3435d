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

    /// The days measures over several days paid on, worked out again from counted completions.
    static func payouts(of players: [PlayerState], playerNumbers: [String: Int], challengeNumbers: [String: Int],
                        game: Game) -> Set<Key> {
        var payouts: Set<Key> = []
        for player in players {
            guard let playerNumber = playerNumbers[player.id] else { continue }
            for completion in player.completions where completion.value != nil && completion.points > 0 {
                guard let number = challengeNumbers[completion.challenge], (game.challenges[number].measure?.per ?? 1) > 1 else { continue }
                payouts.insert(Key(player: playerNumber, challenge: number, day: completion.day.dayNumber))
            }
        }
        return payouts
    }

    /// The sums the fold keeps, worked out again from counted completions (a fold read back from the cache).
    static func sums(of players: [PlayerState], playerNumbers: [String: Int],
                     challengeNumbers: [String: Int]) -> [Key: Double] {
        var sums: [Key: Double] = [:]
        for player in players {
            guard let playerNumber = playerNumbers[player.id] else { continue }
            for completion in player.completions {
                guard let value = completion.value, let number = challengeNumbers[completion.challenge] else { continue }
                sums[Key(player: playerNumber, challenge: number, day: completion.day.dayNumber), default: 0] += value
            }
        }
        return sums
    }
}
