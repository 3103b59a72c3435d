import Foundation
import Testing

/// What `questline build` prints: a summary line that says when the pages next change by time
/// alone, and nothing at all but errors with `--quiet` (docs/publishing.md's timers rely on both).
@Suite("questline build summary and --quiet")
struct BuildSummaryTests {
    /// A one-player game in Oslo with a quest that opens at 07:30 every day.
    static func site(events: String = "", extraGameLine: String = "") throws -> TemporarySite {
        let site = try TemporarySite([
            "content/game.yaml": "format: 1\ntitle: Timed\ntimezone: Europe/Oslo\nstarts: 2026-06-01\nid: 6f1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d\n\(extraGameLine)",
            "content/people.yaml": "- {id: sam, name: Sam, role: player}\n",
            "content/challenges.yaml": "- {id: run, title: Run, category: c, points: 5, schedule: {every: day, at: \"07:30\"}}\n",
            "content/events.jsonl": events,
        ])
        try FileManager.default.copyItem(at: CLI.repositoryRoot.appendingPathComponent("Templates"),
                                         to: site.root.appendingPathComponent("Templates"))
        return site
    }

    @Test("The summary line ends with the next midnight when nothing else is due today")
    func endsWithMidnight() throws {
        let site = try Self.site()
        let result = try site.run(["build", "--as-of", "2026-06-13T12:00"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("built "))
        #expect(result.stdout.hasSuffix("; pages change next at 2026-06-14 00:00 (Europe/Oslo)\n"), "\(result.stdout)")
    }

    @Test("Before a quest opens, the summary names the quest's time of day")
    func endsWithQuestOpening() throws {
        let site = try Self.site()
        let result = try site.run(["build", "--as-of", "2026-06-13T06:00"])
        #expect(result.stdout.hasSuffix("; pages change next at 2026-06-13 07:30 (Europe/Oslo)\n"), "\(result.stdout)")
    }

    @Test("An event dated later names its own instant, to the second")
    func endsWithLaterEvent() throws {
        let site = try Self.site(events: #"{"at":"2026-06-13T15:20:30+02:00","type":"award","player":"sam","amount":3}"# + "\n")
        let result = try site.run(["build", "--as-of", "2026-06-13T12:00"])
        #expect(result.stdout.hasSuffix("; pages change next at 2026-06-13 15:20:30 (Europe/Oslo)\n"), "\(result.stdout)")
    }

    @Test("--quiet prints nothing for a build with warnings, nor for one that is up to date")
    func quietIsSilent() throws {
        let site = try Self.site(extraGameLine: "colour: blue\n")
        let loud = try site.run(["build", "--as-of", "2026-06-13T12:00", "--force"])
        #expect(loud.stderr.contains("warning"), "the game should have a warning to hide: \(loud.stderr)")
        let built = try site.run(["build", "--as-of", "2026-06-13T12:00", "--quiet", "--force"])
        #expect(built.status == 0)
        #expect(built.stdout == "")
        #expect(built.stderr == "")
        let skipped = try site.run(["build", "--as-of", "2026-06-13T12:00", "--quiet"])
        #expect(skipped.status == 0)
        #expect(skipped.stdout == "")
        #expect(skipped.stderr == "")
    }

    @Test("--quiet still prints errors, and exits 1")
    func quietShowsErrors() throws {
        let site = try Self.site(extraGameLine: "colour: blue\n")
        try site.write("content/rewards.yaml", "- {id: card, title: Card, from: nobody, kind: text, message: Hi, price: 5}\n")
        let result = try site.run(["build", "--as-of", "2026-06-13T12:00", "--quiet"])
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr.contains("content/rewards.yaml:1:"), "\(result.stderr)")
        #expect(result.stderr.contains("error: unknown person 'nobody'"), "\(result.stderr)")
        #expect(!result.stderr.contains("warning:"), "\(result.stderr)")
    }
}
