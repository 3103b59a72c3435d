import Foundation
import Testing
import QuestlineCore
@testable import QuestlineSite
@testable import QuestlineWidgets

/// The pages (`SiteContext.number`), the widget snapshots and play mode write counts with
/// `CountText`, which writes what the pages wrote with a decimal `NumberFormatter` of the
/// locale until all three shared it. A family reads all three: they must agree.
@Suite("Counts written alike on pages and in snapshots")
struct CountTextTests {
    @Test("The pages write counts as a decimal NumberFormatter of the locale does, in every shipped language's locale and a few more",
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
        let formatter = NumberFormatter()
        formatter.locale = GameLanguage.formatting(strings.language, in: state.game.settings.locale)
        formatter.numberStyle = .decimal
        // What the pages wrote with it: below a thousand, in 0–9, the number as Swift writes it.
        let westernDigits = formatter.string(from: 1234567890)?.filter(\.isNumber) == "1234567890"
        func written(_ value: Int) -> String? {
            value > -1000 && value < 1000 && westernDigits ? "\(value)" : formatter.string(from: NSNumber(value: value))
        }
        for value in [0, 7, 999, 1000, 3270, 12_345, 1_000_000, -5, -3270] {
            #expect(written(value) == site.number(value), "\(locale): \(value)")
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
