import Foundation
import Testing

/// `questline-bench generate`: the benchmark's synthetic games are the same bytes on every run
/// and every machine (README: The games), and each is a game that checks without errors.
@Suite("questline-bench generate", .serialized)
struct BenchGeneratorTests {
    /// FNV-1a over every file of `content/` and `bench/` (path, a zero byte, then the bytes), in
    /// path order: the same number for the same files, whichever machine wrote them. Left out:
    /// `bench/size.txt`, a note of the event count that the build never reads.
    static func digest(of site: URL) throws -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func combine(_ bytes: some Sequence<UInt8>) {
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        }
        var paths: [String] = []
        for folder in ["bench", "content"] {
            for name in try FileManager.default.contentsOfDirectory(atPath: site.appendingPathComponent(folder).path) {
                if folder == "bench" && name == "size.txt" { continue }
                paths.append(folder + "/" + name)
            }
        }
        for path in paths.sorted() {
            combine(Array(path.utf8) + [0])
            combine(try Data(contentsOf: site.appendingPathComponent(path)))
        }
        return hash
    }

    /// Writes the game of `size` into a new temporary folder.
    func generate(_ size: String) throws -> TemporarySite {
        let site = try TemporarySite([:])
        let result = try CLI.run(["generate", size, site.root.path, "--repo", CLI.repositoryRoot.path], executable: CLI.benchBinary)
        #expect(result.status == 0, "\(result.stderr)")
        return site
    }

    /// The games' digests as the generator writes them. A change to the generator that changes
    /// a game changes its number here: the figures measured before it were of another game.
    /// (S is the sample game as it is, so it follows `content/`.)
    @Test("M and L are the same bytes on every run, and the ones the figures were measured on",
          arguments: [("M", 0xa5fd_d15a_de03_6eab as UInt64, 3_354), ("L", 0xbf30_e1e3_44c0_afbd, 103_036)])
    func sameBytes(size: String, digest: UInt64, events: Int) throws {
        let first = try generate(size), second = try generate(size)
        let written = try Self.digest(of: first.root)
        #expect(try Self.digest(of: second.root) == written)
        #expect(written == digest, "the generator now writes \(String(written, radix: 16))")
        let log = try first.read("content/events.jsonl")
        #expect(log.split(separator: "\n").count == events)
        #expect(try first.read("bench/size.txt") == "events \(events)\n")
    }

    @Test("Every size but XL checks without an error at its instant, and with its appended event", arguments: ["S", "M", "L"])
    func checks(size: String) throws {
        let site = try generate(size)
        let asOf = try site.read("bench/as-of.txt").trimmingCharacters(in: .whitespacesAndNewlines)
        let check = try site.run(["check", "--as-of", asOf])
        #expect(check.status == 0, "\(check.stderr)")
        try site.write("content/events.jsonl", try site.read("content/events.jsonl") + site.read("bench/append.jsonl"))
        let appended = try site.run(["check", "--as-of", asOf])
        #expect(appended.status == 0, "\(appended.stderr)")
    }

    @Test("An unknown size is refused")
    func unknownSize() throws {
        let site = try TemporarySite([:])
        let result = try CLI.run(["generate", "XXL", site.root.appendingPathComponent("game").path], executable: CLI.benchBinary)
        #expect(result.status == 1)
        #expect(!FileManager.default.fileExists(atPath: site.root.appendingPathComponent("game/content").path))
    }
}
