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
