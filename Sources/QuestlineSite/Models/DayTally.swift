import QuestlineCore

/// How many players were active on a day and how much they did (completions, unlocks and the
/// awards they got: in a family star chart an award is what a child did that day).
struct DayTally: Equatable {
    var active = 0
    var done = 0

    mutating func add(_ count: Int) {
        active += 1
        done += count
    }

    /// The tally of each day someone among `players` was active, from one pass over their
    /// active days and awards: a big game's mission log asked each of a thousand players about
    /// each of its days. A player counts once a day, however many things they did.
    static func byDay(_ players: some Sequence<PlayerState>, calendar: GameCalendar) -> [LocalDate: DayTally] {
        var tallies: [LocalDate: DayTally] = [:]
        for player in players {
            for (day, activity) in player.activity where activity.count > 0 {
                tallies[day, default: DayTally()].add(activity.count)
            }
            // Awards on days with no other activity make the player active there once.
            var awardOnlyDays: Set<LocalDate> = []
            for transaction in player.transactions where transaction.direction == .award {
                let day = calendar.date(of: transaction.at)
                if (player.activity[day]?.count ?? 0) > 0 || !awardOnlyDays.insert(day).inserted {
                    tallies[day, default: DayTally()].done += 1
                } else {
                    tallies[day, default: DayTally()].add(1)
                }
            }
        }
        return tallies
    }

    /// Each day's tally less `part`'s (a tally of some of the same players): everyone but the
    /// players shown in detail, without a second pass over the rest.
    static func subtracting(_ part: [LocalDate: DayTally], from whole: [LocalDate: DayTally]) -> [LocalDate: DayTally] {
        var rest = whole
        for (day, tally) in part {
            rest[day, default: DayTally()].active -= tally.active
            rest[day, default: DayTally()].done -= tally.done
        }
        return rest
    }

    /// What one player did each day they did something: completions, unlocks and awards
    /// (`PlayerState.forEachDayDone`).
    static func doneByDay(_ player: PlayerState, calendar: GameCalendar) -> [LocalDate: Int] {
        var counts: [LocalDate: Int] = [:]
        player.forEachDayDone(calendar: calendar) { day, count in counts[day, default: 0] += count }
        return counts
    }
}
