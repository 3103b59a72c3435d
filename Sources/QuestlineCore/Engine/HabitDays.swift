/// How each day went for one player's frequency or measured habit, from its first day through today.
///
/// A day is `done` when it met the habit on its own (a completion; for a measured habit, the
/// day's values meeting the target), `covered` when a met period of a frequency habit holds it
/// (`LoopPeriods`), `open` while it can still be met (today, or a day whose period of D days has
/// not ended and can still hold N completions), `missed` otherwise, `rest` on a weekday a
/// measured habit is not scheduled, and `paused` on a day a pause holds that was not met (Loop's
/// skip): it neither counts nor breaks a streak.
public struct HabitDays: Sendable, Hashable {
    public enum Mark: UInt8, Sendable, Hashable {
        case done, covered, open, missed, rest, paused

        /// Met, by itself or by its period.
        public var isMet: Bool { self == .done || self == .covered }
    }

    public let first: LocalDate
    public private(set) var marks: [Mark] = []
    /// A measured habit's sum on each day with an entry, by day number.
    public private(set) var sums: [Int: Double] = [:]
    public let frequency: Frequency?
    /// The days a measured habit's target is for (`Measure.per`); 1 for a day's own.
    public private(set) var measuredDays = 1
    /// A frequency habit's met periods (`LoopPeriods`), newest first.
    public private(set) var periods: [LoopPeriods.Period] = []

    /// The mark of a day from `first` through today; nil outside.
    public func mark(on day: LocalDate) -> Mark? {
        let offset = day.dayNumber - first.dayNumber
        return offset >= 0 && offset < marks.count ? marks[offset] : nil
    }

    /// A measured habit's sum of values on a day, nil without an entry.
    public func sum(on day: LocalDate) -> Double? { sums[day.dayNumber] }

    /// What the target is judged by on a day: the day's sum, or, for a measure over `per` days,
    /// the sum of the `per` days through it; nil without an entry in them.
    public func measuredSum(through day: LocalDate) -> Double? {
        guard measuredDays > 1 else { return sums[day.dayNumber] }
        var total: Double?
        for offset in 0..<measuredDays {
            if let sum = sums[day.dayNumber - offset] { total = (total ?? 0) + sum }
        }
        return total
    }

    /// Days met by a completion (not by a period) in the `days` days through `day`.
    public func doneCount(through day: LocalDate, days: Int) -> Int {
        let last = day.dayNumber - first.dayNumber
        guard last >= 0 else { return 0 }
        return (max(0, last - days + 1)...last).reduce(0) { count, offset in
            offset < marks.count && marks[offset] == .done ? count + 1 : count
        }
    }

    /// The days met by a completion that a day's "2 of 3 this week" counts: the `days` days
    /// through it (`doneCount`); but for a day a met period covers before that period's own
    /// completions (Loop slides a period back before its first), which would read "Done · 0 of
    /// 3", the oldest such period's.
    public func periodCount(on day: LocalDate, days: Int) -> Int {
        let through = doneCount(through: day, days: days)
        guard mark(on: day) == .covered, let frequency, through < frequency.times,
              let period = periods.last(where: { $0.begin <= day.dayNumber && day.dayNumber <= $0.end }) else { return through }
        return doneCount(through: LocalDate(dayNumber: period.end), days: period.end - period.begin + 1)
    }

    /// Judges the days of `challenge` (which `isHabit`) for `player` as of `today`; `pauses`: the
    /// player's pauses of it.
    init(challenge: Challenge, player: PlayerState, game: Game, today: LocalDate, pauses: [Pause] = []) {
        self.init(judging: challenge, player: player, game: game, today: today)
        for pause in pauses where pause.challenge == challenge.id && pause.player == player.id {
            let low = max(pause.from.dayNumber, first.dayNumber), high = min(pause.until.dayNumber, first.dayNumber + marks.count - 1)
            guard low <= high else { continue }
            for offset in (low - first.dayNumber)...(high - first.dayNumber) where !marks[offset].isMet && marks[offset] != .rest {
                marks[offset] = .paused
            }
        }
    }

