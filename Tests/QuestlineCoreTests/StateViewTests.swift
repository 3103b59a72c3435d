import Foundation
import Testing
@testable import QuestlineCore

/// A person's view of the state (`GameState.view(of:)`) and the fingerprint a build keeps their
/// files by. That the same fingerprint means the same files is checked on every preset's game
/// in QuestlineSiteTests (`PersonViewTests`); these are the view's own rules.
@Suite("A person's view of the state (core)")
struct StateViewTests {
    static let people = """
    - {id: sam, name: Sam, role: player}
    - {id: ana, name: Ana, role: player}
    - {id: jo, name: Jo, role: friend}
    """

    static func state(_ events: [String], asOf: String = "2026-06-12T20:00:00+02:00") -> GameState {
        Fixture(["content/people.yaml": people], events: events).state(asOf: asOf)
    }

    static let sam = #"{"type":"complete","at":"2026-06-12T09:00:00+02:00","player":"sam","challenge":"swim"}"#
    static let ana = #"{"type":"complete","at":"2026-06-12T10:00:00+02:00","player":"ana","challenge":"haiku","option":"a"}"#

    @Test("A view holds its player alone, their rewards and timeline, and their own last change")
    func holdsOnlyOne() {
        let state = Self.state([Self.sam, Self.ana])
        let view = state.view(of: "sam")
        #expect(view.players.map(\.id) == ["sam"])
        #expect(view.players.first == state.player("sam"))
        #expect(view.rewards == state.rewards(for: "sam"))
        #expect(view.timeline.allSatisfy { $0.player == "sam" || $0.player == nil })
        let positions = (state.timelinePositions(of: "sam") + state.timelinePositions(of: nil)).sorted()
        #expect(Array(view.timeline) == positions.map { state.timeline[$0] }, "the same entries, in the same order")
        #expect(view.changedAt == state.changedAt(for: "sam"))
        #expect(view.changedAt < state.changedAt, "Ana's later event is not Sam's")
        #expect(state.view(of: "jo").players.isEmpty)
    }

