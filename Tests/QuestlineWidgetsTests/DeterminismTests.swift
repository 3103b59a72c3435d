import Foundation
import QuestlineCore
import QuestlineWidgets
import Testing

@Suite("Determinism")
struct DeterminismTests {
    @Test("The same state gives the same files, byte for byte", arguments: ["family", "big", "sample"])
    func sameBytes(game: String) throws {
        func build() throws -> [OutputFile] {
            switch game {
            case "family": try WidgetFeed.files(state: Fixtures.state(Fixtures.family, asOf: "2026-03-29T01:00"), baseURL: Fixtures.baseURL)
            case "big": try WidgetFeed.files(state: Fixtures.state(BigFixture.files, asOf: BigFixture.asOf), baseURL: BigFixture.baseURL)
            default: try WidgetFeed.files(state: Fixtures.sampleState(), baseURL: Fixtures.baseURL)
            }
        }
        let first = try build()
        let second = try build()
        #expect(first.map(\.path) == second.map(\.path))
        for (a, b) in zip(first, second) {
            #expect(a.bytes == b.bytes, "\(a.path) differs between two builds")
        }
    }

    @Test("Snapshots are compact: no newlines, no escaped slashes, no fractional numbers")
    func compact() throws {
        let files = try WidgetFeed.files(state: Fixtures.state(Fixtures.family, asOf: "2026-03-30T12:00"), baseURL: Fixtures.baseURL)
        for file in files where file.path != WidgetFeed.schemaPath {
            let text = String(decoding: file.bytes, as: UTF8.self)
            #expect(!text.contains("\n"), "\(file.path)")
            #expect(!text.contains("\\/"), "\(file.path)")
            #expect(text.range(of: #":-?[0-9]+\.[0-9]"#, options: .regularExpression) == nil, "\(file.path) has a fractional number")
        }
    }

    @Test("The index lists every snapshot written, with its size in bytes")
    func indexListsEverySnapshot() throws {
        let files = try WidgetFeed.files(state: Fixtures.state(Fixtures.family, asOf: "2026-03-30T12:00"), baseURL: Fixtures.baseURL)
        let index = try JSONDecoder().decode(WidgetIndex.self, from: try #require(files.first { $0.path == WidgetFeed.indexPath }).bytes)
        let snapshots = files.filter { $0.path != WidgetFeed.indexPath && $0.path != WidgetFeed.schemaPath }
        #expect(index.snapshots.map(\.path) == snapshots.map(\.path))
        #expect(index.snapshots.map(\.bytes) == snapshots.map(\.bytes.count))
        #expect(snapshots.map(\.path) == [
            "widgets/game-small.json", "widgets/game-medium.json", "widgets/game-large.json",
            "widgets/emma-small.json", "widgets/emma-medium.json", "widgets/emma-large.json",
            "widgets/noah-small.json", "widgets/noah-medium.json", "widgets/noah-large.json",
        ])
        #expect(index.schema == "https://example.org/quest/widgets/schema.json")
    }

    @Test("A player called 'game' is refused rather than overwriting the game's snapshots (check refuses it first)")
    func playerCalledGame() throws {
        var files = Fixtures.family
        files["content/people.yaml"] = files["content/people.yaml"]!.replacingOccurrences(of: "id: noah", with: "id: game")
        files["content/challenges.yaml"] = files["content/challenges.yaml"]!.replacingOccurrences(of: "for: [noah]", with: "for: [game]")
        files["content/events.jsonl"] = files["content/events.jsonl"]!.replacingOccurrences(of: "\"noah\"", with: "\"game\"")
        let check = GameCheck.run(source: InMemorySource(files), asOf: Instant.parse("2026-03-30T12:00:00+02:00")!)
        #expect(check.diagnostics.errors.map(\.message).contains { $0.hasPrefix("'game' cannot be a player's id") })
        let state = try Fixtures.state(files, asOf: "2026-03-30T12:00", allowErrors: true)
        #expect(throws: WidgetFeedError.fileNameClash(player: "game")) {
            try WidgetFeed.files(state: state, baseURL: Fixtures.baseURL)
        }
    }
}
