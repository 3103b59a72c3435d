import Foundation
import Testing

/// `questline build` end to end: the built binary on a small site in a temporary folder.
@Suite("questline build")
struct BuildCommandTests {
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The binary next to the test runner, else the package's debug build.
    static var binary: URL {
        let runner = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for folder in [runner, runner.deletingLastPathComponent(), repositoryRoot.appendingPathComponent(".build/debug")] {
            let candidate = folder.appendingPathComponent("questline")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return repositoryRoot.appendingPathComponent(".build/debug/questline")
    }

    struct Run { var status: Int32; var stdout: String; var stderr: String }

    static func run(_ arguments: [String]) throws -> Run {
        let result = try CLI.run(arguments, executable: binary)
        return Run(status: result.status, stdout: result.stdout, stderr: result.stderr)
    }

    /// A site folder with the repository's templates and a two-person game.
    static func makeSite() throws -> URL {
        let site = FileManager.default.temporaryDirectory.appendingPathComponent("questline-build-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: site.appendingPathComponent("content"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent("Templates"), to: site.appendingPathComponent("Templates"))
        let files = [
            "game.yaml": "format: 1\ntitle: Tiny\ntimezone: Europe/Oslo\nstarts: 2026-06-12\nends: 2026-06-14\nid: 6f1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d\n",
            "people.yaml": "- id: sam\n  name: Sam\n  role: player\n- id: jo\n  name: Jo\n  role: friend\n",
            "challenges.yaml": "- id: wave\n  title: Wave\n  category: social\n  points: 10\n",
            "rewards.yaml": "- id: card\n  title: A card\n  from: jo\n  kind: text\n  message: Hi!\n  price: 10\n",
            "events.jsonl": #"{"type":"complete","at":"2026-06-12T10:00:00+02:00","player":"sam","challenge":"wave","proof":"done"}"# + "\n",
        ]
        for (name, text) in files {
            try text.write(to: site.appendingPathComponent("content/\(name)"), atomically: true, encoding: .utf8)
        }
        return site
    }

    @Test("A build writes the site and ends with a one-line summary; a rebuild writes nothing")
    func buildAndRebuild() throws {
        let site = try Self.makeSite()
        defer { try? FileManager.default.removeItem(at: site) }
        let first = try Self.run(["build", "--site", site.path, "--as-of", "2026-06-13T12:00"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.hasPrefix("built 10 pages, "))
        #expect(first.stdout.split(separator: "\n").count == 1)
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("output/timeline/index.html").path))
        let second = try Self.run(["build", "--site", site.path, "--as-of", "2026-06-13T12:00"])
        #expect(second.stdout.hasPrefix("up to date: "))
        // Rendered and compared all the same, it still writes nothing.
        let forced = try Self.run(["build", "--site", site.path, "--as-of", "2026-06-13T12:00", "--force"])
        #expect(forced.stdout.contains(": 0 written, "))
        #expect(forced.stdout.contains(" 0 removed "))
    }

    @Test("A game with errors exits 1, reports them compiler-style, and leaves the output untouched")
    func errorsWriteNothing() throws {
        let site = try Self.makeSite()
        defer { try? FileManager.default.removeItem(at: site) }
        let output = site.appendingPathComponent("elsewhere")
        #expect(try Self.run(["build", "--site", site.path, "--output", output.path, "--as-of", "2026-06-13T12:00"]).status == 0)
        let before = try Data(contentsOf: output.appendingPathComponent("index.html"))
        try "- id: card\n  title: A card\n  from: nobody\n  kind: text\n  price: 10\n"
            .write(to: site.appendingPathComponent("content/rewards.yaml"), atomically: true, encoding: .utf8)
        let failed = try Self.run(["build", "--site", site.path, "--output", output.path, "--as-of", "2026-06-14T12:00"])
        #expect(failed.status == 1)
        #expect(failed.stderr.contains("content/rewards.yaml:3:"))
        #expect(failed.stderr.contains("nothing was written"))
        #expect(try Data(contentsOf: output.appendingPathComponent("index.html")) == before)
    }

    @Test("A broken template exits 1 with its file and line, and writes nothing")
    func templateError() throws {
        let site = try Self.makeSite()
        defer { try? FileManager.default.removeItem(at: site) }
        try "{{<layout}}{{$main}}{{#goals}}{{/main}}{{/layout}}\n"
            .write(to: site.appendingPathComponent("Templates/pages/goals.mustache"), atomically: true, encoding: .utf8)
        let failed = try Self.run(["build", "--site", site.path, "--as-of", "2026-06-13T12:00"])
        #expect(failed.status == 1)
        #expect(failed.stderr.contains("Templates/pages/goals.mustache:1:"))
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("output").path))
    }

    @Test("A template that includes itself, or nests thousands deep, exits 1 at its tag instead of overflowing the stack")
    func templateNeverFinishes() throws {
        let site = try Self.makeSite()
        defer { try? FileManager.default.removeItem(at: site) }
        let goals = site.appendingPathComponent("Templates/pages/goals.mustache")
        let original = try String(contentsOf: goals, encoding: .utf8)
        try (original + "{{>pages/goals}}\n").write(to: goals, atomically: true, encoding: .utf8)
        let cycle = try Self.run(["build", "--site", site.path, "--as-of", "2026-06-13T12:00"])
        #expect(cycle.status == 1, "\(cycle.stderr)")
        #expect(cycle.stderr.contains("Templates/pages/goals.mustache:\(original.split(separator: "\n", omittingEmptySubsequences: false).count):1: error: pages/goals → pages/goals"))
        let deep = String(repeating: "{{#goals}}", count: 20_000) + String(repeating: "{{/goals}}", count: 20_000)
        try (original + deep).write(to: goals, atomically: true, encoding: .utf8)
        let nested = try Self.run(["build", "--site", site.path, "--as-of", "2026-06-13T12:00"])
        #expect(nested.status == 1, "\(nested.stderr)")
        #expect(nested.stderr.contains("error: sections nest 20000 deep; a template may nest them at most 64 deep"))
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("output").path))
    }

    @Test("A theme older than questline builds: the strings its en.yaml lacks come from the built-in English, with a warning")
    func olderStrings() throws {
        let site = try Self.makeSite()
        defer { try? FileManager.default.removeItem(at: site) }
        let file = site.appendingPathComponent("Templates/strings/en.yaml")
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        // `stat_earned` is asked for by Swift (a profile's stats), `gives` by a template (`t.gives`).
        let older = lines.filter { !$0.hasPrefix("stat_earned:") && !$0.hasPrefix("gives:") }
        #expect(older.count == lines.count - 2)
        try older.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        let run = try Self.run(["build", "--site", site.path, "--as-of", "2026-06-13T12:00"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("Templates/strings/en.yaml: warning: 2 UI strings this questline uses are missing (gives, stat_earned); the built-in English is used"))
        #expect(run.stderr.contains("0 errors, 1 warning"))
        let output = site.appendingPathComponent("output/people")
        let player = try String(contentsOf: output.appendingPathComponent("sam/index.html"), encoding: .utf8)
        let giver = try String(contentsOf: output.appendingPathComponent("jo/index.html"), encoding: .utf8)
        #expect(player.contains("<dt>Earned</dt>") && !player.contains("stat_earned"))
        #expect(giver.contains("<h2>Gifts hidden in this game</h2>") && !giver.contains(">gives<"))
        // A theme with every string says nothing.
        try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        let current = try Self.run(["build", "--site", site.path, "--as-of", "2026-06-13T12:00"])
        #expect(current.status == 0 && !current.stderr.contains("warning"), "\(current.stderr)")
    }

    @Test("The widget snapshots a build writes are in the site's language, the same bytes `snapshot` prints")
    func widgetLanguage() throws {
        let site = try Self.makeSite()
        defer { try? FileManager.default.removeItem(at: site) }
        let game = site.appendingPathComponent("content/game.yaml")
        try (String(contentsOf: game, encoding: .utf8) + "language: nb\n").write(to: game, atomically: true, encoding: .utf8)
        try "nav_home: Hjem\nwidget_completed: \"{name} fullførte {challenge}\"\nwidget_balance: \"{name}: {amount}\"\n"
            .write(to: site.appendingPathComponent("Templates/strings/nb.yaml"), atomically: true, encoding: .utf8)
        let arguments = ["--site", site.path, "--as-of", "2026-06-13T12:00"]
        let run = try Self.run(["build"] + arguments)
        #expect(run.status == 0 && !run.stderr.contains("warning"), "\(run.stderr)")
        let built = try String(contentsOf: site.appendingPathComponent("output/widgets/game-large.json"), encoding: .utf8)
        #expect(built.contains(#""text":"Sam fullførte Wave""#), "\(built)")
        #expect(built.contains(#""state":"Sam: 10 points""#), "\(built)")
        #expect(try String(contentsOf: site.appendingPathComponent("output/index.html"), encoding: .utf8).contains(">Hjem</a>"))
        let printed = try Self.run(["snapshot", "--size", "large"] + arguments)
        #expect(printed.status == 0, "\(printed.stderr)")
        #expect(printed.stdout.trimmingCharacters(in: .newlines) == built)
    }

    @Test("A base URL that is neither http(s) nor a path is a usage error, for build and snapshot alike", arguments: [
        "javascript:alert(1)", "example.org/x", "/a b/", "//example.org/x/", "https://example.org/?utm=1", "https://example.org:99999/",
        "https://user:secret@example.org/",
    ])
    func badBaseURL(_ base: String) throws {
        let site = try Self.makeSite()
        defer { try? FileManager.default.removeItem(at: site) }
        let run = try Self.run(["build", "--site", site.path, "--base-url", base])
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Error: --base-url "), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("output").path))
        let snapshot = try Self.run(["snapshot", "--site", site.path, "--base-url", base])
        #expect(snapshot.status == 64)
        #expect(snapshot.stdout.isEmpty)
    }

    @Test("A site's Templates/ older than the 404 page kind builds with questline's own, and says so")
    func olderTemplatesGetTheNotFoundPage() throws {
        let site = try Self.makeSite()
        defer { try? FileManager.default.removeItem(at: site) }
        try FileManager.default.removeItem(at: site.appendingPathComponent("Templates/pages/not-found.mustache"))
        let result = try Self.run(["build", "--site", site.path, "--as-of", "2026-06-13T12:00"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("Templates/pages/not-found.mustache: warning: Templates/pages/not-found.mustache is missing; questline's own is used"))
        let page = try String(contentsOf: site.appendingPathComponent("output/404.html"), encoding: .utf8)
        #expect(page.contains("Back to the start"))
    }
}
