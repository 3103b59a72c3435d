import Foundation
import Testing
import QuestlineCore
@testable import QuestlineSite

@Suite("Day tallies")
struct DayTallyTests {
    /// The tally as it was first written: each player's days gathered into a dictionary, then added.
    private func reference(_ players: some Sequence<PlayerState>, calendar: GameCalendar) -> [LocalDate: DayTally] {
        var tallies: [LocalDate: DayTally] = [:]
        for player in players {
            for (day, count) in DayTally.doneByDay(player, calendar: calendar) { tallies[day, default: DayTally()].add(count) }
        }
        return tallies
    }

    private func nonZero(_ tallies: [LocalDate: DayTally]) -> [LocalDate: DayTally] { tallies.filter { $0.value != DayTally() } }

    @Test("One pass counts a player once a day, awards included; everyone less the detailed players is the rest",
          arguments: ["family-stars", "birthday", "daily-quests", "hundred-days", "daily-challenge"])
    func tallies(_ preset: String) throws {
        let logged = try LoggedGame(LoggedGame.preset(preset))
        let state = logged.state(asOf: try #require(logged.instants.last))
        let calendar = logged.game.settings.calendar
        let everyone = DayTally.byDay(state.players, calendar: calendar)
        #expect(!everyone.isEmpty)
        #expect(everyone == reference(state.players, calendar: calendar))
        for shown in 0...state.players.count {
            let rest = DayTally.subtracting(DayTally.byDay(state.players.prefix(shown), calendar: calendar), from: everyone)
            #expect(nonZero(rest) == reference(state.players.dropFirst(shown), calendar: calendar))
        }
    }

    @Test("An award on a day with nothing else makes the player active there once, however many awards")
    func awardsOnly() throws {
        let fixture = Fixture(files: [
            "content/game.yaml": Fixture.game(),
            "content/people.yaml": "- id: sam\n  name: Sam\n  role: player\n- id: mum\n  name: Mum\n  role: organiser\n",
            "content/challenges.yaml": "- id: swim\n  title: Swim\n  category: physical\n  points: 5\n",
            "content/rewards.yaml": "[]\n",
            "content/events.jsonl": """
            {"type":"award","at":"2026-06-12T09:00","player":"sam","amount":2,"by":"mum"}
            {"type":"award","at":"2026-06-12T18:00","player":"sam","amount":1,"by":"mum"}
            {"type":"complete","at":"2026-06-13T10:00","player":"sam","challenge":"swim"}
            {"type":"award","at":"2026-06-13T11:00","player":"sam","amount":1,"by":"mum"}

            """,
        ])
        let state = try fixture.state()
        let calendar = GameCalendar(timeZone: TimeZone(identifier: "Europe/Oslo")!)
        let tallies = DayTally.byDay(state.players, calendar: calendar)
        #expect(tallies[LocalDate("2026-06-12")!] == DayTally(active: 1, done: 2))
        #expect(tallies[LocalDate("2026-06-13")!] == DayTally(active: 1, done: 2))
        #expect(tallies == reference(state.players, calendar: calendar))
    }
}
