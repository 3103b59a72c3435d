import Foundation
import Testing
import QuestlineCore
@testable import QuestlineSite

/// A reward's page or a profile is kept from the last build when its fingerprint did not change,
/// and a kept page is always byte for byte the page a build from scratch would make.
@Suite("Reward pages and profiles kept by fingerprint")
struct KeptPagesTests {
    /// A shop item redeemed again and again, and a reward unlocked once.
    static func fixture(events: [String]) -> Fixture {
        Fixture(files: [
            "content/game.yaml": Fixture.game(),
            "content/people.yaml": "- id: robin\n  name: Robin\n  role: player\n- id: kim\n  name: Kim\n  role: friend\n",
            "content/challenges.yaml": "- id: bed\n  title: Make the bed\n  category: home\n  points: 50\n  schedule: daily\n",
            "content/rewards.yaml": """
            - id: movie
              title: Movie night
              kind: text
              message: Pick the film.
              price: 5
              repeatable: true
            - id: letter
              title: A letter
              from: kim
              kind: text
              message: "**Well done**, Robin."
              price: 10
            - id: poem
              title: A poem
              from: kim
              kind: text
              message: Roses are red.
              price: 10
            """,
            "content/events.jsonl": (events.isEmpty ? "" : events.joined(separator: "\n") + "\n"),
        ])
    }

    static let base = [
        #"{"type":"complete","at":"2026-06-12T08:00:00+02:00","player":"robin","challenge":"bed"}"#,
        #"{"type":"unlock","at":"2026-06-12T09:00:00+02:00","player":"robin","reward":"movie"}"#,
        #"{"type":"unlock","at":"2026-06-12T09:30:00+02:00","player":"robin","reward":"letter"}"#,
    ]

    func build(_ events: [String], last: LastBuild = .none) throws -> SiteOutput {
        let fixture = Self.fixture(events: events)
        let state = try fixture.state()
        return try SiteBuilder(templates: Fixture.templates()).build(state, media: InMemorySource(fixture.files), last: last)
    }

    /// The share card and the theme's assets: their bytes come from the content and templates alone.
    static let madeFromContent: Set<String> = ["assets/icon.svg", "assets/site.css", "assets/site.js", "share.png"]

    static func fingerprints(_ output: SiteOutput) -> [String: UInt64] {
        Dictionary(uniqueKeysWithValues: output.files.compactMap { file in file.fingerprint.map { (file.path, $0) } })
    }

    @Test("Reward pages and profiles carry fingerprints; a page is kept while its own fingerprint stays", arguments: [
        // Kim recorded the award: her profile lists it.
        ("an award", #"{"type":"award","at":"2026-06-13T10:00:00+02:00","player":"robin","amount":3,"by":"kim"}"#,
         ["rewards/letter/index.html", "rewards/movie/index.html"]),
        ("a completion", #"{"type":"complete","at":"2026-06-13T08:00:00+02:00","player":"robin","challenge":"bed"}"#,
         ["people/kim/index.html", "rewards/letter/index.html", "rewards/movie/index.html"]),
        ("the shop item again", #"{"type":"unlock","at":"2026-06-13T11:00:00+02:00","player":"robin","reward":"movie"}"#,
         ["people/kim/index.html", "rewards/letter/index.html"]),
        // Kim gives the poem: her profile shows it unlocked now.
        ("kim's gift", #"{"type":"unlock","at":"2026-06-13T11:00:00+02:00","player":"robin","reward":"poem"}"#,
         ["rewards/letter/index.html", "rewards/movie/index.html"]),
    ])
    func keptOnlyWhenUnchanged(_ name: String, _ event: String, _ keptPaths: [String]) throws {
        let before = try build(Self.base)
        let fingerprints = Self.fingerprints(before)
        // The game's own pages have fingerprints too (`KeptGamePagesTests`).
        // So do the files made from the content and templates alone, which every event keeps.
        #expect(Set(fingerprints.keys).subtracting(KeptGamePagesTests.gamePages) == Self.madeFromContent.union([
            "people/kim/index.html", "people/robin/index.html", "rewards/letter/index.html", "rewards/movie/index.html"]))
        let after = try build(Self.base + [event], last: before.lastBuild())
        #expect(after.files.filter(\.isKept).map(\.path).filter { !KeptGamePagesTests.gamePages.contains($0) }.sorted()
                == Self.madeFromContent.union(keptPaths).sorted(), "\(name)")
        // Every page as a build from scratch makes it: a kept one is the last build's bytes.
        let fresh = try build(Self.base + [event])
        #expect(fresh.files.map(\.path) == after.files.map(\.path))
        for (made, expected) in zip(after.files, fresh.files) {
            let bytes = made.isKept ? before.files.first { $0.path == made.path }!.bytes : made.bytes
            #expect(bytes == expected.bytes, "\(made.path) after \(name)")
            #expect(made.fingerprint == expected.fingerprint)
        }
    }

    @Test("A reward's page shows no time of the last change; a profile shows that person's own, the home page the game's")
    func footer() throws {
        let output = try build(Self.base + [#"{"type":"award","at":"2026-06-13T10:00:00+02:00","player":"robin","amount":3}"#])
        #expect(output.text("rewards/letter/index.html")?.contains("Updated ") == false)
        #expect(output.text("index.html")?.contains("Updated Sat 13 Jun, 10:00") == true)
        #expect(output.text("people/robin/index.html")?.contains("Updated Sat 13 Jun, 10:00") == true)
        // Kim's gift was unlocked yesterday; her page changed last when the day began.
        #expect(output.text("people/kim/index.html")?.contains("Updated Sat 13 Jun, 00:00") == true)
    }
}
