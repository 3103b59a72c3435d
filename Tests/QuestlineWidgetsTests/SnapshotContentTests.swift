import Foundation
import QuestlineCore
import QuestlineWidgets
import Testing

@Suite("Snapshot content")
struct SnapshotContentTests {
    func snapshot(player: String?, size: WidgetSize, asOf: String = "2026-03-30T12:00",
                  baseURL: String = Fixtures.baseURL) throws -> WidgetSnapshot {
        let state = try Fixtures.state(Fixtures.family, asOf: asOf)
        return try Fixtures.decode(WidgetFeed.snapshot(state: state, player: player, size: size, baseURL: baseURL))
    }

    @Test("Small: the balance, its worth in kroner (in English: NOK), the streak and the points to the next reward")
    func small() throws {
        let small = try snapshot(player: "noah", size: .small)
        let noah = try #require(small.player)
        #expect(noah.balance == 17)
        #expect(noah.worth == "NOK\u{A0}170", "English words, so English money: never kr in an English sentence")
        #expect(noah.next?.id == "ice-cream")
        #expect(noah.next?.toGo == 3)
        #expect(noah.url == "https://example.org/quest/people/noah/")
        #expect(small.quests == nil && small.timeline == nil && small.refresh.upcoming == nil)
        // Small state lines stop at 64 characters; medium and large keep Home Assistant's 255.
        #expect(small.state == "17 stars (NOK\u{A0}170) · 0/2 quests done, 1 open · 3 to Ice cream t…")
        let medium = try snapshot(player: "noah", size: .medium)
        #expect(medium.state == "17 stars (NOK\u{A0}170) · 0/2 quests done, 1 open · 3 to Ice cream trip")
    }

    @Test("After the game's last day no reward is within reach: the snapshot names none, as home does")
    func nothingNextAfterTheEnd() throws {
        var ended = Fixtures.family
        let game = try #require(ended["content/game.yaml"])
        ended["content/game.yaml"] = game.replacingOccurrences(of: "starts: 2026-03-01", with: "starts: 2026-03-01\nends: 2026-03-29")
        for size in [WidgetSize.small, .medium, .large] {
            let during = try Fixtures.decode(WidgetFeed.snapshot(state: Fixtures.state(ended, asOf: "2026-03-29T12:00"), player: "noah",
                                                                 size: size, baseURL: Fixtures.baseURL))
            #expect(during.player?.next?.id == "ice-cream")
            let after = try Fixtures.decode(WidgetFeed.snapshot(state: Fixtures.state(ended, asOf: "2026-03-30T12:00"), player: "noah",
                                                                size: size, baseURL: Fixtures.baseURL))
            #expect(after.player != nil && after.player?.next == nil)
            #expect(!after.state.contains("Ice cream"))
        }
    }

    @Test("The family view lists every child's balance and worth, with deep links from medium up")
    func family() throws {
        let medium = try snapshot(player: nil, size: .medium)
        let players = try #require(medium.players)
        #expect(players.map(\.id) == ["emma", "noah"])
        #expect(players.map(\.worth) == ["NOK\u{A0}50", "NOK\u{A0}170"])
        #expect(players.map(\.url) == ["https://example.org/quest/people/emma/", "https://example.org/quest/people/noah/"])
        #expect(players[0].avatar == "🦄")
        #expect(medium.currency.worth == "NOK\u{A0}10")
        #expect(medium.currency.worthCurrency == "NOK")
        let small = try snapshot(player: nil, size: .small)
        #expect(small.players?.map(\.balance) == [5, 17])
        #expect(small.game.url == "https://example.org/quest/")
    }

    @Test("Medium: today's quests with state, time and deep link, and goal progress")
    func medium() throws {
        let medium = try snapshot(player: "noah", size: .medium)
        let quests = try #require(medium.quests)
        #expect(quests.map(\.id) == ["read", "piano"])
        #expect(quests.map(\.state) == [.available, .upcoming])
        #expect(quests[1].opensAt == "2026-03-30T16:00:00+02:00")
        #expect(quests[1].url == "https://example.org/quest/challenges/#challenge-piano")
        let emma = try snapshot(player: "emma", size: .medium)
        #expect(emma.goals == [GoalInfo(id: "bike", title: "A new bike", player: "emma", value: 5, target: 200, percent: 2)])
        #expect(emma.player?.next?.state == .locked)
        // No one has unlocked it, so the build makes no page of it: the link opens Emma's card
        // on the rewards page, never a 404 (issue #34).
        #expect(emma.player?.next?.url == "https://example.org/quest/rewards/#reward-emma-ice-cream")
    }

    @Test("Large: the latest events newest first, activity levels and the final badge")
    func large() throws {
        let large = try snapshot(player: "emma", size: .large, asOf: "2026-03-28T12:00")
        let timeline = try #require(large.timeline)
        #expect(timeline.map(\.text) == ["Emma completed Read for twenty minutes", "Emma completed Morning run"])
        let activity = try #require(large.activity)
        #expect(activity.to == "2026-03-28")
        #expect(activity.levels.count == 28)
        #expect(activity.levels.hasSuffix("20"))
        #expect(large.badge == BadgeInfo(state: .waiting, unlocked: 0, total: 2, earnedAt: nil))
    }

    @Test("An award counts as a thing done on its day, as on the calendar: Noah's stars for tidying his room")
    func awardsAreActivity() throws {
        let large = try snapshot(player: "noah", size: .large, asOf: "2026-03-28T20:00")
        let activity = try #require(large.activity)
        #expect(activity.to == "2026-03-28")
        #expect(activity.levels.hasSuffix("11"), "a completion on the 27th, an award on the 28th: \(activity.levels)")
        let game = try #require(try snapshot(player: nil, size: .large, asOf: "2026-03-28T20:00").activity)
        #expect(game.levels.hasSuffix("31"), "the family: three completions, then the award")
    }

    @Test("Activity levels grow with what was done in a day", arguments: [(0, 0), (1, 1), (2, 2), (3, 3), (4, 3), (5, 4), (40, 4)])
    func levels(count: Int, level: Int) {
        #expect(ActivityStrip.level(forCount: count) == level)
    }

    @Test("Without a base URL the links are relative to the site's root")
    func relativeLinks() throws {
        let medium = try snapshot(player: "noah", size: .medium, baseURL: "")
        #expect(medium.player?.url == "people/noah/")
        #expect(medium.game.url == "./")
    }

    @Test("The daily pick is among today's quests, marked as the pick")
    func dailyPick() throws {
        var files = Fixtures.family
        files["content/game.yaml"]! += "\ndaily-pick:\n  categories: [kindness]\n"
        files["content/challenges.yaml"]! += """

        - id: hug
          title: Give someone a hug
          category: kindness
          points: 1
          schedule: pool
        """
        let state = try Fixtures.state(files, asOf: "2026-03-30T12:00")
        let medium = try Fixtures.decode(WidgetFeed.snapshot(state: state, player: "noah", size: .medium, baseURL: Fixtures.baseURL))
        let pick = try #require(medium.quests?.last)
        #expect(pick.id == "hug")
        #expect(pick.pick == true)
        #expect(pick.state == .available)
        #expect(medium.quests?.dropLast().allSatisfy { $0.pick == nil } == true)
    }

    @Test("An unknown player is an error that names the players")
    func unknownPlayer() throws {
        let state = try Fixtures.state(Fixtures.family, asOf: "2026-03-30T12:00")
        #expect(throws: WidgetFeedError.unknownPlayer("mum", known: ["emma", "noah"])) {
            try WidgetFeed.snapshot(state: state, player: "mum", size: .small, baseURL: "")
        }
    }
}
