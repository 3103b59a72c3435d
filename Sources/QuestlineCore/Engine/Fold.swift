import Foundation

/// The running totals while the log is folded; `Engine.state` drives it.
struct Fold {
    let game: Game
    let asOf: Date
    let calendar: GameCalendar
    /// Each player's running state, at their place in `game.players` (see `playerNumbers`).
    var playerStates: [PlayerState]
    var timeline = Timeline.Builder()
    var violations: [Diagnostic] = []
    var pending = 0
    /// The latest event at or before the instant, and the earliest after it: the state's validity.
    var latestEvent: Date?
    var firstPending: Date?
    var revealedAt: [String: Date] = [:]
    /// Goal milestones reached, by goal id.
    var goalMilestones: [String: [GoalMilestone]] = [:]
    /// Completions that have counted, by player, challenge and day.
    var done: CompletedDays
    /// Measured habits' values so far, by player, challenge and day: the day's sum.
    var daySums: [DaySum.Key: Double] = [:]
    /// The days a measure over several days paid its points on, by player and challenge.
    var measurePayouts: Set<DaySum.Key> = []
    /// Looked up once, not per event: each player's goals, the dares revealed by a count of
    /// completions.
    let goalsByPlayer: [String: [Goal]]
    let daresByCount: [Challenge]
    var days: DayLookup
    /// Ids and voids, met in file order (`register`); the voids in effect as of the instant that
    /// the fold was told of before it started, and the events they cancelled.
    var registry = EventRegistry()
    /// What the registry refused, in file order: reported after the rules' violations, so a fold
    /// read in pieces and one of the whole log list them alike.
    var registryViolations: [Diagnostic] = []
    var knownVoids: [EventID: VoidNote]
    var voided: [VoidedEvent] = []
    /// The pauses folded so far, as resumes left them.
    var pauses: [Pause] = []

    let playerNumbers: [String: Int]
    let challengeNumbers: [String: Int]

