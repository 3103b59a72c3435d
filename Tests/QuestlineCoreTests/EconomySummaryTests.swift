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

    @Test("Rewards past what once-challenges pay are warned of in the game's currency, unless a quest recurs in a game without end")
    func notEverything() {
        let challenges = """
            - {id: swim, title: Swim, category: physical, points: 3}
            - {id: bed, title: Bed, category: home, points: 1, schedule: {every: day}}
            """
        let rewards = "- {id: bike, title: Bike, from: jo, kind: text, message: Hi, price: 30}\n"
        let stars = Fixture.gameYAML + "\ncurrency: {name: stars, singular: star}\n"
        let endless = Fixture(["content/game.yaml": stars, "content/challenges.yaml": challenges, "content/rewards.yaml": rewards])
        #expect(Economy.analyse(endless.state().game).warnings().isEmpty, "the daily quest pays for the bike in time")
        let once = Fixture(["content/game.yaml": stars, "content/challenges.yaml": challenges.components(separatedBy: "\n")[0] + "\n",
                            "content/rewards.yaml": rewards])
        #expect(Economy.analyse(once.state().game).warnings().map(\.message)
                == ["'sam' can earn 3 stars from challenges but the rewards cost 30 stars: not everything can be unlocked"])
    }

    @Test("A star chart's child, with nothing on offer, earns through awards only")
    func awardsOnly() {
        let fixture = Fixture(["content/challenges.yaml": "[]\n", "content/rewards.yaml": "[]\n"])
        let lines = Economy.analyse(fixture.state(asOf: "2026-06-13T12:00:00+02:00").game).summary(currency: Currency(name: "points"))
        #expect(lines == ["sam: earns through awards only"])
    }
}
