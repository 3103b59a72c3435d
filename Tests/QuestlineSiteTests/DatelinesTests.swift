import Foundation
import Testing
import QuestlineCore
@testable import QuestlineSite

/// One of the game's own pages that differs from the last build's only in when the state last
/// changed is the last file with the new date put in, byte for byte the page a build from
/// scratch makes; a theme that shows the date in any other way has its pages rendered.
@Suite("Pages dated anew")
struct DatelinesTests {
    static let award = #"{"type":"award","at":"2026-06-13T10:00:00+02:00","player":"robin","amount":3,"by":"kim"}"#
    static let gamePages: Set<String> = ["index.html", "today/index.html", "timeline/index.html", "challenges/index.html",
                                         "rewards/index.html", "calendar/index.html", "history/index.html"]

    /// The paths a build asked the last build's files for.
    final class Reads: @unchecked Sendable {
        private let lock = NSLock()
        private var paths: Set<String> = []
        func add(_ path: String) { lock.withLock { _ = paths.insert(path) } }
        var all: Set<String> { lock.withLock { paths } }
    }

    /// What a build left, as the next build sees it: every file with a fingerprint may be kept.
    static func last(_ output: SiteOutput, reads: Reads = Reads()) -> LastBuild {
        output.lastBuild { reads.add($0) }
    }

    static func build(_ events: [String], templates: SiteTemplates? = nil, last: LastBuild = .none,
                      title: String = "Fixture Quest") throws -> SiteOutput {
        var fixture = KeptPagesTests.fixture(events: events)
        fixture.files["content/game.yaml"] = Fixture.game(title: title)
        let state = try fixture.state()
        return try SiteBuilder(templates: templates ?? Fixture.templates()).build(state, media: InMemorySource(fixture.files), last: last)
    }

