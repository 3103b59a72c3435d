import Foundation
import Testing

/// `questline build` skips a build that would write the same bytes, and only then.
@Suite("questline build: the no-change fast path")
struct FastPathTests {
    static let asOf = "2026-06-13T12:00"

    /// Every file in the output folder, hidden ones included, with its modification time.
    static func modificationTimes(_ folder: URL) throws -> [String: Date] {
        var times: [String: Date] = [:]
        let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.contentModificationDateKey, .isRegularFileKey])
        while let url = walk?.nextObject() as? URL {
            let values = try url.resourceValues(forKeys: [.contentModificationDateKey, .isRegularFileKey])
            if values.isRegularFile == true { times[url.path] = values.contentModificationDate }
        }
        return times
    }

    func build(_ site: URL, _ extra: [String] = [], asOf: String = Self.asOf) throws -> BuildCommandTests.Run {
        let run = try BuildCommandTests.run(["build", "--site", site.path, "--as-of", asOf] + extra)
        #expect(run.status == 0, "\(run.stderr)")
        return run
    }

    @Test("A second build with nothing changed says so in one line and writes nothing, not even its manifest")
    func upToDate() throws {
        let site = try BuildCommandTests.makeSite()
        defer { try? FileManager.default.removeItem(at: site) }
        let output = site.appendingPathComponent("output")
        #expect(try build(site).stdout.hasPrefix("built "))
        let manifest = try String(contentsOf: output.appendingPathComponent(".questline-manifest"), encoding: .utf8)
        #expect(manifest.hasPrefix("# questline-manifest 4\n# inputs "))
        let before = try Self.modificationTimes(output)
        // A later instant in the same span (the next change is midnight) is the same state.
        for instant in [Self.asOf, "2026-06-13T23:59", "2026-06-13T00:00"] {
            let again = try build(site, asOf: instant)
            #expect(again.stdout == "up to date: nothing changed since the last build (valid until 2026-06-14T00:00:00+02:00)\n")
            #expect(again.stderr.isEmpty)
        }
        #expect(try Self.modificationTimes(output) == before)
    }

    /// A change to make after the first build, and the options of the second.
    struct Change: CustomTestStringConvertible, Sendable {
        var name: String
        var options: [String] = []
        var asOf = FastPathTests.asOf
        var make: @Sendable (URL) throws -> Void = { _ in }
        var testDescription: String { name }
    }

    static func append(_ text: String, to url: URL) throws {
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
    }

    static let changes: [Change] = [
        Change(name: "a content file edited") { site in
            let url = site.appendingPathComponent("content/challenges.yaml")
            try String(contentsOf: url, encoding: .utf8).replacingOccurrences(of: "title: Wave", with: "title: Wave hello")
                .write(to: url, atomically: true, encoding: .utf8)
        },
        Change(name: "a template edited") { site in
            try append("\n", to: site.appendingPathComponent("Templates/layout.mustache"))
        },
        Change(name: "an event appended") { site in
            try append(#"{"type":"award","at":"2026-06-13T09:00:00+02:00","player":"sam","amount":2,"by":"jo"}"# + "\n",
                       to: site.appendingPathComponent("content/events.jsonl"))
        },
        Change(name: "an output file deleted") { site in
            try FileManager.default.removeItem(at: site.appendingPathComponent("output/timeline/index.html"))
        },
        Change(name: "an output file edited by hand") { site in
            try append("<!-- mine -->", to: site.appendingPathComponent("output/index.html"))
        },
        Change(name: "a manifest that does not read") { site in
            try "# questline-manifest 4\ngarbage\n".write(to: site.appendingPathComponent("output/.questline-manifest"), atomically: true, encoding: .utf8)
        },
        Change(name: "a manifest without its record of the build (an older questline's)") { site in
            let url = site.appendingPathComponent("output/.questline-manifest")
            try String(contentsOf: url, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("#") }.map { $0 + "\n" }.joined()
                .write(to: url, atomically: true, encoding: .utf8)
        },
        Change(name: "another base URL", options: ["--base-url", "https://example.org/quest/"]),
        Change(name: "an instant past the next change", asOf: "2026-06-14T00:00"),
        Change(name: "an instant before the last change", asOf: "2026-06-12T23:59"),
        Change(name: "--force", options: ["--force"]),
    ]

    @Test("Each of these makes the next build a real one", arguments: changes)
    func realBuild(_ change: Change) throws {
        let site = try BuildCommandTests.makeSite()
        defer { try? FileManager.default.removeItem(at: site) }
        #expect(try build(site).stdout.hasPrefix("built "))
        try change.make(site)
        let second = try build(site, change.options, asOf: change.asOf)
        #expect(second.stdout.hasPrefix("built "), "\(second.stdout)")
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("output/timeline/index.html").path))
        // And the build after it, with nothing changed again, is skipped.
        let third = try build(site, change.options.filter { $0 != "--force" }, asOf: change.asOf)
        #expect(third.stdout.hasPrefix("up to date: "), "\(third.stdout)")
    }

    @Test("--force renders and compares everything, and writes only what changed")
    func force() throws {
        let site = try BuildCommandTests.makeSite()
        defer { try? FileManager.default.removeItem(at: site) }
        _ = try build(site)
        let before = try Self.modificationTimes(site.appendingPathComponent("output"))
        let forced = try build(site, ["--force"])
        #expect(forced.stdout.contains(": 0 written, "), "\(forced.stdout)")
        #expect(try Self.modificationTimes(site.appendingPathComponent("output")) == before)
        #expect(try BuildCommandTests.run(["build", "--help"]).stdout.contains("--force"))
    }
}
