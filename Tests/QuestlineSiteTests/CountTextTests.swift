import Foundation
import Testing
import QuestlineCore
@testable import QuestlineSite
@testable import QuestlineWidgets

/// The widget snapshots and play mode write counts with `CountText`; the pages with their
/// context's formatter (`SiteContext.number`). A family reads both: they must agree.
@Suite("Counts written alike on pages and in snapshots")
struct CountTextTests {
    @Test("CountText writes what the pages write, in every shipped language's locale and a few more",
          arguments: ["en_GB", "en_US", "nb_NO", "sv_SE", "da_DK", "fi_FI", "de_DE", "fr_FR", "es_ES", "it_IT", "nl_NL",
                      "pt_BR", "pl_PL", "ja_JP", "ar", "ar_EG", "de_CH"])
    func agree(_ locale: String) throws {
        let game = Fixture(files: [
            "content/game.yaml": Fixture.game().replacingOccurrences(of: "locale: en_GB", with: "locale: \(locale)"),
            "content/people.yaml": "- id: ada\n  name: Ada\n  role: child\n",
            "content/challenges.yaml": "- id: read\n  title: Read\n  category: habits\n  points: 5\n",
        ])
        let state = try game.state()
        let strings = try SiteBuilder(templates: Fixture.templates()).strings(language: state.game.settings.language)
        let site = SiteContext(state: state, strings: strings, options: SiteBuildOptions())
        let count = CountText(locale: GameLanguage.formatting(strings.language, in: state.game.settings.locale))
        for value in [0, 7, 999, 1000, 3270, 12_345, 1_000_000, -5, -3270] {
            #expect(count(value) == site.number(value), "\(locale): \(value)")
        }
    }

    @Test("A widget's state writes a balance of thousands as the pages do")
    func widgetBalance() throws {
        let game = AmountsTests.game(locale: "en_GB", currency: "  name: Daily Dollars\n  singular: Daily Dollar\n", award: 3270)
        let state = try game.state()
        let snapshot = try SnapshotBuilder(state: state, baseURL: "https://example.org/").snapshot(ofOnly: "ada", size: .small)
        let text = String(decoding: try JSONEncoder().encode(snapshot), as: UTF8.self)
        #expect(text.contains("3,270 Daily Dollars"), "\(text)")
        #expect(!text.contains("3270 Daily"))
    }
}
