import Foundation
import Testing
@testable import QuestlineCore

@Suite("Engine rules")
struct EngineRulesTests {
    @Test("Completions and awards add up; unlocks and spends take away")
    func balance() {
        let state = Fixture(events: [
            event("2026-06-12T10:00:00+02:00", "complete", ["player": "sam", "challenge": "swim"]),
            event("2026-06-12T11:00:00+02:00", "award", ["player": "sam", "amount": 30, "by": "jo", "reason": "Cake"]),
            event("2026-06-12T12:00:00+02:00", "unlock", ["player": "sam", "reward": "song"]),
            event("2026-06-12T13:00:00+02:00", "spend", ["player": "sam", "amount": 5]),
        ]).state()
        let sam = state.player("sam")!
        #expect((sam.balance, sam.earned, sam.spent) == (50, 130, 80))
        #expect(state.violations.isEmpty)
    }

    @Test("A spend never takes a balance below zero")
    func spendBelowZero() {
        let state = Fixture(events: [
            event("2026-06-12T10:00:00+02:00", "award", ["player": "sam", "amount": 10]),
            event("2026-06-12T11:00:00+02:00", "spend", ["player": "sam", "amount": 11]),
        ]).state()
        #expect(state.player("sam")!.balance == 10)
        #expect(state.violations.lines == ["content/events.jsonl:2:1: error: 'sam' cannot spend 11 points with a balance of 10"])
    }

