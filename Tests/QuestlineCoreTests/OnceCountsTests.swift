import Testing
@testable import QuestlineCore

@Suite("Once-challenge counts")
struct OnceCountsTests {
    static let challenges = SecretDareTests.challenges + """

    - {id: sams-only, title: Sam's own, category: physical, points: 5, for: [sam]}
    - {id: ris-only, title: Ri's own, category: physical, points: 5, for: [ri]}
    - {id: daily, title: Daily, category: habit, points: 1, schedule: daily}
    """
    static let people = Fixture.peopleYAML + """

    - {id: ri, name: Ri, role: player}
    """
    static let game = Fixture.gameYAML + "\nends: 2026-06-14"

    @Test("Counting from completions agrees with asking every challenge, before, during and after the game",
          arguments: ["2026-06-11T12:00:00+02:00", "2026-06-12T10:30:00+02:00", "2026-06-13T12:30:00+02:00", "2026-06-20T12:00:00+02:00"])
    func agreesWithOnceStatus(asOf: String) {
        let fixture = Fixture(["content/challenges.yaml": Self.challenges, "content/people.yaml": Self.people, "content/game.yaml": Self.game], events: [
            event("2026-06-12T10:00:00+02:00", "complete", ["player": "sam", "challenge": "swim"]),
            event("2026-06-12T11:00:00+02:00", "complete", ["player": "sam", "challenge": "haiku", "option": "a"]),
            event("2026-06-12T11:30:00+02:00", "complete", ["player": "sam", "challenge": "daily"]),
            event("2026-06-13T12:10:00+02:00", "complete", ["player": "ri", "challenge": "timed"]),
            event("2026-06-13T12:20:00+02:00", "complete", ["player": "ri", "challenge": "ris-only"]),
        ])
        let state = fixture.state(asOf: asOf)
        #expect(state.violations.isEmpty)
        for player in ["sam", "ri"] {
            var expected = OnceCounts()
            for challenge in state.game.challenges where challenge.schedule == .once && challenge.isFor(player) {
                switch state.onceStatus(of: challenge, for: player) {
                case .done: expected.done += 1
                case .available: expected.available += 1
                case .upcoming: expected.upcoming += 1
                case .missed: expected.missed += 1
                case .paused: Issue.record("a once-challenge is never paused")
                }
            }
            #expect(state.onceCounts(for: player) == expected, "\(player) as of \(asOf)")
            #expect(expected.total == 6)
        }
    }
}
