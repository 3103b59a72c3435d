import Foundation

// The binary form of the values a fold holds, for the fold cache. Each `write` has a `read`
// that takes the same fields in the same order; `FoldCacheTests` fails when one of these types
// gains a stored property, so a new field cannot be left out of the cache unnoticed.

extension BinaryWriter {
    mutating func day(_ day: LocalDate) { int(day.dayNumber) }

    mutating func location(_ location: SourceLocation) {
        string(location.file)
        optional(location.line) { $0.int($1) }
        optional(location.column) { $0.int($1) }
    }

    /// Its `refusal` and `event` are not kept: a kept fold refused nothing, and the game's own
    /// diagnostics are about content/, not about an event.
    mutating func diagnostic(_ diagnostic: Diagnostic) {
        string(diagnostic.severity.rawValue)
        string(diagnostic.message)
        optional(diagnostic.location) { $0.location($1) }
        optional(diagnostic.hint) { $0.string($1) }
    }

    /// A completion, without its player: it is kept under its player.
    mutating func completion(_ completion: Completion) {
        string(completion.challenge)
        date(completion.at)
        day(completion.day)
        int(completion.points)
        int(completion.line)
        optional(completion.option) { $0.string($1.rawValue) }
        string(completion.proof.rawValue)
        optional(completion.media) { $0.string($1) }
        optional(completion.text) { $0.string($1) }
        optional(completion.value) { $0.word($1.bitPattern) }
        word(completion.event.bits)
    }

    mutating func unlock(_ unlock: Unlock) {
        string(unlock.reward)
        date(unlock.at)
        int(unlock.price)
        int(unlock.line)
    }

    mutating func transaction(_ transaction: Transaction) {
        string(transaction.direction.rawValue)
        date(transaction.at)
        int(transaction.amount)
        optional(transaction.reason) { $0.string($1) }
        optional(transaction.by) { $0.string($1) }
        int(transaction.line)
    }

    /// `activity`: how the days' activity is written, sorted by day (`activity(_:)`) unless told.
    mutating func player(_ player: PlayerState, activity: (inout BinaryWriter, [LocalDate: DayActivity]) -> Void = { $0.activity($1) }) {
        string(player.id)
        int(player.balance)
        int(player.earned)
        int(player.spent)
        array(player.completions) { $0.completion($1) }
        array(player.unlocks) { $0.unlock($1) }
        array(player.transactions) { $0.transaction($1) }
        activity(&self, player.activity)
        streak(player.streak)
        optional(player.finalBadgeAt) { $0.date($1) }
        optional(player.latestEventAt) { $0.date($1) }
    }

    /// A streak: the fold cache's and `GameState.playFingerprint()`'s one form of it.
    mutating func streak(_ streak: Streak) {
        int(streak.current)
        int(streak.best)
        optional(streak.lastKeptDay) { $0.day($1) }
        array(streak.milestones) { writer, milestone in
            writer.int(milestone.days)
            writer.day(milestone.reachedOn)
        }
    }

    /// Each day's activity, sorted by day so that the same state writes the same bytes.
    mutating func activity(_ days: [LocalDate: DayActivity]) {
        array(days.sorted { $0.key < $1.key }) { writer, entry in
            writer.day(entry.key)
            writer.int(entry.value.completions)
            writer.int(entry.value.unlocks)
            writer.int(entry.value.pointsEarned)
        }
    }

    /// The days' activity for a fingerprint: their count and the sum of each day's own hash,
    /// which is the same whatever order a dictionary gives them in. Sorting a thousand players'
    /// hundreds of days took most of a big game's view fingerprints.
    mutating func activityHash(_ days: [LocalDate: DayActivity]) {
        var sum: UInt64 = 0
        for (day, activity) in days {
            var hash = StableHash()
            hash.combine(UInt64(bitPattern: Int64(day.dayNumber)))
            hash.combine(UInt64(bitPattern: Int64(activity.completions)))
            hash.combine(UInt64(bitPattern: Int64(activity.unlocks)))
            hash.combine(UInt64(bitPattern: Int64(activity.pointsEarned)))
            sum &+= hash.value
        }
        unsigned(UInt64(days.count))
        word(sum)
    }

