import Foundation
import Testing

/// `questline-bench compare`, which times builds by two binaries in turn (README: Comparing two
/// builds), run on the S game with the built `questline` as both binaries.
@Suite("questline-bench compare", .serialized)
struct BenchCompareTests {
    /// The S game (the sample, with the bench's instant and event) in a temporary folder.
    func smallGame() throws -> TemporarySite {
        let site = try TemporarySite([:])
        let generate = try CLI.run(["generate", "S", site.root.path, "--repo", CLI.repositoryRoot.path], executable: CLI.benchBinary)
        #expect(generate.status == 0, "\(generate.stderr)")
        return site
    }

    @Test("Times an appended event by each binary, says the outputs agree, and puts the log back")
    func appendedEvent() throws {
        let site = try smallGame()
        let log = try site.read("content/events.jsonl")
        let binary = CLI.binary.path
        let result = try CLI.run(["compare", site.root.path, binary, binary, "--rounds", "2"], executable: CLI.benchBinary)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "one appended event on \(site.root.lastPathComponent), 2 rounds in turn:")
        #expect(lines.filter { $0.hasPrefix("\(binary): wall median ") }.count == 2)
        #expect(lines.contains { $0.hasSuffix("× the first") })
        #expect(lines.last == "\(binary): the same files as the first's (stamp and manifest aside)")
        #expect(try site.read("content/events.jsonl") == log)
        // Each binary's timed build had the bench's event (an award to Sam, "bench"); the log no longer has it.
        #expect(try site.read("bench/append.jsonl").contains(#""reason":"bench""#))
        #expect(!log.contains(#""reason":"bench""#))
        for output in ["compare/0-questline", "compare/1-questline"] {
            #expect(try site.read(output + "/feed.atom").contains("<title>Sam: bench</title>"))
        }
    }

    @Test("A binary that fails stops the comparison with its command, and the log is put back")
    func failingBinary() throws {
        let site = try smallGame()
        let log = try site.read("content/events.jsonl")
        // Builds as asked before the event is appended, then fails the timed build after it.
        let failing = site.root.appendingPathComponent("failing-questline")
        try """
            #!/bin/sh
            case "$*" in *--force*) exec "\(CLI.binary.path)" "$@" ;; esac
            exit 3
            """.write(to: failing, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: failing.path)
        let result = try CLI.run(["compare", site.root.path, CLI.binary.path, failing.path, "--rounds", "1"], executable: CLI.benchBinary)
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(failing.path) build --site \(site.root.path)"))
        #expect(result.stderr.contains("exited with 3"))
        #expect(try site.read("content/events.jsonl") == log)
    }

    @Test("A full build per round; outputs that differ are named")
    func fullBuilds() throws {
        let site = try smallGame()
        let binary = CLI.binary.path
        // A second "binary": the same one with another base URL, which the feeds' links show.
        let other = site.root.appendingPathComponent("other-questline")
        try """
            #!/bin/sh
            exec "\(binary)" "$@" --base-url /elsewhere/
            """.write(to: other, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: other.path)
        let result = try CLI.run(["compare", site.root.path, binary, other.path, "--full", "--rounds", "1"], executable: CLI.benchBinary)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("full build (no output folder, no fold cache) on \(site.root.lastPathComponent), 1 round in turn:"))
        #expect(result.stdout.contains("\(other.path): "))
        #expect(result.stdout.contains("files differ from the first's"))
    }

    @Test("Too few binaries or a bad round count is a usage error")
    func usage() throws {
        let site = try smallGame()
        for arguments in [["compare", site.root.path, CLI.binary.path], ["compare", site.root.path, "a", "b", "--rounds", "0"]] {
            let result = try CLI.run(arguments, executable: CLI.benchBinary)
            #expect(result.status == 1)
            #expect(result.stderr.contains("usage:"))
        }
    }
}
