import Foundation
import Testing
import QuestlineCore
@testable import QuestlineSite

/// Pages that list everyone stay readable past `PageLimits`: the first players in full, the rest
/// by name with a link to their profile, counts instead of names on the board.
@Suite("Big games: pages past their limits")
struct BigGameTests {
    static let game = Fixture(files: [
        "content/game.yaml": Fixture.game(),
        "content/people.yaml": """
        - {id: ada, name: Ada, role: player}
        - {id: bo, name: Bo, role: player}
        - {id: cy, name: Cy, role: player}
        """,
        "content/challenges.yaml": """
        - {id: swim, title: Swim, category: sport, points: 10}
        - {id: run, title: Run, category: sport, points: 10}
        - {id: read, title: Read, category: mind, points: 10}
        """,
        "content/rewards.yaml": "- {id: cake, title: Cake, kind: text, message: Yum}\n",
        "content/events.jsonl": [
            #"{"type":"complete","at":"2026-06-12T09:00:00+02:00","player":"ada","challenge":"swim","proof":"done"}"#,
            #"{"type":"complete","at":"2026-06-12T10:00:00+02:00","player":"bo","challenge":"swim","proof":"done"}"#,
            #"{"type":"complete","at":"2026-06-13T09:00:00+02:00","player":"cy","challenge":"run","proof":"done"}"#,
            #"{"type":"complete","at":"2026-06-13T10:00:00+02:00","player":"cy","challenge":"swim","proof":"done"}"#,
        ].joined(separator: "\n") + "\n",
    ])
    static let limits = PageLimits(playersInDetail: 1, timelineMoments: 2, openChallenges: 1, historyDays: 400)

    @Test("Home, today, rewards and calendar show the first player in full and link the people page for the rest", arguments: [
        "index.html", "today/index.html", "rewards/index.html", "calendar/index.html",
    ])
    func roster(path: String) throws {
        let page = try #require(try Self.game.build(limits: Self.limits).text(path))
        #expect(page.contains("2 more players"))
        let root = path == "index.html" ? "" : "../"
        #expect(page.contains(#"<a href="\#(root)people/index.html">See all players"#))
        // The names past the cap are listed once, on the people page, not on each of these.
        #expect(!page.contains(#"<bdi>Bo</bdi></a> <span class="quiet">"#))
        #expect(!page.contains(#"<bdi>Cy</bdi></a> <span class="quiet">"#))
    }

    @Test("The people page lists every player with a link to their profile and their balance")
    func peoplePage() throws {
        let site = try Self.game.build(limits: Self.limits)
        let page = try #require(site.text("people/index.html"))
        #expect(page.contains("<h1>Players</h1>"))
        for (id, name, points) in [("ada", "Ada", 10), ("bo", "Bo", 10), ("cy", "Cy", 20)] {
            #expect(page.contains(#"<li><a href="../people/\#(id)/index.html"><bdi>\#(name)</bdi></a> <span class="quiet">\#(points)\#u{a0}points</span></li>"#), "\(name)")
        }
        // Linked from the pages that cap their lists, not from the menu.
        let home = try #require(site.text("index.html"))
        #expect(home.contains(#"<a href="people/index.html">See all players"#))
        #expect(!home.contains(#"<a href="people/index.html">Players</a>"#))
    }

    @Test("A site's Templates/ older than the people page builds it with questline's own, and says so only where it is made")
    func olderTemplatesGetThePeoplePage() throws {
        let own = try Fixture.templates()
        var older = own
        older.templates["pages/people"] = nil
        let builder = try SiteBuilder(templates: older, builtInTemplate: { own.templates[$0] })
        func build(limits: PageLimits) throws -> SiteOutput {
            var limited = builder
            limited.options.limits = limits
            return try limited.build(try Self.game.state(), media: InMemorySource(Self.game.files))
        }
        let missing = "Templates/pages/people.mustache is missing; questline's own is used"
        let big = try build(limits: Self.limits)
        #expect(big.warnings.contains { $0.message == missing })
        #expect(try #require(big.text("people/index.html")).contains("<h1>Players</h1>"))
        // A game under the limits has no people page, so nothing to say about its template.
        let small = try build(limits: PageLimits())
        #expect(!small.warnings.contains { $0.message == missing }, "\(small.warnings)")
        #expect(small.text("people/index.html") == nil)
    }

    @Test("Without limits reached, no roster appears and there is no people page")
    func noRoster() throws {
        let site = try Self.game.build()
        #expect(site.text("people/index.html") == nil)
        for path in ["index.html", "today/index.html", "rewards/index.html", "calendar/index.html", "challenges/index.html"] {
            let page = try #require(site.text(path))
            #expect(!page.contains("class=\"roster\""), "\(path)")
            #expect(!page.contains("Done by"), "\(path)")
        }
    }

    @Test("The board counts who is done instead of naming everyone")
    func boardCounts() throws {
        let page = try #require(try Self.game.build(limits: Self.limits).text("challenges/index.html"))
        #expect(page.contains("Done by 3 of 3 players"))
        #expect(page.contains("Done by 1 of 3 players"))
        #expect(page.contains("Done by 0 of 3 players"))
        #expect(!page.contains("chip-done"))
    }

    @Test("The timeline keeps the newest moments and points to the mission log for the rest")
    func timeline() throws {
        let page = try #require(try Self.game.build(limits: Self.limits).text("timeline/index.html"))
        #expect(page.components(separatedBy: "<li class=\"node ").count - 1 == 2)
        #expect(page.contains("2 earlier moments are in the mission log"))
        #expect(page.contains("Cy"))
    }

    @Test("Today lists a capped number of open challenges and says how many more there are")
    func todayOpen() throws {
        let page = try #require(try Self.game.build(limits: Self.limits).text("today/index.html"))
        #expect(page.contains("1 more open challenge on the board"))
    }

    @Test("The calendar adds everyone up, and the mission log sums up the rest each day")
    func aggregates() throws {
        let site = try Self.game.build(limits: Self.limits)
        let calendar = try #require(site.text("calendar/index.html"))
        #expect(calendar.contains("Everyone together (3 players)"))
        #expect(calendar.contains("4 things done"))
        let history = try #require(site.text("history/index.html"))
        #expect(history.contains("1 of 2 more players were active: 2 done"))
        #expect(history.contains("1 of 2 more players were active: 1 done"))
    }

    @Test("The mission log shows its newest days quest by quest and sums up older ones in a line")
    func historyBudget() throws {
        var limits = Self.limits
        limits.historyPlayerDays = 1
        let history = try #require(try Self.game.build(limits: limits).text("history/index.html"))
        #expect(history.contains("2 of 3 players were active: 2 done"))
        #expect(history.contains("1 of 2 more players were active: 2 done"), "the newest day is still in detail")
        let detailed = try #require(try Self.game.build(limits: Self.limits).text("history/index.html"))
        #expect(!detailed.contains("2 of 3 players were active"))
    }

    @Test("Counts past a thousand are grouped as the game's locale writes them")
    func grouping() throws {
        let site = SiteContext(state: try Self.game.state(), strings: UIStrings(language: "en", values: [:]), options: SiteBuildOptions())
        #expect(site.number(999) == "999")
        #expect(site.number(103_187) == "103,187")
    }
}
