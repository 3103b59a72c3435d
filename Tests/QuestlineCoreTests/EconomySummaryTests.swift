import Testing
@testable import QuestlineCore

@Suite("What check says of each player's economy")
struct EconomySummaryTests {
    @Test("A player who earns through the daily pool is told so, not 'earns through awards only'")
    func dailyPool() {
        let fixture = Fixture([
            "content/challenges.yaml": """
            - {id: wave, title: Wave, category: social, points: 10, schedule: pool}
            - {id: sing, title: Sing, category: creative, points: 20, schedule: pool}
            """,
            "content/rewards.yaml": "[]\n",
        ])
        let state = fixture.state(asOf: "2026-06-13T12:00:00+02:00")
        let lines = Economy.analyse(state.game).summary(currency: state.game.settings.currency)
        #expect(lines.count == 1)
        #expect(!lines[0].contains("awards only"), "\(lines)")
        #expect(lines[0].contains("the daily pick pays up to 20"), "\(lines)")
    }

    @Test("A star chart's child, with nothing on offer, earns through awards only")
    func awardsOnly() {
        let fixture = Fixture(["content/challenges.yaml": "[]\n", "content/rewards.yaml": "[]\n"])
        let lines = Economy.analyse(fixture.state(asOf: "2026-06-13T12:00:00+02:00").game).summary(currency: Currency(name: "points"))
        #expect(lines == ["sam: earns through awards only"])
    }
}
