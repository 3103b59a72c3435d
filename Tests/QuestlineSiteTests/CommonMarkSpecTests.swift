import Foundation
import Testing
@testable import QuestlineSite

/// The CommonMark spec's examples, through our cmark layer (`CommonMark.html`) before the
/// sanitizer: the GitHub Flavored Markdown spec of the cmark-gfm version we link
/// (CommonMarkSpec/spec.json, from its test/spec.txt), each example with the extensions it names,
/// compared byte for byte as cmark-gfm's own spec_tests.py --no-normalize does; then cmark-gfm's
/// extension examples (extensions.json) with every extension and footnotes, as our pages use them.
/// docs/format.md reports the counts.
@Suite("CommonMark: the spec's examples pass through our Markdown layer")
struct CommonMarkSpecTests {
    struct Example: Decodable, Sendable, CustomTestStringConvertible {
        let example: Int
        let section: String
        let extensions: [String]
        let markdown: String
        let html: String
        var testDescription: String { "example \(example) (\(section))" }
    }

    struct Examples: Decodable { let examples: [Example] }

    static func load(_ name: String) throws -> [Example] {
        let url = Fixture.repositoryRoot.appendingPathComponent("Tests/QuestlineSiteTests/CommonMarkSpec/\(name)")
        return try JSONDecoder().decode(Examples.self, from: Data(contentsOf: url)).examples
    }

    static func failures(_ examples: [Example], render: (Example) -> String) -> [String] {
        examples.compactMap { example in
            let actual = render(example)
            // As spec_tests.py: `<IGNORE>` asks only that rendering finishes (a crash, once).
            return actual == example.html || example.html == "<IGNORE>\n" ? nil : "example \(example.example) (\(example.section)):\n\(example.markdown)\nexpected \(example.html.debugDescription)\ngot      \(actual.debugDescription)"
        }
    }

    @Test("Every example of the GFM spec 0.29 passes (671 of 671: CommonMark's and the extensions')")
    func spec() throws {
        let examples = try Self.load("spec.json")
        #expect(examples.count == 671)
        let failed = Self.failures(examples) { example in
            CommonMark.html(example.markdown, extensions: Set(example.extensions.compactMap(CommonMark.Extension.init(rawValue:))), footnotes: false)
        }
        #expect(failed.isEmpty, "\(failed.count) of \(examples.count) failed:\n\(failed.prefix(5).joined(separator: "\n\n"))")
    }

    @Test("Every extension example passes with our options: all extensions and footnotes (30 of 30)")
    func extensions() throws {
        let examples = try Self.load("extensions.json")
        #expect(examples.count == 30)
        let failed = Self.failures(examples) { CommonMark.html($0.markdown) }
        #expect(failed.isEmpty, "\(failed.count) of \(examples.count) failed:\n\(failed.prefix(5).joined(separator: "\n\n"))")
    }
}
