import Foundation
import Testing
@testable import QuestlineSite

/// Amounts of the game's currency are written as the page's other numbers are, and named by the
/// language's plural rules, wherever a page shows them.
@Suite("Amounts on the pages")
struct AmountsTests {
    /// Ada, given `award` by the organiser, in a game of `locale` whose currency is `currency`.
    static func game(locale: String, currency: String, award: Int) -> Fixture {
        Fixture(files: [
            "content/game.yaml": Fixture.game(extra: "currency:\n\(currency)")
                .replacingOccurrences(of: "locale: en_GB", with: "locale: \(locale)"),
            "content/people.yaml": "- id: ada\n  name: Ada\n  role: child\n- id: org\n  name: Org\n  role: organiser\n",
            "content/challenges.yaml": "- id: read\n  title: Read\n  category: habits\n  points: 5\n",
            "content/events.jsonl":
                #"{"type":"award","at":"2026-06-12T12:00:00+02:00","player":"ada","amount":\#(award),"by":"org","reason":"a start"}"# + "\n",
        ])
    }

    @Test("A balance of thousands is grouped as the locale groups numbers, on home and today")
    func grouped() throws {
        let site = try Self.game(locale: "en_GB", currency: "  name: Daily Dollars\n  singular: Daily Dollar\n", award: 3270).build()
        let home = try #require(site.text("index.html")), today = try #require(site.text("today/index.html"))
        #expect(home.contains("<span class=\"balance-value\">3,270</span>"))
        #expect(today.contains("3,270\u{A0}Daily Dollars"))
        #expect(!home.contains("3270") && !today.contains("3270"))
    }

    @Test("The balance's name takes the language's plural form: Polish 2 gwiazdki, 5 gwiazdek",
          arguments: [(2, "gwiazdki"), (5, "gwiazdek"), (1, "gwiazdka"), (22, "gwiazdki")])
    func polish(_ award: Int, _ name: String) throws {
        let currency = "  name: gwiazdek\n  singular: gwiazdka\n  forms: {few: gwiazdki, many: gwiazdek}\n"
        let site = try Self.game(locale: "pl_PL", currency: currency, award: award).build()
        let home = try #require(site.text("index.html"))
        #expect(home.contains("<span class=\"balance-value\">\(award)</span>"))
        #expect(home.contains("<span class=\"balance-unit\">\(name)</span>"))
        #expect(try #require(site.text("today/index.html")).contains("\(award)\u{A0}\(name)"))
    }
}