    init(game: Game, asOf: Date, voids: [EventID: VoidNote] = [:]) {
        self.game = game
        self.knownVoids = voids
        self.asOf = asOf
        self.calendar = game.settings.calendar
        self.days = DayLookup(calendar: game.settings.calendar)
        self.done = CompletedDays(from: game.settings.starts)
        playerStates = game.players.map { PlayerState(id: $0.id) }
        playerNumbers = Dictionary(game.players.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
        challengeNumbers = Dictionary(game.challenges.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
        goalsByPlayer = Dictionary(grouping: game.goals, by: \.player)
        daresByCount = game.challenges.filter { challenge in
            if case .afterCompletions? = challenge.secret?.reveal { return true }
            return false
        }
    }

    private func player(of id: String) -> PlayerState? { playerNumbers[id].map { playerStates[$0] } }

    /// Room in the timeline for every event, when the log was read whole and their number is known.
    mutating func reserve(events: Int) {
        timeline.reserve(events)
    }

    /// Whether a dare is revealed at an instant: by its time rule, or earlier by an event.
    private mutating func revealIfDue(_ challenge: Challenge, at instant: Date) {
        guard revealedAt[challenge.id] == nil, case .at(let due)? = challenge.secret?.reveal, due <= instant else { return }
        revealedAt[challenge.id] = due
    }

    private func location(_ event: Event) -> SourceLocation {
        SourceLocation(file: ContentFormat.eventLogFile, line: event.line, column: 1)
    }

    mutating func reject(_ event: Event, _ message: String, hint: String? = nil, as refusal: RuleRefusal? = nil) {
        var violation = Diagnostic.error(message, at: location(event), hint: hint, refusal: refusal)
        violation.event = event.id
        violations.append(violation)
    }

    /// "did you mean 'emma'?" for an id a letter or two away from one of `known` (`Spelling`).
    private func guess(_ id: String, among known: [String]) -> String? {
        Spelling.closest(to: id, among: known).map { "did you mean '\($0)'?" }
    }

    /// As `guess`, and for a person's name given for their id ("Ava Berg" for ava), that id.
    private func guess(_ typed: String, among people: [Person]) -> String? {
        let ids = people.map(\.id)
        guard !ids.contains(typed.lowercased()),
              let named = people.first(where: { $0.name.compare(typed, options: [.caseInsensitive, .diacriticInsensitive]) == .orderedSame })
        else { return guess(typed, among: ids) }
        return "'\(typed)' is a name, and events name a person by id: did you mean '\(named.id)'?"
    }

    /// Counts an event dated after the instant as pending, and applies any other.
    mutating func take(_ event: Event) {
        if event.at > asOf {
            pending += 1
            if firstPending == nil { firstPending = event.at }
            return
        }
        latestEvent = event.at
        if isVoided(event) { return }
        apply(event)
    }

    mutating func apply(_ event: Event) {
        if let by = event.by, game.person(by) == nil {
            return reject(event, "unknown person '\(by)' in 'by' (people are: \(game.people.map(\.id).joined(separator: ", ")))",
                          hint: guess(by, among: game.people))
        }
        switch event.kind {
        case .reveal: return applyReveal(event)
        // What a void cancels was left out before it was taken (`isVoided`).
        case .void: return
        default: break
        }
        guard let playerID = event.player, let number = playerNumbers[playerID] else {
            let known = game.players.map(\.id).joined(separator: ", ")
            if let id = event.player, let person = game.person(id) {
                return reject(event, "'\(id)' is \(person.role.withArticle) and does not play (players are: \(known))")
            }
            return reject(event, "unknown player '\(event.player ?? "")' (players are: \(known))",
                          hint: event.player.flatMap { guess($0, among: game.players) })
        }
        // Swapped out of the array while it changes, so its arrays are not copied per event.
        var player = PlayerState(id: playerID)
        swap(&player, &playerStates[number])
        defer { swap(&player, &playerStates[number]) }
        // Late events are folded in time order too (the second pass), so the last one is the latest.
        player.latestEventAt = event.at
        let day = days.day(of: event.at)
        switch event.kind {
        case .complete: applyCompletion(event, player: &player, number: number, day: day)
        case .unlock: applyUnlock(event, player: &player, day: day)
        case .award:
            let amount = event.amount ?? 0
            player.balance += amount
            player.earned += amount
            player.activity[day, default: DayActivity()].pointsEarned += amount
            player.transactions.append(Transaction(direction: .award, player: player.id, at: event.at, amount: amount,
                                                   reason: event.reason, by: event.by, line: event.line))
            timeline.append(TimelineEntry(at: event.at, day: day, player: player.id, kind: .award(reason: event.reason, by: event.by),
                                          points: amount, line: event.line, event: event.id))
        case .spend:
            let amount = event.amount ?? 0
            guard amount <= player.balance else {
                return reject(event, "'\(player.id)' cannot spend \(game.settings.currency.amount(amount)) with a balance of \(player.balance)",
                              hint: "balances never go below zero", as: .balanceTooLow(player: player.id, balance: player.balance))
            }
            player.balance -= amount
            player.spent += amount
            player.transactions.append(Transaction(direction: .spend, player: player.id, at: event.at, amount: amount,
                                                   reason: event.reason, by: event.by, line: event.line))
            timeline.append(TimelineEntry(at: event.at, day: day, player: player.id, kind: .spend(reason: event.reason, by: event.by),
                                          points: -amount, line: event.line, event: event.id))
        case .pause: return applyPause(event, player: player.id)
        case .resume: return applyResume(event, player: player.id)
        case .reveal, .void: break
        }
        updateGoals(for: player, at: event.at, day: day)
    }

    private mutating func applyReveal(_ event: Event) {
        guard let id = event.challenge, let challenge = game.challenge(id) else {
            return reject(event, "unknown challenge '\(event.challenge ?? "")'")
        }
        guard challenge.secret != nil else { return reject(event, "'\(id)' is not a secret dare, so there is nothing to reveal") }
        revealIfDue(challenge, at: event.at)
        guard revealedAt[id] == nil else { return reject(event, "the dare '\(id)' is already revealed", as: .alreadyRevealed(challenge: id)) }
        revealedAt[id] = event.at
        timeline.append(TimelineEntry(at: event.at, day: calendar.date(of: event.at), player: nil, kind: .reveal(challenge: id),
                                      points: 0, line: event.line, event: event.id))
    }

    // swiftlint:disable:next function_body_length cyclomatic_complexity
    private mutating func applyCompletion(_ event: Event, player: inout PlayerState, number playerNumber: Int, day eventDay: LocalDate) {
        let id = event.challenge ?? ""
        guard let number = challengeNumbers[id] else {
            return reject(event, "unknown challenge '\(id)'", hint: guess(id, among: game.challenges.map(\.id)))
        }
        let challenge = game.challenges[number]
        guard challenge.isFor(player.id) else {
            return reject(event, "'\(id)' is not a challenge for '\(player.id)' (it is for \(challenge.players.joined(separator: ", ")))")
        }
        if let options = challenge.options {
            guard event.option != nil else {
                return reject(event, "'\(id)' is a 2-in-1 challenge: say which option was done",
                              hint: "option a: \(options.a); option b: \(options.b)")
            }
        } else if event.option != nil {
            return reject(event, "'\(id)' has no options A and B; leave 'option' out")
        }
        let proof = event.proof ?? .done
        guard challenge.proofs.contains(proof) else {
            return reject(event, "'\(id)' does not take \(proof.rawValue) as proof (it takes \(challenge.proofs.map(\.rawValue).joined(separator: ", ")))")
        }
        if proof == .photo && (event.media ?? "").isEmpty {
            return reject(event, "a photo proof needs 'media', the photo's path under the content folder")
        }
        if proof == .text && (event.text ?? "").trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            return reject(event, "a text proof needs 'text'")
        }
        revealIfDue(challenge, at: event.at)
        if challenge.secret != nil, revealedAt[id] == nil {
            if case .afterCompletions(let needed) = challenge.secret!.reveal, player.completions.count >= needed {
                revealedAt[id] = event.at
            } else {
                return reject(event, "the dare '\(id)' is still secret; it cannot be completed before it is revealed", as: .notOpen(challenge: id))
            }
        }
        if event.on != nil && challenge.schedule.recurrence == nil && challenge.schedule != .pool {
            return reject(event, "'on' names a scheduled day; '\(id)' is done once, so leave 'on' out")
        }
        let day = event.on ?? eventDay
        if day > eventDay {
            return reject(event, "a completion cannot count for \(day), a day after it was logged (\(eventDay))", as: .notOpen(challenge: id))
        }
        if day < game.settings.starts {
            return reject(event, "the game starts on \(game.settings.starts); \(day) is before it", as: .notOpen(challenge: id))
        }
        if let ends = game.settings.ends, day > ends {
            return reject(event, "the game ended on \(ends); \(day) is after it", as: .notOpen(challenge: id))
        }
        if let measure = challenge.measure {
            guard event.value != nil else {
                return reject(event, "'\(id)' is measured in \(measure.unit.isEmpty ? "numbers" : measure.unit): say how much with 'value'",
                              hint: "questline complete \(id) --value 5")
            }
        } else if event.value != nil {
            return reject(event, "'\(id)' is not measured; leave 'value' out")
        }
        var dayKey: LocalDate?
        switch challenge.schedule {
        case .once:
            if done.contains(player: playerNumber, challenge: number, day: nil), let first = player.completions.first(where: { $0.challenge == id }) {
                return reject(event, "'\(id)' is done once and '\(player.id)' already completed it (log line \(first.line))",
                              as: .alreadyDone(challenge: id))
            }
        case .recurring(let recurrence):
            guard game.isScheduled(recurrence, on: day) else {
                return reject(event, "'\(id)' is not scheduled on \(day) (a \(day.weekday.englishName))", as: .notOpen(challenge: id))
            }
            if let time = recurrence.time, day == eventDay, event.at < calendar.instant(day, time) {
                return reject(event, "'\(id)' opens at \(time) on \(day); it was logged at \(calendar.time(of: event.at))",
                              as: .notOpen(challenge: id))
            }
            dayKey = day
        case .pool:
            guard DailyPick.challenge(for: day, in: game)?.id == id else {
                let pick = DailyPick.challenge(for: day, in: game)?.id ?? "none"
                return reject(event, "'\(id)' is not the daily pick on \(day) (the pick is '\(pick)')", as: .notOpen(challenge: id))
            }
            dayKey = day
        }
        var points = challenge.points
        if let measure = challenge.measure, let value = event.value {
            // Several entries a day (or in the measure's `per` days) add up; the one that meets the target earns the points.
            let key = DaySum.Key(player: playerNumber, challenge: number, day: day.dayNumber)
            let before = measure.per == 1 ? daySums[key] : DaySum.window(daySums, ending: key, days: measure.per)
            let after = (before ?? 0) + value
            daySums[key, default: 0] += value
            if measure.per == 1 {
                points = !measure.isMet(by: before) && measure.isMet(by: after) ? challenge.points : 0
            } else {
                // Over several days the window slides: once met by steady entries it stays met, so
                // "the entry that meets it" would pay once ever. It pays once in any `per` days.
                let paid = DaySum.paid(measurePayouts, near: key, days: measure.per)
                points = !paid && measure.isMet(by: after) ? challenge.points : 0
                if points > 0 { measurePayouts.insert(key) }
            }
        } else if dayKey != nil, done.contains(player: playerNumber, challenge: number, day: dayKey) {
            return reject(event, "'\(id)' was already completed by '\(player.id)' for \(day)", as: .alreadyDone(challenge: id))
        }
        done.insert(player: playerNumber, challenge: number, day: dayKey)
        let completion = Completion(challenge: id, player: player.id, at: event.at, day: day, option: event.option, proof: proof,
                                    media: event.media, text: event.text, points: points, line: event.line, event: event.id,
                                    value: event.value)
        player.completions.appendGrowingByAQuarter(completion)
        player.balance += points
        player.earned += points
        inPlace(&player.activity[day, default: DayActivity()]) { activity in
            activity.completions += 1
            activity.pointsEarned += points
        }
        if challenge.secret != nil, revealedAt[id] == nil { revealedAt[id] = event.at }
        timeline.appendCompletion(player: playerNumber, position: player.completions.count - 1)
        revealDaresByCount(after: player, at: event.at)
    }

    private mutating func revealDaresByCount(after player: PlayerState, at instant: Date) {
        for challenge in daresByCount where revealedAt[challenge.id] == nil && challenge.isFor(player.id) {
            if case .afterCompletions(let needed)? = challenge.secret?.reveal, player.completions.count >= needed {
                revealedAt[challenge.id] = instant
            }
        }
    }

    private mutating func applyUnlock(_ event: Event, player: inout PlayerState, day: LocalDate) {
        let id = event.reward ?? ""
        guard let reward = game.reward(id) else { return reject(event, "unknown reward '\(id)'", hint: guess(id, among: game.rewards.map(\.id))) }
        guard reward.isFor(player.id) else {
            return reject(event, "'\(id)' is not a reward for '\(player.id)' (it is for \(reward.players.joined(separator: ", ")))")
        }
        if !reward.repeatable, let first = player.unlocks.first(where: { $0.reward == id }) {
            return reject(event, "'\(id)' is already unlocked by '\(player.id)' (log line \(first.line))", as: .alreadyUnlocked(reward: id))
        }
        let price = game.price(of: reward) ?? 0
        guard player.balance >= price else {
            return reject(event, "'\(player.id)' has \(player.balance) and '\(id)' costs \(price): \(price - player.balance) more to go",
                          hint: "balances never go below zero", as: .cannotAfford(reward: id, price: price, balance: player.balance))
        }
        player.balance -= price
        player.spent += price
        player.unlocks.append(Unlock(reward: id, player: player.id, at: event.at, price: price, line: event.line))
        player.activity[day, default: DayActivity()].unlocks += 1
        timeline.append(TimelineEntry(at: event.at, day: day, player: player.id, kind: .unlock(reward: id),
                                      points: -price, line: event.line, event: event.id))
        if player.finalBadgeAt == nil {
            let mine = game.onceRewards(for: player.id)
            if !mine.isEmpty, player.unlocks.count >= mine.count, Set(player.unlocks.map(\.reward)).isSuperset(of: mine) {
                player.finalBadgeAt = event.at
            }
        }
    }

    private mutating func updateGoals(for player: PlayerState, at instant: Date, day: LocalDate) {
        for goal in goalsByPlayer[player.id] ?? [] {
            let value = goal.measure == .earned ? player.earned : player.balance
            var reached = goalMilestones[goal.id, default: []]
            for percent in goal.milestones where !reached.contains(where: { $0.percent == percent }) {
                if value * 100 >= goal.target * percent {
                    reached.append(GoalMilestone(percent: percent, at: instant))
                    timeline.append(TimelineEntry(at: instant, day: day, player: player.id,
                                                  kind: .goalMilestone(goal: goal.id, percent: percent), points: 0, line: 0))
                }
            }
            goalMilestones[goal.id] = reached
        }
    }

    mutating func finish() -> GameState {
        for challenge in game.challenges { revealIfDue(challenge, at: asOf) }
        // A dare revealed by its time or by a count of completions is a moment on the timeline as
        // much as one revealed by hand, whose entry came with its event.
        let revealedByHand = timeline.revealedDares()
        for dare in game.challenges where dare.secret != nil && !revealedByHand.contains(dare.id) {
            guard let at = revealedAt[dare.id] else { continue }
            timeline.append(TimelineEntry(at: at, day: calendar.date(of: at), player: nil, kind: .reveal(challenge: dare.id),
                                          points: 0, line: 0))
        }
        let today = calendar.date(of: asOf)
        var ordered = game.players.compactMap { player(of: $0.id) }
        // From here on the players are `ordered`'s alone, so their arrays are not held twice, and
        // the fold's own lookups go before the state's index is built: the days done, and every
        // event's id (a million-event log's take 25 MB), whose voids and refusals are known by now.
        playerStates = []
        done = CompletedDays(from: game.settings.starts)
        registry = EventRegistry()
        for index in ordered.indices {
            ordered[index].completions.fit()
            for challenge in game.recurringChallenges where challenge.isHabit && challenge.isFor(ordered[index].id) {
                ordered[index].habits[challenge.id] = HabitDays(challenge: challenge, player: ordered[index], game: game, today: today,
                                                                pauses: pauses)
            }
            ordered[index].streak = Streaks.compute(for: ordered[index], in: game, today: today,
                                                    paused: pauses.filter { $0.player == ordered[index].id })
            for milestone in ordered[index].streak.milestones {
                let at = reachedAt(milestone, by: ordered[index])
                timeline.append(TimelineEntry(at: at, day: milestone.reachedOn, player: ordered[index].id,
                                              kind: .streakMilestone(days: milestone.days), points: 0, line: 0))
            }
        }
        var rewards: [RewardStatus] = []
        // Each player's unlocks by reward, and each player's place: a reward for a few named
        // players visits those, not everyone.
        let unlocksByReward = ordered.map { Dictionary(grouping: $0.unlocks, by: \.reward) }
        let position = Dictionary(ordered.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
        // The final badge counts the statuses of rewards that are not repeatable, as they are made.
        var (counted, unlocked) = (0, 0)
        for reward in game.rewards {
            let price = game.price(of: reward) ?? 0
            let audience = reward.players.isEmpty ? Array(ordered.indices) : Set(reward.players.compactMap { position[$0] }).sorted()
            for index in audience {
                let player = ordered[index]
                let unlocks = unlocksByReward[index][reward.id] ?? []
                let state: RewardStatus.State = !reward.repeatable && !unlocks.isEmpty ? .unlocked
                    : player.balance >= price ? .affordable : .locked
                rewards.append(RewardStatus(reward: reward.id, player: player.id, state: state, price: price,
                                            pointsToGo: state == .locked ? price - player.balance : 0,
                                            unlockedAt: unlocks.first?.at, redemptions: unlocks.count))
                if !reward.repeatable {
                    counted += 1
                    if state == .unlocked { unlocked += 1 }
                }
            }
        }
        let goals = game.goals.compactMap { goal -> GoalStatus? in
            guard let player = position[goal.player].map({ ordered[$0] }) else { return nil }
            let value = max(0, goal.measure == .earned ? player.earned : player.balance)
            return GoalStatus(goal: goal.id, player: goal.player, value: value, target: goal.target,
                              percent: min(100, value * 100 / goal.target), reached: goalMilestones[goal.id] ?? [])
        }
        let badgeTimes = ordered.compactMap(\.finalBadgeAt)
        let everyoneDone = counted > 0 && unlocked == counted
        let badge = FinalBadge(total: counted, unlocked: unlocked, earnedAt: everyoneDone ? badgeTimes.max() : nil)
        if let earned = badge.earnedAt {
            timeline.append(TimelineEntry(at: earned, day: calendar.date(of: earned), player: nil, kind: .finalBadge, points: 0, line: 0))
        }
        let dares = game.challenges.filter { $0.secret != nil }.map { DareStatus(challenge: $0.id, revealedAt: revealedAt[$0.id]) }
        let timeline = self.timeline.build(players: ordered)
        var state = GameState(game: game, asOf: asOf, today: today, players: ordered, timeline: timeline, rewards: rewards,
                              goals: goals, dares: dares, finalBadge: badge, violations: violations + registryViolations,
                              pendingEvents: pending)
        let validity = StateValidity(of: state, latestEvent: latestEvent, firstPending: firstPending)
        state.changedAt = validity.changedAt
        state.nextChangeAt = validity.nextChangeAt
        state.changedAtByPerson = PersonChanges.latest(in: state)
        state.pauses = pauses
        state.voided = voided.sorted { ($0.entry.at, $0.entry.line) < ($1.entry.at, $1.entry.line) }
        return state
    }

    /// When a streak milestone was reached: the player's latest completion of a recurring quest
    /// counted for that day, the one that completed it. Not the instant of the state, so the
    /// timeline is the same as of any instant after it.
    private func reachedAt(_ milestone: StreakMilestone, by player: PlayerState) -> Date {
        let completing = player.completions.lazy.filter { completion in
            completion.day == milestone.reachedOn && self.game.challenge(completion.challenge)?.schedule.recurrence != nil
        }.map(\.at).max()
        // A milestone day is complete only through such completions; the end of the day is a fallback.
        return completing ?? calendar.endOfDay(milestone.reachedOn).addingTimeInterval(-1)
    }
}
