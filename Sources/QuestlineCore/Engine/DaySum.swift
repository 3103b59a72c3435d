/// Measured habits' days: what one player's entries for one challenge add up to on one day.
enum DaySum {
    struct Key: Hashable {
        var player: Int
        var challenge: Int
        var day: Int
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
