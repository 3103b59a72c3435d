import Foundation
import QuestlineCore
import QuestlineWidgets
import Testing

@Suite("Refresh hints")
struct RefreshHintsTests {
    func snapshot(_ files: [String: String] = Fixtures.family, asOf: String, player: String? = "emma",
                  size: WidgetSize = .medium) throws -> WidgetSnapshot {
        let state = try Fixtures.state(files, asOf: asOf)
        return try Fixtures.decode(WidgetFeed.snapshot(state: state, player: player, size: size, baseURL: Fixtures.baseURL))
    }

    @Test("A minute before a quest opens, the next refresh is its opening time")
    func questOpens() throws {
        let hints = try snapshot(asOf: "2026-03-27T07:29").refresh
        #expect(hints.next == "2026-03-27T07:30:00+01:00")
        #expect(hints.reason == .questOpens)
        #expect(hints.upcoming?.first?.summary == "Morning run opens")
        #expect(hints.upcoming?.map(\.at) == ["2026-03-27T07:30:00+01:00", "2026-03-28T00:00:00+01:00"])
    }

    @Test("At the very instant a quest opens it is available, and the next change is midnight")
    func atOpeningTime() throws {
        let snapshot = try snapshot(asOf: "2026-03-27T07:30")
        #expect(snapshot.quests?.first { $0.id == "morning-run" }?.state == .available)
        #expect(snapshot.refresh.next == "2026-03-28T00:00:00+01:00")
        #expect(snapshot.refresh.reason == .dayRollsOver)
    }

    @Test("Late in the evening the only change left is midnight in the game's zone, not UTC")
    func midnightInGameZone() throws {
        let hints = try snapshot(asOf: "2026-03-28T23:00").refresh
        #expect(hints.next == "2026-03-29T00:00:00+01:00")
        #expect(hints.reason == .dayRollsOver)
        #expect(hints.upcoming?.count == 1)
    }

    @Test("The state after midnight shows the new day's quests and the streak broken by today's misses")
    func stateAfterMidnight() throws {
        let snapshot = try snapshot(asOf: "2026-03-28T23:00")
        let rollover = try #require(snapshot.refresh.upcoming?.last)
        // Of the new day's three quests only the one without a time is open at midnight.
        #expect(rollover.state.contains("0/3 quests done, 1 open"), "\(rollover.state)")
        #expect(!rollover.state.contains("streak"))
        #expect(snapshot.state.contains("0/3 quests done, 3 open"), "\(snapshot.state)")
    }

    @Test("On the spring-forward day a quest in the skipped hour opens when the clock jumps, and the day has 23 hours")
    func springForward() throws {
        let hints = try snapshot(asOf: "2026-03-29T01:00").refresh
        let upcoming = try #require(hints.upcoming)
        #expect(upcoming.map(\.at) == ["2026-03-29T03:00:00+02:00", "2026-03-29T07:30:00+02:00", "2026-03-30T00:00:00+02:00"])
        #expect(upcoming.map(\.reason) == [.questOpens, .questOpens, .dayRollsOver])
        #expect(hints.next == "2026-03-29T03:00:00+02:00")
        let start = try #require(Instant.parse("2026-03-29T00:00:00+01:00"))
        let end = try #require(Instant.parse(upcoming[2].at))
        #expect(end.timeIntervalSince(start) == 23 * 3600)
    }

    @Test("On the fall-back day midnight comes 25 hours after the previous one")
    func fallBack() throws {
        let hints = try snapshot(asOf: "2026-10-25T12:00").refresh
        #expect(hints.next == "2026-10-26T00:00:00+01:00")
        let start = try #require(Instant.parse("2026-10-25T00:00:00+02:00"))
        let next = try #require(hints.next)
        let end = try #require(Instant.parse(next))
        #expect(end.timeIntervalSince(start) == 25 * 3600)
    }

    @Test("The game snapshot merges everyone's quests and names whose quest opens")
    func gameMergesPlayers() throws {
        let snapshot = try snapshot(asOf: "2026-03-30T12:00", player: nil)
        let piano = try #require(snapshot.refresh.upcoming?.first)
        #expect(piano.at == "2026-03-30T16:00:00+02:00")
        #expect(piano.summary == "Piano practice opens for Noah")
        // Emma has three quests open at noon, Noah one (his piano opens at 16:00).
        #expect(snapshot.state.hasSuffix("4 quests open"), "\(snapshot.state)")
        #expect(piano.state.hasSuffix("5 quests open"), "\(piano.state)")
    }

    @Test("A secret dare's reveal time is a refresh point that does not give the dare away")
    func dareReveal() throws {
        let state = try Fixtures.sampleState(asOf: "2026-06-13T07:00")
        let snapshot = try Fixtures.decode(WidgetFeed.snapshot(state: state, player: "sam", size: .large, baseURL: Fixtures.baseURL))
        #expect(snapshot.refresh.next == "2026-06-13T12:00:00+02:00")
        #expect(snapshot.refresh.reason == .dareRevealed)
        #expect(snapshot.refresh.upcoming?.first?.summary == "Jo's secret dare is revealed")
    }

    @Test("Before the game starts the next refresh is its first midnight", arguments: [
        ("2026-06-10T12:00", "2026-06-12T00:00:00+02:00", 0),
        ("2026-06-11T12:00", "2026-06-12T00:00:00+02:00", 1),
    ])
    func beforeStart(asOf: String, next: String, upcomingCount: Int) throws {
        let state = try Fixtures.sampleState(asOf: asOf)
        let snapshot = try Fixtures.decode(WidgetFeed.snapshot(state: state, player: nil, size: .medium, baseURL: Fixtures.baseURL))
        #expect(snapshot.refresh.next == next)
        #expect(snapshot.refresh.reason == .gameStarts)
        #expect(snapshot.refresh.upcoming?.count == upcomingCount)
        #expect(snapshot.game.status == .notStarted)
    }

    @Test("On the last day the game ends at midnight; after that nothing changes by time")
    func gameEnds() throws {
        let lastDay = try Fixtures.decode(WidgetFeed.snapshot(state: Fixtures.sampleState(asOf: "2026-06-14T20:00"), player: "sam",
                                                              size: .medium, baseURL: Fixtures.baseURL))
        #expect(lastDay.refresh.next == "2026-06-15T00:00:00+02:00")
        #expect(lastDay.refresh.reason == .gameEnds)
        let after = try Fixtures.decode(WidgetFeed.snapshot(state: Fixtures.sampleState(asOf: "2026-06-16T12:00"), player: "sam",
                                                           size: .medium, baseURL: Fixtures.baseURL))
        #expect(after.refresh.next == nil)
        #expect(after.refresh.reason == nil)
        #expect(after.refresh.upcoming == [])
        #expect(after.game.status == .ended)
    }
}
