import QuestlineCore

/// How many players were active on a day and how much they did (completions, unlocks and the
/// awards they got: in a family star chart an award is what a child did that day).
struct DayTally {
    var active = 0
    var done = 0

    mutating func add(_ count: Int) {
        active += 1
        done += count
    }

    /// The tally of each day someone among `players` was active, from one pass over their
    /// active days and awards: a big game's mission log asked each of a thousand players about
    /// each of its days.
    static func byDay(_ players: some Sequence<PlayerState>, calendar: GameCalendar) -> [LocalDate: DayTally] {
        var tallies: [LocalDate: DayTally] = [:]
        for player in players {
            for (day, count) in doneByDay(player, calendar: calendar) {
                tallies[day, default: DayTally()].add(count)
            }
        }
        return tallies
    }

    /// What one player did each day they did something: completions, unlocks and awards.
    static func doneByDay(_ player: PlayerState, calendar: GameCalendar) -> [LocalDate: Int] {
        var counts: [LocalDate: Int] = [:]
        for (day, activity) in player.activity where activity.count > 0 { counts[day] = activity.count }
        for transaction in player.transactions where transaction.direction == .award {
            counts[calendar.date(of: transaction.at), default: 0] += 1
        }
        return counts
    }
}
