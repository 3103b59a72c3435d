import Foundation
import Testing
@testable import QuestlineCore

/// The fold cache's binary form is written by hand, field by field. These tests read back what
/// was written, and fail when a type it writes gains or loses a stored property: then the cache's
/// `write` and `read` for it (Cache/Game+Binary.swift, Cache/FoldValues+Binary.swift,
/// Engine/Fold+Cache.swift) must be brought up to date, and `FoldCache.formatVersion` raised.
@Suite("Fold cache format")
struct FoldCacheFormatTests {
    /// Every key the content format has, most of them set away from their defaults.
    static let rich = Fixture([
        "content/game.yaml": """
        format: 1
        title: Everything Quest
        description: A game that sets every key.
        timezone: America/New_York
        locale: nb_NO
        currency: {name: stars, singular: star, forms: {few: starz, many: starrs}, symbol: "★", worth: {amount: 12.5, currency: NOK}}
        prices: {text: 50, image: 60, gallery: 70, audio: 75, video: 100}
        target: {min: 55, max: 80}
        starts: 2026-06-12
        ends: 2026-12-31
        daily-pick: {categories: [creative], seed: 42}
        theme: arcade
        tokens: {accent: "#FF6B9D", radius: 4px}
        public: true
        base-url: https://example.org/quest/
        language: en
        limits: {players: 30, goals-per-player: 10, concurrent-spans: 2}
        """,
        "content/people.yaml": """
        - {id: sam, name: Sam, role: player, avatar: "🦊", tagline: Quick, fun-facts: [Swims, Sings], color: "#112233"}
        - {id: jo, name: Jo, role: friend}
        """,
        "content/challenges.yaml": """
        - {id: swim, title: Swim, category: physical, points: 100, tier: hard, color: "#445566", proof: [photo, text], for: [sam]}
        - {id: haiku, title: Haiku, category: creative, points: 40, options: {a: Write one, b: Recite one}, schedule: pool}
        - {id: run, title: Run, category: fitness, points: 5, schedule: {every: [mon, wed], at: "07:30", from: 2026-06-15, until: 2026-09-01}}
        - {id: hundred, title: Hundred days, category: fitness, points: 2, schedule: {days: 100, from: 2026-06-12}}
        - {id: dare1, title: Dare one, category: social, points: 30, secret: {by: jo, reveal: 2026-06-13T18:00}}
        - {id: dare2, title: Dare two, category: social, points: 30, secret: {by: jo, reveal: {after-completions: 3}}}
        - {id: dare3, title: Dare three, category: social, points: 30, secret: {by: jo, reveal: manual}}
        """,
        "content/rewards.yaml": """
        - {id: letter, title: Letter, from: jo, kind: text, message: Hello, price: 20, for: [sam]}
        - {id: song, title: Song, from: jo, kind: audio, media: media/song.ogg, message: Listen}
        - {id: treat, title: Treat, kind: text, message: Yum, repeatable: true}
        """,
        "content/goals.yaml": """
        - {id: save, title: Save up, player: sam, target: 60, milestones: [50, 100], measure: balance}
        """,
    ])

    @Test("A game reads back as it was written", arguments: ["rich", "fixture", "sample"])
    func gameRoundTrip(name: String) throws {
        let game: Game
        switch name {
        case "rich": game = Self.rich.game()
        case "fixture": game = Fixture().game()
        default:
            let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            game = try #require(ContentLoader.load(from: DirectorySource(root: repository)).game)
        }
        var writer = BinaryWriter()
        writer.game(game)
        var reader = BinaryReader(writer.bytes)
        let read = try reader.game()
        #expect(reader.isAtEnd)
        #expect(read.settings == game.settings)
        #expect(read.people == game.people)
        #expect(read.challenges == game.challenges)
        #expect(read.rewards == game.rewards)
        #expect(read.goals == game.goals)
        if name == "rich" {
            // The rich game really is rich: the parts that are easiest to get wrong are there.
            #expect(game.settings.currency.worth != nil && game.settings.dailyPick != nil && game.settings.target != nil)
            #expect(game.settings.currency.forms == [.few: "starz", .many: "starrs"])
            #expect(Set(game.challenges.compactMap { $0.secret.map { "\($0.reveal)".prefix(3) } }).count == 3)
        }
    }

