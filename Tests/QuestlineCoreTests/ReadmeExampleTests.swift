import Foundation
import Testing
@testable import QuestlineCore

/// docs/format.md documents the format with examples; they must stay true to what the loader reads.
@Suite("Format examples in docs/format.md")
struct ReadmeExampleTests {
    static let readme: String = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/format.md")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    /// The fenced block that follows the heading "## `name`".
    static func block(after heading: String, language: String) -> String? {
        guard let start = readme.range(of: "## `\(heading)`") else { return nil }
        let rest = readme[start.upperBound...]
        guard let open = rest.range(of: "```\(language)\n") else { return nil }
        guard let close = rest[open.upperBound...].range(of: "```") else { return nil }
        return String(rest[open.upperBound..<close.lowerBound])
    }

    /// Problems that mean the example does not match the format, as opposed to references
    /// to people and files the example does not define.
    static func formatProblems(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.filter { d in
            !(d.message.contains("unknown person") || d.message.contains("does not exist") || d.message.contains("not a player")
              || d.message.hasPrefix("'") || d.message.contains("daily-pick"))
        }.map(\.description)
    }

    @Test("Each YAML example in the format section reads without a format problem",
          arguments: ["game.yaml", "people.yaml", "challenges.yaml", "rewards.yaml", "goals.yaml"])
    func yamlExample(_ file: String) throws {
        let example = try #require(Self.block(after: file, language: "yaml"), "docs/format.md has no example for \(file)")
        let check = Fixture(["content/\(file)": example]).check()
        #expect(Self.formatProblems(check.diagnostics) == [])
    }

    @Test("Each event example in docs/format.md parses")
    func eventExamples() throws {
        let example = try #require(Self.block(after: "events.jsonl", language: "json"))
        let log = EventLogParser.parse(example, calendar: GameCalendar(timeZone: TimeZone(identifier: "Europe/Oslo")!))
        #expect(log.diagnostics.map(\.description) == [])
        #expect(Set(log.events.map(\.kind)) == Set(Event.Kind.allCases))
    }
}
