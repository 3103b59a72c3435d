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
        #expect(Economy.analyse(endless.state().game).summary(currency: Currency(name: "stars")).first?.hasSuffix("what recurs pays for the rest in time") == true)
        let once = Fixture(["content/game.yaml": stars, "content/challenges.yaml": challenges.components(separatedBy: "\n")[0] + "\n",
                            "content/rewards.yaml": rewards])
        #expect(Economy.analyse(once.state().game).warnings().map(\.message)
                == ["'sam' can earn 3 stars from challenges but the rewards cost 30 stars: not everything can be unlocked"])
    }

    @Test("Players whose lines would read the same share one line")
    func grouped() {
        let people = (1...5).map { "- {id: kid\($0), name: Kid \($0), role: child}" }.joined(separator: "\n") + "\n- {id: jo, name: Jo, role: friend}\n"
        let challenges = "- {id: swim, title: Swim, category: c, points: 5}\n- {id: solo, title: Solo, category: c, points: 7, for: [kid5]}\n"
        let fixture = Fixture(["content/people.yaml": people, "content/challenges.yaml": challenges, "content/rewards.yaml": "[]\n"])
        let lines = Economy.analyse(fixture.state(asOf: "2026-06-13T12:00:00+02:00").game).summary(currency: Currency(name: "points"))
        #expect(lines == ["kid1, kid2 and 2 more: 5 points on offer in 1 completion", "kid5: 12 points on offer in 2 completions"])
        let all = Fixture(["content/people.yaml": people, "content/challenges.yaml": "- {id: swim, title: Swim, category: c, points: 5}\n", "content/rewards.yaml": "[]\n"])
        #expect(Economy.analyse(all.state(asOf: "2026-06-13T12:00:00+02:00").game).summary(currency: Currency(name: "points"))
                == ["each of the 5 players: 5 points on offer in 1 completion"])
    }

    @Test("A star chart's child, with nothing on offer, earns through awards only")
    func awardsOnly() {
        let fixture = Fixture(["content/challenges.yaml": "[]\n", "content/rewards.yaml": "[]\n"])
        let lines = Economy.analyse(fixture.state(asOf: "2026-06-13T12:00:00+02:00").game).summary(currency: Currency(name: "points"))
        #expect(lines == ["sam: earns through awards only"])
    }
}