    /// A build after `event` given the build before, against one from scratch: every file the
    /// same, kept ones as the build before wrote them. Returns the pages dated anew.
    static func expectSameAsFresh(_ before: SiteOutput, adding event: String, templates: SiteTemplates? = nil,
                                  sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Set<String> {
        let reads = Reads()
        let after = try build(KeptPagesTests.base + [event], templates: templates, last: last(before, reads: reads))
        let fresh = try build(KeptPagesTests.base + [event], templates: templates)
        #expect(after.files.map(\.path) == fresh.files.map(\.path), sourceLocation: sourceLocation)
        for (made, expected) in zip(after.files, fresh.files) {
            let bytes = made.isKept ? before.files.first { $0.path == made.path }!.bytes : made.bytes
            #expect(bytes == expected.bytes, "\(made.path)", sourceLocation: sourceLocation)
            #expect(made.fingerprint == expected.fingerprint, "\(made.path)", sourceLocation: sourceLocation)
            #expect(made.dateSpots == expected.dateSpots, "\(made.path)", sourceLocation: sourceLocation)
        }
        return reads.all
    }

    @Test("After an award, the pages it does not change are the last ones with the new date, as a fresh build makes them")
    func datedAnew() throws {
        let before = try Self.build(KeptPagesTests.base)
        for path in Self.gamePages {
            let file = try #require(before.files.first { $0.path == path })
            #expect(file.fingerprint != nil, "\(path)")
            #expect(file.dateSpots.count == 1, "\(path)")
        }
        let calendar = try #require(before.text("calendar/index.html"))
        #expect(calendar.contains("<p>Updated Sat 13 Jun, 00:00</p>"))
        let dated = try Self.expectSameAsFresh(before, adding: Self.award)
        // The award shows on the timeline, home and today pages, moves Robin's balance on the
        // rewards page, counts on the calendar and is listed in the mission log (issue #34); the
        // board stays as it was. (The game has no goals, so no goals page.)
        #expect(dated == ["challenges/index.html"])
        let after = try Self.build(KeptPagesTests.base + [Self.award], last: Self.last(before))
        #expect(after.text("calendar/index.html")?.contains("<p>Updated Sat 13 Jun, 10:00</p>") == true)
    }

    @Test("A date shown escaped and as it is, with characters that escaping changes, is put back in both forms")
    func escapedAndRaw() throws {
        var templates = try Fixture.templates()
        templates.templates["layout"] = try #require(templates.templates["layout"]?.replacingOccurrences(
            of: "<p>{{asOf}}</p>", with: "<p>{{asOf}}</p><p data-when=\"{{ asOf }}\">{{{asOf}}}</p>{{&asOf}}"))
        templates.strings["en"] = try #require(templates.strings["en"]?.replacingOccurrences(
            of: #"as_of: "Updated {when}""#, with: #"as_of: "Rock & <roll> \"{when}\" 'n'""#))
        let before = try Self.build(KeptPagesTests.base, templates: templates)
        let home = try #require(before.files.first { $0.path == "index.html" })
        #expect(home.dateSpots.map(\.isEscaped) == [true, true, false, false])
        #expect(before.text("index.html")?.contains(#"<p>Rock &amp; &lt;roll&gt; &quot;Sat 13 Jun, 00:00&quot; &#39;n&#39;</p>"#) == true)
        #expect(before.text("index.html")?.contains(#">Rock & <roll> "Sat 13 Jun, 00:00" 'n'</p>"#) == true)
        let dated = try Self.expectSameAsFresh(before, adding: Self.award, templates: templates)
        #expect(dated.contains("challenges/index.html"))
    }

    @Test("A theme that shows the date any other way has the game's pages rendered every time", arguments: [
        "{{#asOf}}<p>{{ uppercased(.) }}</p>{{/asOf}}",
        "<p>{{ uppercased(asOf) }}</p>",
        "<p>{{asOf.count}}</p>",
        "{{! asOf }}<p>{{asOf}}</p>",
    ])
    func otherThemes(_ footer: String) throws {
        var templates = try Fixture.templates()
        let layout = try #require(templates.templates["layout"])
        templates.templates["layout"] = layout.replacingOccurrences(of: "{{#asOf}}\n  <p>{{asOf}}</p>\n  {{/asOf}}", with: footer)
        #expect(templates.templates["layout"] != layout)
        let before = try Self.build(KeptPagesTests.base, templates: templates)
        for path in Self.gamePages {
            #expect(before.files.first { $0.path == path }?.fingerprint == nil, "\(path)")
        }
        #expect(try Self.expectSameAsFresh(before, adding: Self.award, templates: templates).isEmpty)
    }

    @Test("A page that holds the marker's closing character itself is rendered with its date and never dated anew")
    func strayCharacter() throws {
        let before = try Self.build(KeptPagesTests.base, title: "Quest \u{E001}")
        for path in Self.gamePages {
            let file = try #require(before.files.first { $0.path == path })
            #expect(file.fingerprint == nil && file.dateSpots.isEmpty, "\(path)")
            #expect(String(decoding: file.bytes, as: UTF8.self).contains("<p>Updated Sat 13 Jun, 00:00</p>"), "\(path)")
        }
    }

    @Test("An empty date, which hides its section, is never a marker")
    func emptyDate() throws {
        var templates = try Fixture.templates()
        templates.strings["en"] = try #require(templates.strings["en"]?.replacingOccurrences(
            of: #"as_of: "Updated {when}""#, with: #"as_of: """#))
        let before = try Self.build(KeptPagesTests.base, templates: templates)
        #expect(before.files.first { $0.path == "calendar/index.html" }?.fingerprint == nil)
        #expect(before.text("calendar/index.html")?.contains("\u{E000}") == false)
    }

    @Test("A last file that does not read with its recorded size, or whose spots do not fit, is rendered again")
    func lastFileChanged() throws {
        let before = try Self.build(KeptPagesTests.base)
        var kept = Self.last(before).kept
        let reads = Reads()
        // Shorter than the stamp says: not used.
        let short = LastBuild(kept: kept) { path in
            reads.add(path)
            return before.files.first { $0.path == path }.map { $0.bytes.dropLast() }
        }
        let after = try Self.build(KeptPagesTests.base + [Self.award], last: short)
        let fresh = try Self.build(KeptPagesTests.base + [Self.award])
        #expect(reads.all.contains("challenges/index.html"))
        #expect(after.text("challenges/index.html") == fresh.text("challenges/index.html"))
        // A spot past the end of the file.
        kept["challenges/index.html"]?.dateSpots = [DateSpot(offset: 1 << 40, length: 3, isEscaped: true)]
        let bytes = Dictionary(uniqueKeysWithValues: before.files.map { ($0.path, $0.bytes) })
        let beyond = try Self.build(KeptPagesTests.base + [Self.award], last: LastBuild(kept: kept) { bytes[$0] })
        #expect(beyond.text("challenges/index.html") == fresh.text("challenges/index.html"))
        #expect(Datelines.redate(Data("abc".utf8), spots: [DateSpot(offset: 2, length: 2, isEscaped: false)], text: "x") == nil)
        #expect(Datelines.redate(Data("abcdef".utf8), spots: [DateSpot(offset: 3, length: 1, isEscaped: false),
                                                              DateSpot(offset: 2, length: 1, isEscaped: false)], text: "x") == nil)
        let (redated, spots) = try #require(Datelines.redate(Data("a<b>c<b>".utf8), spots: [DateSpot(offset: 1, length: 3, isEscaped: true),
                                                                                             DateSpot(offset: 5, length: 3, isEscaped: false)], text: "&"))
        #expect(String(decoding: redated, as: UTF8.self) == "a&amp;c&")
        #expect(spots == [DateSpot(offset: 1, length: 5, isEscaped: true), DateSpot(offset: 7, length: 1, isEscaped: false)])
    }

    @Test("Templates show the date plainly only through plain tags and with no transform of `.`", arguments: [
        ("<p>{{asOf}}</p>", true), ("{{ asOf }}{{{asOf}}}{{&asOf}}{{{ asOf }}}", true), ("{{#asOf}}{{.}}{{/asOf}}{{^asOf}}-{{/asOf}}", true),
        ("no date at all", true), ("{{# asOf }}x{{/ asOf }}", true),
        ("{{asOf.count}}", false), ("{{uppercased(asOf)}}", false), ("{{#asOf}}{{lowercased( . )}}{{/asOf}}", false),
        ("asOf", false), ("{{! asOf }}", false), ("{{>asOf}}", false), ("{{=<% %>=}}<%asOf%>", false),
    ])
    func plainTags(_ template: String, _ plain: Bool) {
        #expect(Datelines.showPlainly([template]) == plain)
        #expect(!Datelines.showPlainly(["{{asOf}}", template, "{{asOf.x}}"]))
    }

    @Test("A model's fingerprint: any order of keys, every value and kind, and none for a value of another type")
    func modelFingerprints() throws {
        func print(_ context: [String: Any]) -> UInt64? {
            ModelFingerprint.of(Page(route: "a/", kind: .home, context: context), leaving: "asOf")
        }
        let model: [String: Any] = ["a": 1, "b": ["x", "y"], "c": [["d": true]], "e": "1", "asOf": "now"]
        let same = try #require(print(model))
        #expect(print(["asOf": "later", "e": "1", "c": [["d": true]], "b": ["x", "y"], "a": 1]) == same)
        #expect(print(["a": 1, "b": ["x", "y"], "c": [["d": true]], "e": "1"]) == same)
        for other: [String: Any] in [
            ["a": "1", "b": ["x", "y"], "c": [["d": true]], "e": "1"], ["a": 1, "b": ["y", "x"], "c": [["d": true]], "e": "1"],
            ["a": 1, "b": ["x", "y"], "c": [["d": 1]], "e": "1"], ["a": 1, "b": ["x", "y"], "c": [["d": true]], "e": 1],
            ["a": 1, "b": ["x", "y"], "c": [["d": true]]], ["a": 1, "b": ["x", "y"], "c": [[:] as [String: Any]], "e": "1"],
            ["a": 1, "b": ["x", "y"], "c": [["d": true]], "e": "1", "f": false],
        ] {
            #expect(print(other) != same, "\(other)")
        }
        #expect(ModelFingerprint.of(Page(route: "b/", kind: .home, context: model), leaving: "asOf") != same)
        #expect(ModelFingerprint.of(Page(route: "a/", kind: .goals, context: model), leaving: "asOf") != same)
        #expect(print(["a": Date()]) == nil)
        #expect(print(["a": [["b": [Date()]]]]) == nil)
    }
}
