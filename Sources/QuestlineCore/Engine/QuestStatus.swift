import Foundation

/// Where a quest stands on a day, as of the instant: computed from the date, never stored.
public struct QuestStatus: Sendable, Hashable {
    public enum State: String, Sendable, Hashable {
        /// Not open yet: later today, or a later day.
        case upcoming
        /// Open now and not done.
        case available
        case done
        /// The day passed without it.
        case missed
        /// Paused that day (`questline pause`): neither done nor missed, and no streak breaks.
        case paused
    }

    public var challenge: String
    public var day: LocalDate
    public var state: State
    /// When it opens, for upcoming quests with a time of day.
    public var opensAt: Date?
    public var completedAt: Date?
    /// True when this is the day's daily pick.
    public var isDailyPick: Bool
    /// For a frequency or measured habit: how far the day got.
    public var progress: HabitProgress? = nil
}

/// Where a frequency or measured habit stands on a day: "2 of 3 in 7 days", "5.2 of 5 km".
public struct HabitProgress: Sendable, Hashable {
    /// Days met by a completion in the period the day counts in (`HabitDays.periodCount`).
    public var count: Int?
    public var frequency: Frequency?
    /// A measured habit's sum of the day's values, or of the measure's `per` days through it (nil: no entry yet).
    public var value: Double?
    public var measure: Measure?
}

extension GameState {
    /// The scheduled quests and the daily pick for a player on a day, pick last: those open all day
    /// first, then by the time they open, each in challenges.yaml order among its equals.
    public func quests(for playerID: String, on day: LocalDate) -> [QuestStatus] {
        let calendar = game.settings.calendar
        let player = self.player(playerID)
        var result: [QuestStatus] = []
        func status(_ challenge: Challenge, time: LocalTime?, pick: Bool) -> QuestStatus {
            let completion = player == nil ? nil : completion(of: challenge.id, by: playerID, on: day)
            let opens = time.map { calendar.instant(day, $0) }
            let state: QuestStatus.State
            if completion != nil { state = .done }
            else if !pauses.isEmpty, pauses.isPaused(challenge.id, for: playerID, on: day) { state = .paused }
            else if day < today { state = .missed }
            else if day > today { state = .upcoming }
            else if let opens, asOf < opens { state = .upcoming }
            else { state = .available }
            return QuestStatus(challenge: challenge.id, day: day, state: state, opensAt: opens,
                               completedAt: completion?.at, isDailyPick: pick)
        }
        for challenge in game.recurringChallenges where challenge.isFor(playerID) {
            if challenge.isHabit {
                if let quest = habitStatus(challenge, player: player, on: day) { result.append(quest) }
            } else if let recurrence = challenge.schedule.recurrence, game.isScheduled(recurrence, on: day) {
                result.append(status(challenge, time: recurrence.time, pick: false))
            }
        }
        // A day's quests in the order they open: "8:00 PM" after "7:00 PM", whatever the file's order.
        if result.contains(where: { $0.opensAt != nil }) {
            result = result.enumerated().sorted { ($0.element.opensAt ?? .distantPast, $0.offset) < ($1.element.opensAt ?? .distantPast, $1.offset) }
                .map(\.element)
        }
        if let pick = DailyPick.challenge(for: day, in: game), pick.isFor(playerID), isWithinGame(day) {
            result.append(status(pick, time: nil, pick: true))
        }
        return result
    }

    /// A frequency or measured habit's day, as `HabitDays` judged it; nil on a day it is not scheduled.
    private func habitStatus(_ challenge: Challenge, player: PlayerState?, on day: LocalDate) -> QuestStatus? {
        guard let recurrence = challenge.schedule.recurrence, game.isScheduled(recurrence, on: day) else { return nil }
        let habit = player?.habits[challenge.id]
        let opens = recurrence.time.map { game.settings.calendar.instant(day, $0) }
        let state: QuestStatus.State
        switch habit?.mark(on: day) {
        case .done?, .covered?: state = .done
        case .missed?: state = .missed
        case .paused?: state = .paused
        case .rest?: return nil
        case .open?, nil:
            if day > today { state = .upcoming } else if day == today, let opens, asOf < opens { state = .upcoming } else { state = .available }
        }
        let last = player.flatMap { lastCompletion(of: challenge.id, by: $0.id, on: day) }
        let progress = HabitProgress(count: recurrence.frequency.map { habit?.periodCount(on: day, days: $0.per) ?? 0 },
                                     frequency: recurrence.frequency, value: habit?.measuredSum(through: day), measure: challenge.measure)
        // A measured day's entry that did not meet the target is progress, not a time it was done.
        return QuestStatus(challenge: challenge.id, day: day, state: state, opensAt: opens, completedAt: state == .done ? last?.at : nil,
                           isDailyPick: false, progress: progress)
    }

    /// Whether a once-challenge is done, open, not open yet, or missed (the game ended), as of the instant.
    public func onceStatus(of challenge: Challenge, for playerID: String) -> QuestStatus.State {
        if hasCompleted(challenge.id, by: playerID) { return .done }
        if today < game.settings.starts || !isRevealed(challenge) { return .upcoming }
        if let ends = game.settings.ends, today > ends { return .missed }
        return .available
    }

    func isWithinGame(_ day: LocalDate) -> Bool {
        day >= game.settings.starts && (game.settings.ends.map { day <= $0 } ?? true)
    }

    /// Days from the game's first day through today (or its last day, if it ended), at most `limit` of the latest.
    public func playedDays(limit: Int = 3_660) -> [LocalDate] {
        let last = min(today, game.settings.ends ?? today)
        guard last >= game.settings.starts else { return [] }
        let first = max(game.settings.starts, last.adding(days: -(limit - 1)))
        return DateRange(first, last).days
    }
}
