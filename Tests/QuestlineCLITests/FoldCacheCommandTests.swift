import Foundation
import Testing
@testable import QuestlineCore

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

    @Test("The event commands take the game and the fold from the cache a build left, and answer as without it")
    func eventCommands() throws {
        let site = try KeptPagesTests.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        let plain = try KeptPagesTests.sampleSite()
        defer { try? FileManager.default.removeItem(at: plain) }
        _ = try Self.build(site, [])
        func record(_ arguments: [String], in folder: URL) throws -> CLIResult {
            try CLI.run(arguments + ["--site", folder.path, "--at", "2026-06-13T19:55"])
        }
        // Refused and accepted as without a cache, by the same rules, with the same line appended.
        for arguments in [["spend", "100000", "--player", "sam", "--by", "kim"], ["award", "2", "--player", "nobody", "--by", "kim"],
                          ["spend", "5", "--player", "sam", "--reason", "Cake", "--by", "kim"], ["award", "3", "--player", "jo", "--by", "kim"]] {
            let (cached, without) = (try record(arguments, in: site), try record(arguments, in: plain))
            #expect(cached.status == without.status && cached.stderr == without.stderr, "\(arguments): \(cached.stderr)")
            #expect(cached.sentence == without.sentence)
        }
        // The same two lines appended, but for their new ids.
        let log = { (folder: URL) in
            try String(contentsOf: folder.appendingPathComponent("content/events.jsonl"), encoding: .utf8)
                .replacing(/"id":"[a-z0-9]+",/, with: "")
        }
        #expect(try log(site) == log(plain))
        // The fold is the cache's: one that counts an award the log does not have lets sam spend
        // more than the log gives.
        let cache = try Self.forgeAward(site: site)
        let rich = try record(["spend", "900", "--player", "sam", "--by", "kim"], in: site)
        #expect(rich.status == 0, "\(rich.stderr)")
        #expect(try record(["spend", "900", "--player", "sam", "--by", "kim"], in: plain).status == 1)
        // The game is the cache's: one whose currency was renamed (written here, with the key the
        // build gave it) names the amount with that name.
        var game = try #require(cache.game())
        game.settings.currency = Currency(name: "tokens", singular: "token")
        #expect(cache.write(game: game, contentDiagnostics: [], economyWarnings: [], log: nil))
        let run = try record(["award", "3", "--player", "sam", "--by", "kim"], in: site)
        #expect(run.status == 0 && run.stdout.hasPrefix("sam: +3 tokens"), "\(run.stdout)\(run.stderr)")
    }

    @Test("snapshot takes the game and the fold from the cache a build left, and never writes it")
    func snapshot() throws {
        let site = try KeptPagesTests.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        _ = try Self.build(site, [])
        let arguments = ["snapshot", "--site", site.path, "--player", "sam", "--size", "small", "--as-of", Self.asOf]
        let before = try CLI.run(arguments)
        #expect(before.status == 0 && before.stdout.contains(#""balance":95"#), "\(before.stdout)\(before.stderr)")
        // An appended line, far more than the 1/32 after which a build writes the cache anew: the
        // snapshot counts it, and leaves the file as it was.
        try FastPathTests.append(#"{"at":"2026-06-13T19:40:00+02:00","type":"award","player":"sam","amount":15,"by":"kim"}"# + "\n",
                                 to: site.appendingPathComponent("content/events.jsonl"))
        let file = site.appendingPathComponent(".questline-cache/fold")
        let bytes = try Data(contentsOf: file)
        #expect(try CLI.run(arguments).stdout.contains(#""balance":110"#))
        #expect(try Data(contentsOf: file) == bytes)
        _ = try Self.forgeAward(site: site)
        let run = try CLI.run(arguments)
        #expect(run.stdout.contains(#""balance":1110"#), "\(run.stdout)\(run.stderr)")
    }

    /// Writes into the cache a build left in `site` (with the key that build gave it) a fold that
    /// counts an award of 1,000 to sam that the log does not have, and returns the cache.
    static func forgeAward(site: URL) throws -> FoldCache {
        let file = site.appendingPathComponent(".questline-cache/fold")
        var header = BinaryReader([UInt8](try Data(contentsOf: file)))
        _ = try header.string(); _ = try header.int()
        let cache = FoldCache(file: file, key: try header.string())
        let saved = try #require(cache.read()), kept = try #require(saved.log)
        let at = try #require(Instant.parse("2026-06-13T19:35:00+02:00"))
        var reader = kept.fold
        var fold = try Fold(game: saved.game, asOf: at, from: &reader)
        var award = Event(at: at, kind: .award, player: "sam", amount: 1000, by: "kim")
        award.line = kept.summary.lineCount
        fold.take(award)
        #expect(cache.write(game: saved.game, contentDiagnostics: saved.contentDiagnostics, economyWarnings: saved.economyWarnings, log: (kept.prefix, kept.summary, fold)))
        return cache
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
