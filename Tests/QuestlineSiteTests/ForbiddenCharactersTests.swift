import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import QuestlineCore
@testable import QuestlineSite

/// Every character XML 1.0 or HTML forbids that a Swift string can hold, written as YAML escapes.
/// (A lone surrogate cannot be: a Swift string holds none, so nothing read from a file does.)
private let forbiddenYAML = #"\x01\x02\b\v\f\x0e\x1b\x1f\x7f\x80\x85\x9f\uFDD0\uFDEF\uFFFE\uFFFF\U0001FFFE\U0010FFFF"#

@Suite("Control characters in content do not reach a page or a feed")
struct ForbiddenCharactersTests {
    static let fixture = Fixture(files: [
        "content/game.yaml": Fixture.game(title: "\"Bad\(forbiddenYAML) title\""),
        "content/people.yaml": "- {id: sam, name: \"Sam\(forbiddenYAML)\", role: player}\n",
        "content/challenges.yaml": """
        - {id: swim, title: "Swim\(forbiddenYAML) far", description: "Deep\(forbiddenYAML) water", category: c, points: 10, schedule: daily}

        """,
        "content/rewards.yaml": "- {id: cake, title: \"Cake\(forbiddenYAML)\", kind: text, message: \"Eat\(forbiddenYAML) it\", price: 5}\n",
        "content/events.jsonl": """
        {"type":"complete","at":"2026-06-12T18:00:00+02:00","player":"sam","challenge":"swim","proof":"done"}
        {"type":"unlock","at":"2026-06-12T19:00:00+02:00","player":"sam","reward":"cake"}

        """,
    ])

    /// The scalars the fixture's text holds that no output may.
    static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (value < 0x20 && ![0x09, 0x0A, 0x0D].contains(value)) || (0x7F...0x9F).contains(value)
            || (0xFDD0...0xFDEF).contains(value) || value & 0xFFFE == 0xFFFE
    }

    @Test("The fixture really holds the characters: the game's title has them after loading")
    func fixtureHoldsThem() throws {
        let state = try Self.fixture.state()
        #expect(state.game.settings.title.unicodeScalars.filter(Self.isForbidden).count == 18)
    }

    @Test("feed.atom parses as XML with titles full of control characters, and keeps their words")
    func atomParses() throws {
        let feed = try #require(try Self.fixture.build().files.first { $0.path == "feed.atom" })
        let parser = XMLParser(data: feed.bytes)
        let ok = parser.parse()
        #expect(ok, "\(String(describing: parser.parserError))")
        let text = String(decoding: feed.bytes, as: UTF8.self)
        #expect(text.contains("<title>Bad title</title>"))
        #expect(text.contains("Sam: Swim far"))
    }

    @Test("No page, feed or calendar holds a forbidden character", arguments: ["index.html", "challenges/index.html",
                                                                                "rewards/cake/index.html", "timeline/index.html",
                                                                                "feed.atom", "quests.ics"])
    func noneAnywhere(path: String) throws {
        let output = try Self.fixture.build()
        let text = try #require(output.text(path), "no \(path) among \(output.files.map(\.path))")
        #expect(!text.unicodeScalars.contains(where: Self.isForbidden))
        #expect(text.contains("Bad title") || text.contains("Bad\\ title") || path == "rewards/cake/index.html")
    }

    @Test("Escaping removes the forbidden characters and keeps tabs, newlines, non-breaking spaces and emoji")
    func escaping() {
        // Swift's literals refuse noncharacters, so they are made from their values.
        func text(_ parts: Any...) -> String {
            parts.map { part in (part as? UInt32).flatMap(Unicode.Scalar.init).map(String.init) ?? "\(part)" }.joined()
        }
        #expect(HTMLEscape.text(text("a\u{01}<b\u{1B}>\u{7F}c\u{85}", UInt32(0xFFFE), "d", UInt32(0xFDD0), UInt32(0x10FFFF))) == "a&lt;b&gt;cd")
        #expect(HTMLEscape.text("t\tn\nr\r 1\u{00A0}000 kr é 😀\u{FE0F} \u{FFFD}") == "t\tn\nr\r 1\u{00A0}000 kr é 😀\u{FE0F} \u{FFFD}")
        #expect(ForbiddenCharacters.removed(from: text("\u{0C}x\u{9F}", UInt32(0x1FFFF), "y", UInt32(0xFFFF))) == "xy")
        #expect(ForbiddenCharacters.removed(from: "\u{A0}\u{FDCF}\u{FDF0}\u{FFFD}\u{1FFFD}") == "\u{A0}\u{FDCF}\u{FDF0}\u{FFFD}\u{1FFFD}")
    }
}
