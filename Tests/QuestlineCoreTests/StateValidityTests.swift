import Foundation
import Testing
@testable import QuestlineCore

/// The span `[changedAt, nextChangeAt)` over which a state holds with the same content and log.
@Suite("The state's validity interval")
struct StateValidityTests {
    /// Europe/Oslo (+02:00 in June), from Monday 2026-06-15 to Sunday 2026-06-21: a run at
    /// 07:30 every day, a stretch at 18:00 on weekdays, and a friend's dare revealed on Wednesday at 12:00.
    static let challenges = """
    - {id: run, title: Run, category: fitness, points: 5, schedule: {every: day, at: "07:30"}}
    - {id: stretch, title: Stretch, category: fitness, points: 2, schedule: {every: [mon, tue, wed, thu, fri], at: "18:00"}}
    - {id: swim, title: Swim, category: fitness, points: 50}
    - id: dare
      title: Dare
      category: dare
      points: 40
      secret:
        by: jo
        reveal: 2026-06-17T12:00
    """

    func fixture(_ events: [String] = [], ends: Bool = true) -> Fixture {
        let game = Fixture.gameYAML.replacingOccurrences(of: "2026-06-12", with: "2026-06-15") + (ends ? "\nends: 2026-06-21" : "")
        return Fixture(["content/challenges.yaml": Self.challenges, "content/rewards.yaml": "", "content/game.yaml": game], events: events)
    }

    func at(_ text: String) -> Date { Instant.parse(text)! }

    func swim(_ at: String) -> String { event(at, "complete", ["player": "sam", "challenge": "swim"]) }

    @Test("Mid-day: from the last thing that happened to the next quest opening")
    func midDay() {
        let state = fixture([swim("2026-06-16T09:15:00+02:00")]).state(asOf: "2026-06-16T12:00:00+02:00")
        #expect(state.changedAt == at("2026-06-16T09:15:00+02:00"))
        #expect(state.nextChangeAt == at("2026-06-16T18:00:00+02:00"))
    }

    @Test("Before a quest's opening time the span ends at it; after it, the opening starts the next span")
    func aroundAnOpening() {
        let before = fixture().state(asOf: "2026-06-16T07:29:00+02:00")
        #expect(before.changedAt == at("2026-06-16T00:00:00+02:00"))
        #expect(before.nextChangeAt == at("2026-06-16T07:30:00+02:00"))
        let after = fixture().state(asOf: "2026-06-16T07:30:00+02:00")
        #expect(after.changedAt == at("2026-06-16T07:30:00+02:00"))
        #expect(after.nextChangeAt == at("2026-06-16T18:00:00+02:00"))
        let evening = fixture().state(asOf: "2026-06-16T21:00:00+02:00")
        #expect(evening.changedAt == at("2026-06-16T18:00:00+02:00"))
        #expect(evening.nextChangeAt == at("2026-06-17T00:00:00+02:00"))
    }

    @Test("A dare's reveal time ends the span before it and starts the one after it")
    func dareReveal() {
        let before = fixture().state(asOf: "2026-06-17T11:00:00+02:00")
        #expect(before.nextChangeAt == at("2026-06-17T12:00:00+02:00"))
        let after = fixture().state(asOf: "2026-06-17T13:00:00+02:00")
        #expect(after.changedAt == at("2026-06-17T12:00:00+02:00"))
        #expect(after.nextChangeAt == at("2026-06-17T18:00:00+02:00"))
    }

    @Test("Before the game starts the local day still moves on at midnight: the pages show it")
    func beforeTheStart() {
        let state = fixture().state(asOf: "2026-06-10T15:00:00+02:00")
        #expect(state.changedAt == at("2026-06-10T00:00:00+02:00"))
        #expect(state.nextChangeAt == at("2026-06-11T00:00:00+02:00"))
        // What a widget calls the next change that matters is the game's first midnight.
        #expect(state.timeChanges(for: ["sam"]).map(\.kind) == [.gameStarts, .dareRevealed(challenge: "dare")])
        #expect(state.gameBoundary() == TimeChange(at: at("2026-06-15T00:00:00+02:00"), kind: .gameStarts))
    }

    @Test("After the game ends only midnight is left, and the game's own boundaries are over")
    func afterTheEnd() {
        let state = fixture([swim("2026-06-20T10:00:00+02:00")]).state(asOf: "2026-06-25T15:00:00+02:00")
        #expect(state.changedAt == at("2026-06-25T00:00:00+02:00"))
        #expect(state.nextChangeAt == at("2026-06-26T00:00:00+02:00"))
        #expect(state.gameBoundary() == nil)
        #expect(state.timeChanges(for: ["sam"]).isEmpty)
    }

    @Test("An event dated after the instant bounds the span, and one at the instant starts it")
    func pendingEvent() {
        let events = [swim("2026-06-16T09:15:00+02:00"), event("2026-06-16T10:45:00+02:00", "award", ["player": "sam", "amount": 3])]
        let before = fixture(events).state(asOf: "2026-06-16T10:00:00+02:00")
        #expect(before.pendingEvents == 1)
        #expect(before.changedAt == at("2026-06-16T09:15:00+02:00"))
        #expect(before.nextChangeAt == at("2026-06-16T10:45:00+02:00"))
        let atIt = fixture(events).state(asOf: "2026-06-16T10:45:00+02:00")
        #expect(atIt.pendingEvents == 0)
        #expect(atIt.changedAt == at("2026-06-16T10:45:00+02:00"))
    }

    @Test("changedAt is never after the instant, and every instant of the span gives the same span")
    func stableInsideTheSpan() {
        let fixture = fixture([swim("2026-06-16T09:15:00+02:00"), event("2026-06-16T10:45:00+02:00", "award", ["player": "sam", "amount": 3])])
        var instant = at("2026-06-14T22:10:00+02:00")
        let end = at("2026-06-22T02:00:00+02:00")
        while instant < end {
            let state = fixture.state(asOf: Instant.formatUTC(instant))
            #expect(state.changedAt <= instant && instant < state.nextChangeAt)
            for probe in [state.changedAt, state.nextChangeAt.addingTimeInterval(-1)] {
                let again = fixture.state(asOf: Instant.formatUTC(probe))
                #expect(again.changedAt == state.changedAt && again.nextChangeAt == state.nextChangeAt,
                        "as of \(Instant.formatUTC(instant)) vs \(Instant.formatUTC(probe))")
            }
            instant = instant.addingTimeInterval(97 * 60)
        }
    }

    @Test("A streak milestone is stamped at the completion that reached it, not at the instant of the state")
    func milestoneStamp() {
        let runs = (0..<7).map { day in
            event(LocalDate("2026-06-15")!.adding(days: day).description + "T08:00:00+02:00", "complete", ["player": "sam", "challenge": "run"])
        }
        let stretches = (0..<5).map { day in
            event(LocalDate("2026-06-15")!.adding(days: day).description + "T18:30:00+02:00", "complete", ["player": "sam", "challenge": "stretch"])
        }
        let state = fixture((runs + stretches).sorted()).state(asOf: "2026-06-21T20:00:00+02:00")
        let milestone = state.timeline.first { if case .streakMilestone(days: 7) = $0.kind { return true } else { return false } }
        #expect(milestone?.at == at("2026-06-21T08:00:00+02:00"))
        let later = fixture((runs + stretches).sorted()).state(asOf: "2026-06-21T23:59:00+02:00")
        #expect(later.timeline.map(\.at) == state.timeline.map(\.at))
    }
}
