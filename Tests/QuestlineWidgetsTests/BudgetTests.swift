import Foundation
import QuestlineCore
import QuestlineWidgets
import Testing

@Suite("Byte budgets")
struct BudgetTests {
    /// Medium leaves room under TRMNL's 2 KiB for the webhook wrapper.
    static let budgets: [String: Int] = ["small": 512, "medium": 2_016, "large": 8_192]

    func bigFiles() throws -> [OutputFile] {
        let state = try Fixtures.state(BigFixture.files, asOf: BigFixture.asOf)
        return try WidgetFeed.files(state: state, baseURL: BigFixture.baseURL)
    }

    @Test("Every snapshot of an oversized game stays within its size's budget and still decodes")
    func withinBudget() throws {
        let files = try bigFiles()
        let snapshots = files.filter { $0.path != WidgetFeed.indexPath && $0.path != WidgetFeed.schemaPath }
        #expect(snapshots.count == 3 * (BigFixture.players + 1))
        for file in snapshots {
            let snapshot = try Fixtures.decode(file.bytes)
            let budget = try #require(Self.budgets[snapshot.size.rawValue])
            #expect(file.bytes.count <= budget, "\(file.path): \(file.bytes.count) bytes")
            #expect(snapshot.state.unicodeScalars.count <= 255, "\(file.path)")
            #expect(!snapshot.state.isEmpty)
        }
    }

    @Test("Lists are shortened, and what was left out is counted")
    func shortenedAndCounted() throws {
        let files = try bigFiles()
        let medium = try Fixtures.decode(try #require(files.first { $0.path == "widgets/game-medium.json" }).bytes)
        let quests = (medium.quests?.count ?? 0) + (medium.omitted?["quests"] ?? 0)
        #expect(quests == BigFixture.players * BigFixture.quests)
        let small = try Fixtures.decode(try #require(files.first { $0.path == "widgets/game-small.json" }).bytes)
        #expect((small.players?.count ?? 0) + (small.omitted?["players"] ?? 0) == BigFixture.players)
        #expect(small.players?.isEmpty == false, "the family view keeps as many players as fit")
        let large = try Fixtures.decode(try #require(files.first { $0.path == "widgets/player-3-large.json" }).bytes)
        #expect(large.timeline?.isEmpty == false)
        #expect(large.badge != nil)
    }

    @Test("Long titles and names are clipped with an ellipsis, by size")
    func clipped() throws {
        let files = try bigFiles()
        let small = try Fixtures.decode(try #require(files.first { $0.path == "widgets/player-0-small.json" }).bytes)
        #expect(small.game.title.count == 20)
        #expect(small.game.title.hasSuffix("…"))
        #expect(small.player?.avatar == nil)
        #expect(try Fixtures.decode(try #require(files.first { $0.path == "widgets/player-0-medium.json" }).bytes).player?.avatar?.count == 8)
        let medium = try Fixtures.decode(try #require(files.first { $0.path == "widgets/player-0-medium.json" }).bytes)
        #expect(medium.game.title.count == 48)
    }

    @Test("A base URL too long for any small snapshot is a clear error, not broken JSON")
    func overBudgetIsAnError() throws {
        let state = try Fixtures.state(Fixtures.family, asOf: "2026-03-28T12:00")
        let base = "https://example.org/" + String(repeating: "very-long-path/", count: 40)
        #expect {
            try WidgetFeed.snapshot(state: state, player: "emma", size: .small, baseURL: base)
        } throws: { error in
            guard case WidgetFeedError.overBudget(let path, _, 512) = error else { return false }
            return path == "widgets/emma-small.json"
        }
    }

    @Test("A snapshot over its budget is reported at the snapshot's name, with the base URL as the hint")
    func overBudgetHasAPlace() throws {
        let state = try Fixtures.state(Fixtures.family, asOf: "2026-03-28T12:00")
        let base = "https://example.org/" + String(repeating: "very-long-path/", count: 40)
        do {
            _ = try WidgetFeed.snapshot(state: state, player: "emma", size: .small, baseURL: base)
            Issue.record("the snapshot fitted")
        } catch let error as WidgetFeedError {
            let diagnostic = error.diagnostic
            #expect(diagnostic.location?.description == "widgets/emma-small.json")
            #expect(diagnostic.description.hasPrefix("widgets/emma-small.json: error: takes "))
            #expect(diagnostic.message.hasSuffix("bytes even with its lists left out; the budget is 512"))
            #expect(diagnostic.hint == "shorten the base URL (--base-url) or the game's title")
        }
    }
}
