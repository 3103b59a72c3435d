import QuestlineCore

/// How many players were active on a day and how much they did (completions and unlocks).
struct DayTally {
    var active = 0
    var done = 0

    mutating func add(_ count: Int) {
        active += 1
        done += count
    }

    /// The tally of each day someone among `players` was active, from one pass over their
    /// active days: a big game's mission log asked each of a thousand players about each of its
    /// days.
    static func byDay(_ players: some Sequence<PlayerState>) -> [LocalDate: DayTally] {
        var tallies: [LocalDate: DayTally] = [:]
        for player in players {
            for (day, activity) in player.activity where activity.count > 0 {
                tallies[day, default: DayTally()].add(activity.count)
            }
        }
        return tallies
    }
}