    mutating func timelineEntry(_ entry: TimelineEntry) {
        date(entry.at)
        day(entry.day)
        optional(entry.player) { $0.string($1) }
        switch entry.kind {
        case .completion(let challenge, let option, let proof):
            int(0)
            string(challenge)
            optional(option) { $0.string($1.rawValue) }
            string(proof.rawValue)
        case .unlock(let reward):
            int(1)
            string(reward)
        case .award(let reason, let by):
            int(2)
            optional(reason) { $0.string($1) }
            optional(by) { $0.string($1) }
        case .spend(let reason, let by):
            int(3)
            optional(reason) { $0.string($1) }
            optional(by) { $0.string($1) }
        case .reveal(let challenge):
            int(4)
            string(challenge)
        case .goalMilestone(let goal, let percent):
            int(5)
            string(goal)
            int(percent)
        case .streakMilestone(let days):
            int(6)
            int(days)
        case .finalBadge:
            int(7)
        }
        int(entry.points)
        int(entry.line)
        optional(entry.event) { $0.word($1.bits) }
    }
}

extension BinaryReader {
    mutating func day() throws -> LocalDate { LocalDate(dayNumber: try int()) }

    mutating func location() throws -> SourceLocation {
        SourceLocation(file: try string(), line: try optional { try $0.int() }, column: try optional { try $0.int() })
    }

    mutating func diagnostic() throws -> Diagnostic {
        let severity = try value(Diagnostic.Severity.self)
        return Diagnostic(severity, try string(), at: try optional { try $0.location() }, hint: try optional { try $0.string() })
    }

    mutating func completion(player: String) throws -> Completion {
        let challenge = try string(), at = try date(), day = try day(), points = try int(), line = try int()
        let option = try optional { try $0.value(ChallengeOption.self) }
        let proof = try value(ProofKind.self)
        let media = try optional { try $0.string() }, text = try optional { try $0.string() }
        let value = try optional { Double(bitPattern: try $0.word()) }
        return Completion(challenge: challenge, player: player, at: at, day: day, option: option, proof: proof,
                          media: media, text: text, points: points, line: line, event: EventID(bits: try word()), value: value)
    }

    mutating func unlock(player: String) throws -> Unlock {
        Unlock(reward: try string(), player: player, at: try date(), price: try int(), line: try int())
    }

    mutating func transaction(player: String) throws -> Transaction {
        Transaction(direction: try value(Transaction.Direction.self), player: player, at: try date(), amount: try int(),
                    reason: try optional { try $0.string() }, by: try optional { try $0.string() }, line: try int())
    }

    mutating func player() throws -> PlayerState {
        var player = PlayerState(id: try string())
        player.balance = try int()
        player.earned = try int()
        player.spent = try int()
        let id = player.id
        player.completions = try array { try $0.completion(player: id) }
        player.unlocks = try array { try $0.unlock(player: id) }
        player.transactions = try array { try $0.transaction(player: id) }
        let days = try array { reader in
            (try reader.day(), DayActivity(completions: try reader.int(), unlocks: try reader.int(), pointsEarned: try reader.int()))
        }
        player.activity = Dictionary(days, uniquingKeysWith: { first, _ in first })
        player.streak = try streak()
        player.finalBadgeAt = try optional { try $0.date() }
        player.latestEventAt = try optional { try $0.date() }
        return player
    }

    mutating func streak() throws -> Streak {
        var streak = Streak()
        streak.current = try int()
        streak.best = try int()
        streak.lastKeptDay = try optional { try $0.day() }
        streak.milestones = try array { StreakMilestone(days: try $0.int(), reachedOn: try $0.day()) }
        return streak
    }

    mutating func timelineEntry() throws -> TimelineEntry {
        let at = try date(), day = try day(), player = try optional { try $0.string() }
        let kind: TimelineEntry.Kind
        switch try int() {
        case 0:
            kind = .completion(challenge: try string(), option: try optional { try $0.value(ChallengeOption.self) },
                               proof: try value(ProofKind.self))
        case 1: kind = .unlock(reward: try string())
        case 2: kind = .award(reason: try optional { try $0.string() }, by: try optional { try $0.string() })
        case 3: kind = .spend(reason: try optional { try $0.string() }, by: try optional { try $0.string() })
        case 4: kind = .reveal(challenge: try string())
        case 5: kind = .goalMilestone(goal: try string(), percent: try int())
        case 6: kind = .streakMilestone(days: try int())
        case 7: kind = .finalBadge
        default: throw Malformed()
        }
        let points = try int(), line = try int()
        return TimelineEntry(at: at, day: day, player: player, kind: kind, points: points, line: line,
                             event: try optional { EventID(bits: try $0.word()) })
    }
}