    @Test("A fold reads back as it was written")
    func foldRoundTrip() throws {
        let events = [
            event("2026-06-12T09:00:00-04:00", "complete", ["player": "sam", "challenge": "swim", "proof": "photo", "media": "media/song.ogg"]),
            event("2026-06-12T10:00:00-04:00", "complete", ["player": "sam", "challenge": "haiku", "option": "b", "proof": "done"]),
            event("2026-06-12T11:00:00-04:00", "award", ["player": "sam", "amount": 7, "reason": "Kind", "by": "jo"]),
            event("2026-06-13T08:00:00-04:00", "unlock", ["player": "sam", "reward": "letter"]),
            event("2026-06-13T09:00:00-04:00", "spend", ["player": "sam", "amount": 3, "reason": "Snack"]),
            event("2026-06-14T09:00:00-04:00", "reveal", ["challenge": "dare3", "by": "jo"]),
        ]
        let fixture = Self.rich
        let game = fixture.game()
        let log = try #require(try EventLogParser.read(InMemorySource(fixture.files.merging(["content/events.jsonl": events.joined(separator: "\n") + "\n"]) { $1 }),
                                                       calendar: game.settings.calendar))
        var fold = Engine.fold(game, log: log, asOf: Instant.parse("2026-06-20T12:00:00-04:00")!)
        fold.violations.append(.warning("kept", at: SourceLocation(file: "x", line: 3, column: nil), hint: "a hint"))
        var writer = BinaryWriter()
        fold.write(to: &writer)
        var reader = BinaryReader(writer.bytes)
        var read = try Fold(game: game, asOf: fold.asOf, from: &reader)
        #expect(reader.isAtEnd)
        #expect(read.playerStates == fold.playerStates)
        #expect(read.violations == fold.violations)
        #expect(read.latestEvent == fold.latestEvent && read.revealedAt == fold.revealedAt)
        #expect(read.goalMilestones.mapValues { $0.map(\.percent) } == fold.goalMilestones.mapValues { $0.map(\.percent) })
        #expect(!fold.playerStates[0].transactions.isEmpty && !fold.revealedAt.isEmpty && !fold.goalMilestones.isEmpty)
        // The timeline and the days done are private to their types: their results must match.
        let (a, b) = (read.finish(), fold.finish())
        #expect(Array(a.timeline) == Array(b.timeline))
        #expect(a.rewards == b.rewards && a.dares == b.dares)
        // Done once already: the restored days-done refuse a second completion just as the original does.
        var second = BinaryReader(writer.bytes)
        var again = try Fold(game: game, asOf: fold.asOf, from: &second)
        again.take(Event(at: Instant.parse("2026-06-15T09:00:00-04:00")!, kind: .complete, player: "sam", challenge: "swim",
                         proof: .text, text: "again", line: 99))
        #expect(again.violations.last?.message.contains("already completed") == true)
    }

    /// Stored properties per type, as the cache's code writes them. A change here means a change
    /// to the cache's format (see the suite's comment).
    @Test("The types the cache writes have the fields it writes")
    func fieldCounts() throws {
        let game = Self.rich.game()
        let fold = Fold(game: game, asOf: Date())
        let completion = Completion(challenge: "a", player: "b", at: Date(), day: game.settings.starts, option: nil, proof: .done,
                                    media: "m", text: "t", points: 1, line: 1, event: EventID(bits: 1), value: 1)
        // A completion's value, photo and note are kept in a box of their own.
        let extras = try #require(Mirror(reflecting: completion).descendant("extras", 0))
        let counted: [(String, Any, Int)] = [
            ("GameSettings", game.settings, 18), ("Currency", game.settings.currency, 6), ("Money", game.settings.currency.worth!, 2),
            ("DailyPickSettings", game.settings.dailyPick!, 2), ("Limits", game.settings.limits, 3),
            ("Person", game.people[0], 7), ("Challenge", game.challenges[0], 13), ("ChallengeOptions", ChallengeOptions(a: "", b: ""), 2),
            ("SecretDare", SecretDare(by: "", reveal: .manual), 2), ("Recurrence", Recurrence(), 6),
            ("LocalTime", LocalTime(hour: 1, minute: 1)!, 2), ("Reward", game.rewards[0], 10), ("Goal", game.goals[0], 6),
            ("Completion", completion, 10), ("Completion's extras", extras, 3), ("Unlock", Unlock(reward: "", player: "", at: Date(), price: 0, line: 0), 5),
            ("Transaction", Transaction(direction: .award, player: "", at: Date(), amount: 0, reason: nil, by: nil, line: 0), 7),
            ("DayActivity", DayActivity(), 3), ("PlayerState", PlayerState(id: ""), 12), ("Streak", Streak(), 4),
            ("StreakMilestone", StreakMilestone(days: 1, reachedOn: game.settings.starts), 2),
            ("TimelineEntry", TimelineEntry(at: Date(), day: game.settings.starts, player: nil, kind: .finalBadge, points: 0, line: 0), 7),
            ("GoalMilestone", GoalMilestone(percent: 1, at: Date()), 2), ("Diagnostic", Diagnostic.error(""), 6),
            ("SourceLocation", SourceLocation(file: ""), 3),
            ("Pause", Pause(player: "", challenge: "", from: game.settings.starts, until: game.settings.starts, line: 0), 5),
            // The fold: twelve parts are written (of its registry, only the ids: a kept fold has no
            // void), eight are made from the game and the instant, and its known and voided events
            // and what its registry refused are empty in a kept fold. (Its measures' day sums and
            // payouts are made again from the completions read back.)
            ("Fold", fold, 24), ("Game", game, 6),
        ]
        for (name, value, fields) in counted {
            #expect(Mirror(reflecting: value).children.count == fields, "\(name) has \(Mirror(reflecting: value).children.count) stored properties")
        }
    }
}