    private init(judging challenge: Challenge, player: PlayerState, game: Game, today: LocalDate) {
        let recurrence = challenge.schedule.recurrence ?? Recurrence()
        let range = game.activeRange(of: recurrence)
        first = max(range.first, game.settings.starts)
        frequency = recurrence.frequency
        let last = [today, range.last, game.settings.ends].compactMap { $0 }.min() ?? today
        guard last >= first else { return }
        let count = first.days(to: last) + 1
        var met = [Bool](repeating: false, count: count)
        for completion in player.completions where completion.challenge == challenge.id {
            let offset = completion.day.dayNumber - first.dayNumber
            guard offset >= 0, offset < count else { continue }
            if let value = completion.value { sums[completion.day.dayNumber, default: 0] += value } else { met[offset] = true }
        }
        if let measure = challenge.measure {
            measuredDays = measure.per
            if measure.per == 1 {
                for (day, sum) in sums where day - first.dayNumber < count { met[day - first.dayNumber] = measure.isMet(by: sum) }
            } else {
                // The `per` days through each day: added up again only when a day with an entry
                // enters or leaves them, and then afresh, so no rounding builds up.
                var total: Double?
                for offset in 0..<count {
                    let day = LocalDate(dayNumber: first.dayNumber + offset)
                    if sums[day.dayNumber] != nil || sums[day.dayNumber - measure.per] != nil { total = measuredSum(through: day) }
                    met[offset] = measure.isMet(by: total)
                }
            }
        }
        let todayOffset = today.dayNumber - first.dayNumber
        // Today can still be met unless an at-most habit already went over its target.
        let todayCanBeMet = challenge.measure?.canStillBeMet(by: measuredSum(through: today)) ?? true
        guard let frequency else {
            marks = (0..<count).map { offset in
                let day = first.adding(days: offset)
                if !game.isScheduled(recurrence, on: day) { return .rest }
                if met[offset] { return .done }
                return offset >= todayOffset && todayCanBeMet ? .open : .missed
            }
            return
        }
        marks = met.map { $0 ? .done : .missed }
        let metDays = met.indices.filter { met[$0] }.map { first.dayNumber + $0 }
        periods = LoopPeriods.periods(of: metDays, frequency: frequency)
        for period in periods {
            let low = max(period.begin, first.dayNumber), high = min(period.end, last.dayNumber)
            guard low <= high else { continue }
            for offset in (low - first.dayNumber)...(high - first.dayNumber) where marks[offset] == .missed {
                marks[offset] = .covered
            }
        }
        markOpen(met: met, frequency: frequency, todayOffset: todayOffset, todayCanBeMet: todayCanBeMet)
    }

    /// Unmet days in a period of `per` days that has not ended and can still hold `times` completions.
    private mutating func markOpen(met: [Bool], frequency: Frequency, todayOffset: Int, todayCanBeMet: Bool) {
        // A habit that has ended (or not begun) has no open days.
        guard todayOffset >= 0, todayOffset < marks.count else { return }
        var prefix = [0]
        for flag in met { prefix.append(prefix[prefix.count - 1] + (flag ? 1 : 0)) }
        func metCount(_ from: Int, _ through: Int) -> Int {
            let a = max(0, from), b = min(met.count - 1, through)
            return a > b ? 0 : prefix[b + 1] - prefix[a]
        }
        let todayMet = todayOffset < met.count && met[todayOffset]
        for offset in max(0, todayOffset - frequency.per + 1)..<marks.count where marks[offset] == .missed {
            // Periods [start, start + per - 1] that hold this day and end today or later.
            let starts = max(offset - frequency.per + 1, todayOffset - frequency.per + 1)...offset
            let canBeMet = starts.contains { start in
                let end = start + frequency.per - 1
                let ahead = end - todayOffset + (todayMet || !todayCanBeMet ? 0 : 1)
                return metCount(start, todayOffset) + ahead >= frequency.times
            }
            if canBeMet { marks[offset] = .open }
        }
    }
}