    @Test("A once-challenge completes once")
    func completesOnce() {
        let state = Fixture(events: [
            event("2026-06-12T10:00:00+02:00", "complete", ["player": "sam", "challenge": "swim"]),
            event("2026-06-13T10:00:00+02:00", "complete", ["player": "sam", "challenge": "swim"]),
        ]).state()
        #expect(state.player("sam")!.balance == 100)
        #expect(state.violations.lines == [
            "content/events.jsonl:2:1: error: 'swim' is done once and 'sam' already completed it (log line 1)",
        ])
    }

    @Test("A reward unlocks once, and only with enough balance")
    func unlockRules() {
        let state = Fixture(events: [
            event("2026-06-12T09:00:00+02:00", "unlock", ["player": "sam", "reward": "letter"]),
            event("2026-06-12T10:00:00+02:00", "complete", ["player": "sam", "challenge": "swim"]),
            event("2026-06-12T11:00:00+02:00", "unlock", ["player": "sam", "reward": "letter"]),
            event("2026-06-12T12:00:00+02:00", "unlock", ["player": "sam", "reward": "letter"]),
            event("2026-06-12T13:00:00+02:00", "unlock", ["player": "sam", "reward": "song"]),
        ]).state()
        #expect(state.player("sam")!.balance == 50)
        #expect(state.violations.lines == [
            "content/events.jsonl:1:1: error: 'sam' has 0 and 'letter' costs 50: 50 more to go",
            "content/events.jsonl:4:1: error: 'letter' is already unlocked by 'sam' (log line 3)",
            "content/events.jsonl:5:1: error: 'sam' has 50 and 'song' costs 75: 25 more to go",
        ])
        #expect(state.rewardStatus("letter", player: "sam")?.state == .unlocked)
        #expect(state.rewardStatus("song", player: "sam")?.state == .locked)
        #expect(state.rewardStatus("song", player: "sam")?.pointsToGo == 25)
    }

    @Test("Reward states: locked, affordable, unlocked")
    func rewardStates() {
        let state = Fixture(events: [
            event("2026-06-12T10:00:00+02:00", "award", ["player": "sam", "amount": 60]),
        ]).state()
        #expect(state.rewards.map(\.state) == [.affordable, .locked])
        #expect(state.nextReward(for: "sam")?.reward == "song")
    }

    @Test("Unknown ids and people who do not play are refused", arguments: [
        (#""challenge":"swimm","player":"sam","type":"complete""#, "unknown challenge 'swimm'"),
        (#""challenge":"swim","player":"bob","type":"complete""#, "unknown player 'bob' (players are: sam)"),
        (#""challenge":"swim","player":"jo","type":"complete""#, "'jo' is a friend and does not play (players are: sam)"),
        (#""player":"sam","reward":"car","type":"unlock""#, "unknown reward 'car'"),
        (#""amount":5,"by":"zed","player":"sam","type":"award""#, "unknown person 'zed' in 'by' (people are: sam, jo)"),
    ])
    func unknownIDs(_ fields: String, _ message: String) {
        let state = Fixture(events: ["{\"at\":\"2026-06-12T10:00:00+02:00\",\(fields)}"]).state()
        #expect(state.violations.map(\.message) == [message])
    }

    @Test("A 2-in-1 challenge needs its option; others refuse one")
    func options() {
        let state = Fixture(events: [
            event("2026-06-12T10:00:00+02:00", "complete", ["player": "sam", "challenge": "haiku"]),
            event("2026-06-12T11:00:00+02:00", "complete", ["player": "sam", "challenge": "swim", "option": "a"]),
            event("2026-06-12T12:00:00+02:00", "complete", ["player": "sam", "challenge": "haiku", "option": "b"]),
        ]).state()
        #expect(state.violations.map(\.message) == [
            "'haiku' is a 2-in-1 challenge: say which option was done",
            "'swim' has no options A and B; leave 'option' out",
        ])
        #expect(state.player("sam")!.completions.map(\.option) == [.b])
    }

    @Test("Proofs must be of an allowed kind and carry what they prove")
    func proofs() {
        let challenges = Fixture.challengesYAML + "\n- {id: run, title: Run, category: c, points: 5, proof: [photo]}"
        let state = Fixture(["content/challenges.yaml": challenges], events: [
            event("2026-06-12T10:00:00+02:00", "complete", ["player": "sam", "challenge": "run"]),
            event("2026-06-12T10:01:00+02:00", "complete", ["player": "sam", "challenge": "run", "proof": "photo"]),
            event("2026-06-12T10:02:00+02:00", "complete", ["player": "sam", "challenge": "swim", "proof": "text"]),
        ]).state()
        #expect(state.violations.map(\.message) == [
            "'run' does not take done as proof (it takes photo)",
            "a photo proof needs 'media', the photo's path under the content folder",
            "a text proof needs 'text'",
        ])
    }

    @Test("A photo proof's file must exist inside the content folder")
    func proofMedia() {
        let check = Fixture(events: [
            event("2026-06-12T10:00:00+02:00", "complete", ["player": "sam", "challenge": "swim", "proof": "photo", "media": "media/gone.jpg"]),
            event("2026-06-12T10:01:00+02:00", "award", ["player": "sam", "amount": 1]),
        ]).check()
        #expect(check.diagnostics.errors.lines == ["content/events.jsonl:1:1: error: proof media \"media/gone.jpg\" does not exist"])
    }

    @Test("Events dated after the instant do not count yet")
    func futureEvents() {
        let fixture = Fixture(events: [
            event("2026-06-12T10:00:00+02:00", "award", ["player": "sam", "amount": 10]),
            event("2026-06-14T10:00:00+02:00", "award", ["player": "sam", "amount": 20]),
        ])
        let before = fixture.state(asOf: "2026-06-13T00:00:00+02:00")
        #expect(before.player("sam")!.balance == 10)
        #expect(before.pendingEvents == 1)
        #expect(fixture.state(asOf: "2026-06-14T10:00:00+02:00").player("sam")!.balance == 30)
    }

    @Test("Events are applied in time order, whatever order the file has")
    func timeOrder() {
        let state = Fixture(events: [
            event("2026-06-12T11:00:00+02:00", "spend", ["player": "sam", "amount": 10]),
            event("2026-06-12T10:00:00+02:00", "award", ["player": "sam", "amount": 10]),
        ]).state()
        #expect(state.violations.isEmpty)
        #expect(state.player("sam")!.balance == 0)
    }

    @Test("A completion before the game starts or after it ends is refused")
    func gameWindow() {
        let state = Fixture(["content/game.yaml": Fixture.gameYAML + "\nends: 2026-06-14"], events: [
            event("2026-06-11T10:00:00+02:00", "complete", ["player": "sam", "challenge": "swim"]),
            event("2026-06-15T10:00:00+02:00", "complete", ["player": "sam", "challenge": "swim"]),
        ]).state()
        #expect(state.violations.map(\.message) == [
            "the game starts on 2026-06-12; 2026-06-11 is before it",
            "the game ended on 2026-06-14; 2026-06-15 is after it",
        ])
    }

    @Test("The final badge comes with the last reward")
    func finalBadge() {
        let fixture = Fixture(events: [
            event("2026-06-12T10:00:00+02:00", "award", ["player": "sam", "amount": 125]),
            event("2026-06-12T11:00:00+02:00", "unlock", ["player": "sam", "reward": "letter"]),
            event("2026-06-12T12:00:00+02:00", "unlock", ["player": "sam", "reward": "song"]),
        ])
        let midway = fixture.state(asOf: "2026-06-12T11:30:00+02:00")
        #expect(!midway.finalBadge.isEarned)
        #expect(midway.finalBadge.progress == 0.5)
        let done = fixture.state()
        #expect(done.finalBadge.earnedAt == Instant.parse("2026-06-12T12:00:00+02:00"))
        if case .finalBadge = done.timeline.last!.kind {} else { Issue.record("the badge should end the timeline") }
    }

    @Test("A repeatable shop item can be redeemed again and never counts as unlocked for good")
    func repeatable() {
        let rewards = "- {id: movie, title: Movie night, kind: text, message: Popcorn, price: 10, repeatable: true}"
        let state = Fixture(["content/rewards.yaml": rewards], events: [
            event("2026-06-12T10:00:00+02:00", "award", ["player": "sam", "amount": 25]),
            event("2026-06-12T11:00:00+02:00", "unlock", ["player": "sam", "reward": "movie"]),
            event("2026-06-13T11:00:00+02:00", "unlock", ["player": "sam", "reward": "movie"]),
        ]).state()
        #expect(state.violations.isEmpty)
        #expect(state.rewardStatus("movie", player: "sam")?.redemptions == 2)
        #expect(state.rewardStatus("movie", player: "sam")?.state == .locked)
        #expect(state.finalBadge.total == 0)
    }

    @Test("Goal milestones are reached in order and remembered")
    func goalMilestones() {
        let goals = "- {id: bike, title: New bike, target: 100, measure: balance}"
        let state = Fixture(["content/goals.yaml": goals], events: [
            event("2026-06-12T10:00:00+02:00", "award", ["player": "sam", "amount": 30]),
            event("2026-06-12T11:00:00+02:00", "award", ["player": "sam", "amount": 30]),
            event("2026-06-12T12:00:00+02:00", "spend", ["player": "sam", "amount": 20]),
        ]).state()
        let goal = state.goals[0]
        #expect(goal.percent == 40)
        #expect(goal.reached.map(\.percent) == [25, 50])
        #expect(goal.reached.map(\.at) == [Instant.parse("2026-06-12T10:00:00+02:00"), Instant.parse("2026-06-12T11:00:00+02:00")])
    }
}

