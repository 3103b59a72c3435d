import Foundation
import Testing
import QuestlineCore
@testable import QuestlineSite
import QuestlineWidgets

/// A habit tracker's game (Tests/QuestlineSiteTests/Habits: a 3-times-a-week habit, a measured
/// run and an at-most coffee) built at a fixed instant, compared with Golden/habits byte for byte.
/// Re-record with `QUESTLINE_RECORD=1 swift test --filter Golden`.
@Suite("Golden files: a habits game")
struct HabitsGoldenTests {
    static let asOf = "2026-06-16T20:00"
    static let game = Fixture.repositoryRoot.appendingPathComponent("Tests/QuestlineSiteTests/Habits")
    static let goldenFolder = Fixture.repositoryRoot.appendingPathComponent("Tests/QuestlineSiteTests/Golden/habits")

    @Test("The habits game's pages and snapshots match their golden files")
    func habits() throws {
        let source = DirectorySource(root: Self.game)
        let check = GameCheck.run(source: source, asOf: Fixture.instant(Self.asOf))
        let state = try #require(check.state)
        #expect(!check.hasErrors, "\(check.diagnostics)")
        let output = try SiteBuilder(templates: Fixture.templates()).build(state, media: source)
        let widgets = try WidgetFeed.files(state: state, baseURL: "")
        try GoldenTests.match(output.files + widgets, folder: Self.goldenFolder)
    }
}
