import Foundation
import Testing

/// `questline build` keeps the loaded game and the folded log in `<site>/.questline-cache`, so a
/// build after an append loads no YAML and folds only the new lines. It may only save time.
@Suite("questline build: the fold cache")
struct FoldCacheCommandTests {
    static let asOf = "2026-06-13T20:00"

    static func build(_ site: URL, _ extra: [String]) throws -> BuildCommandTests.Run {
        try FastPathTests().build(site, ["--timings"] + extra, asOf: asOf)
    }

    @Test("After appended events, a build from the cache writes what a build without it writes")
    func sameOutput() throws {
        let site = try KeptPagesTests.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        let cached = site.appendingPathComponent("cached"), plain = site.appendingPathComponent("plain")
        #expect(try Self.build(site, ["--output", cached.path]).stderr.contains("check (cache: none)"))
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent(".questline-cache/fold").path))
        let lines = [
            #"{"at":"2026-06-13T19:40:00+02:00","type":"award","player":"sam","amount":15,"reason":"A toast","by":"kim"}"#,
            #"{"at":"2026-06-13T19:50:00+02:00","type":"spend","player":"sam","amount":5,"reason":"Cake","by":"kim"}"#,
        ]
        for line in lines {
            try FastPathTests.append(line + "\n", to: site.appendingPathComponent("content/events.jsonl"))
            let run = try Self.build(site, ["--output", cached.path])
            #expect(run.stderr.contains("check (cache: game and fold)"), "\(run.stderr)")
        }
        let without = try Self.build(site, ["--output", plain.path, "--no-cache"])
        #expect(without.stderr.contains("check 0."), "\(without.stderr)")
        let (a, b) = (try KeptPagesTests.files(cached), try KeptPagesTests.files(plain))
        #expect(a.count > 30 && a.keys.sorted() == b.keys.sorted())
        #expect(a.filter { b[$0.key] != $0.value }.keys.sorted() == [])
        // A content file changed: the game is loaded from the YAML again.
        try FastPathTests.append("\n", to: site.appendingPathComponent("content/people.yaml"))
        #expect(try Self.build(site, ["--output", cached.path]).stderr.contains("check (cache: none)"))
    }

    @Test("--no-cache neither reads nor writes the cache")
    func noCache() throws {
        let site = try KeptPagesTests.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        _ = try Self.build(site, ["--no-cache"])
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent(".questline-cache").path))
    }

    @Test("No cache is kept when the output folder would hold it: such an output is refused before anything is written")
    func notInOutput() throws {
        let site = try KeptPagesTests.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        for output in [site.path, site.appendingPathComponent(".questline-cache").path] {
            let run = try BuildCommandTests.run(["build", "--site", site.path, "--as-of", Self.asOf, "--output", output])
            #expect(run.status == 1)
            #expect(run.stderr.hasPrefix("error: refusing to build into \(output): it is the site"), "\(run.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent(".questline-cache").path))
    }
}