@Suite("Secret dares")
struct SecretDareTests {
    static let challenges = Fixture.challengesYAML + """

    - {id: timed, title: Timed, category: dare, points: 10, secret: {by: jo, reveal: "2026-06-13T12:00"}}
    - {id: counted, title: Counted, category: dare, points: 10, secret: {by: jo, reveal: {after-completions: 2}}}
    - {id: manual, title: Manual, category: dare, points: 10, secret: {by: jo}}
    """

    /// Two completions (enough for `counted`) and `manual` revealed by hand, on the first day.
    static let twoDoneOneRevealed = Fixture(["content/challenges.yaml": challenges], events: [
        event("2026-06-12T10:00:00+02:00", "complete", ["player": "sam", "challenge": "swim"]),
        event("2026-06-12T11:00:00+02:00", "complete", ["player": "sam", "challenge": "haiku", "option": "a"]),
        event("2026-06-12T12:00:00+02:00", "reveal", ["challenge": "manual", "by": "jo"]),
    ])

    @Test("A dare stays secret until its rule reveals it")
    func reveals() {
        let fixture = Self.twoDoneOneRevealed
        let early = fixture.state(asOf: "2026-06-12T10:30:00+02:00")
        #expect(early.dares.map(\.isRevealed) == [false, false, false])
        let later = fixture.state(asOf: "2026-06-13T12:00:00+02:00")
        #expect(later.dares.map(\.isRevealed) == [true, true, true])
        #expect(later.dares.map(\.revealedAt) == ["2026-06-13T12:00:00+02:00", "2026-06-12T11:00:00+02:00", "2026-06-12T12:00:00+02:00"].map { Instant.parse($0) })
    }

    @Test("Every reveal is a moment on the timeline, once, whether its time, a count or a person revealed it")
    func revealsOnTheTimeline() {
        let fixture = Self.twoDoneOneRevealed
        func reveals(asOf instant: String) -> [String] {
            fixture.state(asOf: instant).timeline.compactMap { entry in
                guard case .reveal(let dare) = entry.kind else { return nil }
                return "\(dare) \(Instant.formatUTC(entry.at)) \(entry.line)"
            }
        }
        #expect(reveals(asOf: "2026-06-12T10:30:00+02:00") == [])
        #expect(reveals(asOf: "2026-06-13T11:59:00+02:00") == ["counted 2026-06-12T09:00:00Z 0", "manual 2026-06-12T10:00:00Z 3"])
        #expect(reveals(asOf: "2026-06-13T12:00:00+02:00")
            == ["counted 2026-06-12T09:00:00Z 0", "manual 2026-06-12T10:00:00Z 3", "timed 2026-06-13T10:00:00Z 0"])
    }

    @Test("A secret dare cannot be completed before it is revealed")
    func notBeforeReveal() {
        let state = Fixture(["content/challenges.yaml": Self.challenges], events: [
            event("2026-06-12T10:00:00+02:00", "complete", ["player": "sam", "challenge": "timed"]),
            event("2026-06-13T12:30:00+02:00", "complete", ["player": "sam", "challenge": "timed"]),
        ]).state()
        #expect(state.violations.map(\.message) == ["the dare 'timed' is still secret; it cannot be completed before it is revealed"])
        #expect(state.player("sam")!.balance == 10)
    }

    @Test("A dare must be written by someone who does not play")
    func writtenByFriend() {
        let challenges = "- {id: d, title: D, category: dare, points: 10, secret: {by: sam}}"
        let check = Fixture(["content/challenges.yaml": challenges]).check()
        #expect(check.diagnostics.errors.map(\.message) == ["a secret dare is written by someone who does not play; 'sam' is a player"])
    }
}