    @Test("Another player's event leaves a view's fingerprint; one's own moves it")
    func othersLeaveIt() {
        let before = Self.state([Self.sam])
        let after = Self.state([Self.sam, Self.ana])
        #expect(before.view(of: "sam").fingerprint() == after.view(of: "sam").fingerprint())
        #expect(before.view(of: "ana").fingerprint() != after.view(of: "ana").fingerprint())
        #expect(after.viewFingerprints() == ["sam": after.view(of: "sam").fingerprint(), "ana": after.view(of: "ana").fingerprint(),
                                             "jo": after.view(of: "jo").fingerprint()])
    }

    @Test("What a player did is in their view's fingerprint, down to one completion's option; no one else's moves")
    func completionDetail() {
        let state = Self.state([Self.sam, Self.ana])
        var edited = state
        edited.players[0].completions[0].option = .a
        #expect(edited.view(of: "sam").fingerprint() != state.view(of: "sam").fingerprint())
        let (prints, before) = (edited.viewFingerprints(), state.viewFingerprints())
        #expect(prints["sam"] != before["sam"])
        #expect(prints["ana"] == before["ana"] && prints["jo"] == before["jo"])
        #expect(prints["sam"] == edited.view(of: "sam").fingerprint())
    }

    @Test("The instant counts only through what it decides: a later instant the same day leaves it, midnight moves it")
    func instant() {
        let evening = Self.state([Self.sam], asOf: "2026-06-12T20:00:00+02:00").view(of: "sam").fingerprint()
        #expect(Self.state([Self.sam], asOf: "2026-06-12T23:59:00+02:00").view(of: "sam").fingerprint() == evening)
        #expect(Self.state([Self.sam], asOf: "2026-06-13T00:00:00+02:00").view(of: "sam").fingerprint() != evening)
    }

    @Test("A view's index, taken from the whole state's, is the one built from the view")
    func index() {
        let walks = """
        - {id: walk, title: Walk, category: physical, points: 5, schedule: daily}
        - {id: swim, title: Swim, category: physical, points: 100}
        """
        let state = Fixture(["content/people.yaml": Self.people, "content/challenges.yaml": walks], events: [
            #"{"type":"complete","at":"2026-06-13T09:00:00+02:00","player":"sam","challenge":"walk"}"#,
            // Logged late for the day before: Sam's completions are not in day order.
            #"{"type":"complete","at":"2026-06-13T10:00:00+02:00","player":"sam","challenge":"walk","on":"2026-06-12"}"#,
            #"{"type":"complete","at":"2026-06-13T11:00:00+02:00","player":"ana","challenge":"swim"}"#,
            #"{"type":"award","at":"2026-06-13T12:00:00+02:00","player":"ana","amount":5}"#,
        ]).state(asOf: "2026-06-13T20:00:00+02:00")
        #expect(state.violations.isEmpty)
        #expect(state.index.completionsByDay["sam"] != nil, "the fixture has a late completion")
        for person in ["sam", "ana", "jo"] {
            let view = state.view(of: person)
            #expect(view.index == StateIndex(game: view.game, players: view.players, rewards: view.rewards, timeline: view.timeline), "\(person)")
        }
        #expect(state.view(of: "sam").completion(of: "walk", by: "sam", on: LocalDate("2026-06-12")!)?.at == Instant.parse("2026-06-13T10:00:00+02:00"))
    }

    @Test("A player's days of activity count in the fingerprint, whatever order the dictionary keeps them in")
    func activity() throws {
        let state = Self.state([Self.sam])
        let days = (0..<300).map { LocalDate(dayNumber: 20_000 + $0) }
        var roomy = state, tight = state
        // Room for many more keys gives the same entries another order.
        var spacious: [LocalDate: DayActivity] = [:]
        spacious.reserveCapacity(10_000)
        var packed: [LocalDate: DayActivity] = [:]
        for day in days.reversed() { packed[day] = DayActivity(completions: day.dayNumber % 3, unlocks: 1, pointsEarned: day.day) }
        for day in days { spacious[day] = DayActivity(completions: day.dayNumber % 3, unlocks: 1, pointsEarned: day.day) }
        #expect(Array(spacious.keys) != Array(packed.keys), "the two dictionaries list their days in different orders")
        roomy.players[0].activity = spacious
        tight.players[0].activity = packed
        #expect(roomy.fingerprint() == tight.fingerprint())
        #expect(roomy.fingerprint() != state.fingerprint())
        var one = tight
        one.players[0].activity[days[7]]!.pointsEarned += 1
        #expect(one.fingerprint() != tight.fingerprint())
        one = tight
        one.players[0].activity[days[7]] = nil
        #expect(one.fingerprint() != tight.fingerprint())
    }

    /// `fingerprint()` writes each of these fields; a new one must be written too (or be the
    /// game's or the instant's, which it leaves out), so a new field fails this first.
    @Test("The fingerprint's types have the fields it writes")
    func fieldCounts() {
        let state = Self.state([Self.sam])
        let counted: [(String, Any, Int)] = [
            // game, asOf, index and schedule (the game's day, worked out from game and today)
            // are left out; the other fourteen are written (pauses and voided in the play fingerprint).
            ("GameState", state, 18),
            ("RewardStatus", state.rewards[0], 7),
            ("GoalStatus", GoalStatus(goal: "", player: "", value: 0, target: 1, percent: 0, reached: []), 6),
            ("DareStatus", DareStatus(challenge: "", revealedAt: nil), 2),
            ("FinalBadge", state.finalBadge, 3),
            ("TimeChange", TimeChange(at: Date(), kind: .dayRollsOver), 2),
        ]
        for (name, value, fields) in counted {
            #expect(Mirror(reflecting: value).children.count == fields, "\(name) has \(Mirror(reflecting: value).children.count) stored properties")
        }
    }
}
