import Foundation
import Testing
import QuestlineCore
@testable import QuestlineSite

/// One of the game's own pages whose model did not change since the last build is kept as that
/// build wrote it, byte for byte the page a build from scratch makes; only the pages whose model
/// holds when they last changed (the home page, a profile) say "Updated …".
@Suite("The game's own pages kept by fingerprint")
struct KeptGamePagesTests {
    static let award = #"{"type":"award","at":"2026-06-13T10:00:00+02:00","player":"robin","amount":3,"by":"kim"}"#
    static let gamePages: Set<String> = ["index.html", "today/index.html", "timeline/index.html", "challenges/index.html",
                                         "rewards/index.html", "calendar/index.html", "history/index.html", "404.html"]

    static func build(_ events: [String], templates: SiteTemplates? = nil, last: LastBuild = .none,
                      title: String = "Fixture Quest") throws -> SiteOutput {
        var fixture = KeptPagesTests.fixture(events: events)
        fixture.files["content/game.yaml"] = Fixture.game(title: title)
        let state = try fixture.state()
        return try SiteBuilder(templates: templates ?? Fixture.templates()).build(state, media: InMemorySource(fixture.files), last: last)
    }

    @Test("After an award, the pages it does not change are the last ones, as a fresh build makes them")
    func keptAfterAward() throws {
        let before = try Self.build(KeptPagesTests.base)
        for path in Self.gamePages {
            let file = try #require(before.files.first { $0.path == path }, "\(path)")
            #expect(file.fingerprint != nil, "\(path)")
        }
        let after = try Self.build(KeptPagesTests.base + [Self.award], last: before.lastBuild())
        let fresh = try Self.build(KeptPagesTests.base + [Self.award])
        #expect(after.files.map(\.path) == fresh.files.map(\.path))
        for (made, expected) in zip(after.files, fresh.files) {
            let bytes = made.isKept ? try #require(before.files.first { $0.path == made.path }).bytes : made.bytes
            #expect(bytes == expected.bytes, "\(made.path)")
            #expect(made.fingerprint == expected.fingerprint, "\(made.path)")
        }
        // The award shows on the timeline, home and today pages, moves Robin's balance on the
        // rewards page, counts on the calendar and is listed in the mission log (issue #34); the
        // board and the page for a missing address stay as they were. (No goals, so no goals page.)
        #expect(Set(after.files.filter(\.isKept).map(\.path)).intersection(Self.gamePages) == ["challenges/index.html", "404.html"])
    }

    @Test("Only the home page and profiles say when they were last updated")
    func updatedLine() throws {
        let output = try Self.build(KeptPagesTests.base + [Self.award])
        for file in output.files where file.path.hasSuffix(".html") {
            let shows = String(decoding: file.bytes, as: UTF8.self).contains("Updated ")
            #expect(shows == (file.path == "index.html" || file.path.hasPrefix("people/")), "\(file.path)")
        }
        #expect(output.text("index.html")?.contains("<p>Updated Sat 13 Jun, 10:00</p>") == true)
    }

    @Test("A page is kept when the last build's file has its fingerprint, and made with its fingerprint when not")
    func jobs() throws {
        let page = Page(route: "board/", kind: .challenges, context: ["a": 1])
        let fingerprint = try #require(ModelFingerprint.of(page))
        let kept = PageJob.fingerprinted(page, last: LastBuild(kept: ["board/index.html": KeptFile(fingerprint: fingerprint, size: 1)]))
        guard case .keep(let path, let print) = kept else { Issue.record("not kept: \(kept)"); return }
        #expect(path == "board/index.html" && print == fingerprint)
        for last in [LastBuild.none, LastBuild(kept: ["board/index.html": KeptFile(fingerprint: fingerprint &+ 1, size: 1)])] {
            guard case .render(let made) = PageJob.fingerprinted(page, last: last) else { Issue.record("kept"); continue }
            #expect(made.fingerprint == fingerprint)
        }
        // A model that cannot have a fingerprint is made every build, and never kept.
        let undated = Page(route: "board/", kind: .challenges, context: ["a": Date()])
        guard case .render(let made) = PageJob.fingerprinted(undated, last: LastBuild(kept: ["board/index.html": KeptFile(fingerprint: fingerprint, size: 1)])) else {
            Issue.record("kept"); return
        }
        #expect(made.fingerprint == nil)
    }

    @Test("A model's fingerprint: any order of keys, every value and kind, and none for a value of another type")
    func modelFingerprints() throws {
        func print(_ context: [String: Any]) -> UInt64? {
            ModelFingerprint.of(Page(route: "a/", kind: .home, context: context))
        }
        let model: [String: Any] = ["a": 1, "b": ["x", "y"], "c": [["d": true]], "e": "1"]
        let same = try #require(print(model))
        #expect(print(["e": "1", "c": [["d": true]], "b": ["x", "y"], "a": 1]) == same)
        for other: [String: Any] in [
            ["a": "1", "b": ["x", "y"], "c": [["d": true]], "e": "1"], ["a": 1, "b": ["y", "x"], "c": [["d": true]], "e": "1"],
            ["a": 1, "b": ["x", "y"], "c": [["d": 1]], "e": "1"], ["a": 1, "b": ["x", "y"], "c": [["d": true]], "e": 1],
            ["a": 1, "b": ["x", "y"], "c": [["d": true]]], ["a": 1, "b": ["x", "y"], "c": [[:] as [String: Any]], "e": "1"],
            ["a": 1, "b": ["x", "y"], "c": [["d": true]], "e": "1", "f": false],
            ["a": 1, "b": ["x", "y"], "c": [["d": true]], "e": "1", "asOf": "now"],
        ] {
            #expect(print(other) != same, "\(other)")
        }
        #expect(ModelFingerprint.of(Page(route: "b/", kind: .home, context: model)) != same)
        #expect(ModelFingerprint.of(Page(route: "a/", kind: .goals, context: model)) != same)
        #expect(print(["a": Date()]) == nil)
        #expect(print(["a": [["b": [Date()]]]]) == nil)
    }
}
