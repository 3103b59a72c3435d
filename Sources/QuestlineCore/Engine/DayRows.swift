/// For each day of a streak's range: was anything scheduled, and was all of it done.
/// One pass over the completions and one over the days, so streaks take linear time.
struct DayRows {
    var hasSchedule: Bool
    var isComplete: Bool

    /// Up to 64 recurring quests: each a bit, each day a pair of masks.
    static func bits(player: PlayerState, recurring: [(String, Recurrence)], days: [LocalDate], game: Game,
                     paused: [Pause] = []) -> [DayRows] {
        var bitsByID: [String: UInt64] = [:]
        for (index, quest) in recurring.enumerated() { bitsByID[quest.0, default: 0] |= 1 << UInt64(index) }
        guard let first = days.first?.dayNumber else { return [] }
        var done = [UInt64](repeating: 0, count: days.count)
        for completion in player.completions {
            let offset = completion.day.dayNumber - first
            guard offset >= 0, offset < days.count, let bits = bitsByID[completion.challenge] else { continue }
            done[offset] |= bits
        }
        // A paused quest is not scheduled on its paused days.
        var pausedBits = [UInt64](repeating: 0, count: paused.isEmpty ? 0 : days.count)
        for pause in paused {
            guard let bits = bitsByID[pause.challenge] else { continue }
            let start = max(0, pause.from.dayNumber - first), end = min(days.count - 1, pause.until.dayNumber - first)
            guard start <= end else { continue }
            for offset in start...end { pausedBits[offset] |= bits }
        }
        // Game.isScheduled, worked out once per quest: its days' bounds and its weekdays as bits.
        let quests = recurring.map { quest -> (first: Int, last: Int, weekdays: UInt8, bits: UInt64) in
            let range = game.activeRange(of: quest.1)
            let weekdays = Weekday.allCases.enumerated().reduce(UInt8(0)) { mask, day in
                quest.1.weekdays.contains(day.element) ? mask | 1 << UInt8(day.offset) : mask
            }
            return (range.first.dayNumber, range.last?.dayNumber ?? Int.max, weekdays, bitsByID[quest.0] ?? 0)
        }
        let weekdayIndex = Dictionary(uniqueKeysWithValues: Weekday.allCases.enumerated().map { ($1, UInt8($0)) })
        return days.enumerated().map { offset, day in
            let number = day.dayNumber
            let weekday: UInt8 = 1 << weekdayIndex[day.weekday]!
            var scheduled: UInt64 = 0
            for quest in quests where quest.first <= number && number <= quest.last && quest.weekdays & weekday != 0 {
                scheduled |= quest.bits
            }
            if !pausedBits.isEmpty { scheduled &= ~pausedBits[offset] }
            return DayRows(hasSchedule: scheduled != 0, isComplete: done[offset] & scheduled == scheduled)
        }
    }

    /// Any number of quests: sets of ids, as streaks were first computed.
    static func sets(player: PlayerState, recurring: [(String, Recurrence)], days: [LocalDate], game: Game,
                     paused: [Pause] = []) -> [DayRows] {
        var doneByDay: [LocalDate: Set<String>] = [:]
        for completion in player.completions { doneByDay[completion.day, default: []].insert(completion.challenge) }
        return days.map { day in
            let scheduled = recurring.filter { game.isScheduled($0.1, on: day) && !paused.isPaused($0.0, for: player.id, on: day) }.map(\.0)
            let done = doneByDay[day] ?? []
            return DayRows(hasSchedule: !scheduled.isEmpty, isComplete: scheduled.allSatisfy(done.contains))
        }
    }
}
