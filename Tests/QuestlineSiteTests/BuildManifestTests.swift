import Foundation
import Testing
import QuestlineCore
@testable import QuestlineSite

@Suite("The build manifest and the inputs' hash")
struct BuildManifestTests {
    let folder: URL
    var out: URL { folder.appendingPathComponent("out") }

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("questline-manifest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func write(_ path: String, _ text: String) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func record(inputs: UInt64 = 0xfeed_beef, besidesLog: UInt64 = 0xcafe) throws -> BuildManifest.Build {
        let state = try #require(GameCheck.run(source: InMemorySource(SecretsTests.fixture.files), asOf: Fixture.instant("2026-06-13T20:00")).state)
        return BuildManifest.Build(inputs: .init(all: inputs, besidesLog: besidesLog, content: 0), state: state, warnings: 2)
    }

    static let files = [OutputFile(path: "index.html", text: "home"),
                        OutputFile(path: "a b/index.html", bytes: Data("a page with a space in its path".utf8), fingerprint: 0xabc)]

    /// The manifest a build of `files` leaves in `out`.
    func manifest(_ files: [OutputFile] = Self.files) throws -> BuildManifest {
        _ = try OutputWriter(folder: out).write(files, build: record())
        return try #require(BuildManifest.read(from: out))
    }

    @Test("A manifest reads back as it was written, and sha256sum checks the files by it")
    func roundTrip() throws {
        let manifest = try manifest()
        #expect(BuildManifest(decoding: manifest.encoded()) == manifest)
        #expect(manifest.build == (try record()))
        #expect(manifest.build?.validUntil == "2026-06-14T00:00:00+02:00")
        let status = try #require(FileStatus.of(path: out.path + "/a b/index.html"))
        #expect(manifest.entries.map(\.status) == [FileStatus.of(path: out.path + "/index.html"), status])
        let text = String(decoding: manifest.encoded(), as: UTF8.self)
        #expect(text.hasPrefix("# questline-manifest 4\n# inputs feedbeef\n# besides-log cafe\n"))
        #expect(text.contains("\n# 31 \(status.modified) abc\n\(FileDigest.hex(Self.files[1].bytes))  a b/index.html\n"))
        let sha256sum = URL(fileURLWithPath: "/usr/bin/sha256sum")
        if FileManager.default.isExecutableFile(atPath: sha256sum.path) {
            let process = Process()
            process.executableURL = sha256sum
            process.arguments = ["-c", "--quiet", "--strict", BuildManifest.fileName]
            process.currentDirectoryURL = out
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
        }
    }

    @Test("A manifest's inputs are read from its head alone; another format or a torn head has none")
    func inputsFromTheHead() throws {
        let bytes = try manifest().encoded()
        #expect(BuildManifest.inputs(in: bytes) == 0xfeed_beef)
        // The file lines are not read: a manifest torn after its head still names its inputs
        // (and, read whole, is no manifest).
        let torn = bytes.prefix(60)
        #expect(BuildManifest.inputs(in: torn) == 0xfeed_beef)
        #expect(BuildManifest(decoding: torn) == nil)
        for text in ["", "# questline-manifest 4\n", "# questline-manifest 4\n# inputs feedbeef", "# questline-manifest 3\n# inputs feedbeef\nx\n",
                     "# questline-manifest 4\n# besides-log 1\n# inputs 2\n", "# questline-manifest 4\n# inputs xyz\n# besides-log 1\n",
                     "questline-build 3\ninputs feedbeef\nbesides-log 1\n"] {
            #expect(BuildManifest.inputs(in: Data(text.utf8)) == nil, "\(text)")
        }
    }

    static let head = "# questline-manifest 4\n# inputs 1\n# besides-log 2\n# changed 0\n# next 9\n# until x\n# warnings 0\n"
    static let hash = String(repeating: "ab", count: 32)

    @Test("Text that is not a whole manifest is none", arguments: [
        "# questline-manifest 4\n", "# questline-manifest 4\n# inputs 1\n",
        // Another format's header: no manifest, so the next build is a real one and removes nothing.
        "# questline-manifest 3\n# inputs 1\n# besides-log 2\n# changed 0\n# next 9\n# until x\n# warnings 0\n# files 0\n",
        // The build stamp of questline before format 4, which is no list of hashes.
        "questline-build 3\ninputs 1\nbesides-log 2\nchanged 0\nnext 9\nuntil x\nwarnings 0\nfiles 1\n1 2 - a\n",
        // Status lines with a field that is not a number, too big, missing, or one too many.
        "HEAD# files 1\n# x 2 -\nHASH  a\n",
        "HEAD# files 1\n# 18446744073709551616 2 -\nHASH  a\n",
        "HEAD# files 1\n# 1 9223372036854775808 -\nHASH  a\n",
        "HEAD# files 1\n# 1  2 -\nHASH  a\n",
        "HEAD# files 1\n# 1 2\nHASH  a\n",
        "HEAD# files 1\n# 1 2 - 3\nHASH  a\n",
        "HEAD# files 1\n# 1 2 zz\nHASH  a\n",
        "HEAD# files 1\n1 2 -\nHASH  a\n",
        // A file without its status line, or its hash line; more or fewer files than counted.
        "HEAD# files 1\nHASH  a\n",
        "HEAD# files 1\n# 1 2 -\n# 1 2 -\n",
        "HEAD# files 2\n# 1 2 -\nHASH  a\n",
        "HEAD# files 0\n# 1 2 -\nHASH  a\n",
        "HEAD# files 1\n# 1 2 -\nHASH  a\nextra",
        "HEAD# files 1\n# 1 2 -\nHASH  a",
        // Header lines out of order, or a comment in a list without header.
        "# questline-manifest 4\n# besides-log 2\n# inputs 1\n# changed 0\n# next 9\n# until x\n# warnings 0\n# files 0\n",
        "HASH  a\n# 1 2 -\n",
    ])
    func garbage(_ template: String) {
        let text = template.replacingOccurrences(of: "HEAD", with: Self.head).replacingOccurrences(of: "HASH", with: Self.hash)
        #expect(BuildManifest(decoding: Data(text.utf8)) == nil)
    }

    @Test("File lines read back with a fingerprint or none, a time before 1970, and spaces in the path")
    func fileLines() throws {
        let text = Self.head + "# files 3\n# 0 -5 -\n\(Self.hash)  a\n# 18446744073709551615 9223372036854775807 ffffffffffffffff\n"
            + "\(Self.hash)  b c/index.html\n# 7 0 0\n\(Self.hash)  d\n"
        let manifest = try #require(BuildManifest(decoding: Data(text.utf8)))
        #expect(manifest.entries == [
            BuildManifest.Entry(path: "a", hash: Self.hash, fingerprint: nil, status: FileStatus(size: 0, modified: -5)),
            BuildManifest.Entry(path: "b c/index.html", hash: Self.hash, fingerprint: .max, status: FileStatus(size: .max, modified: .max)),
            BuildManifest.Entry(path: "d", hash: Self.hash, fingerprint: 0, status: FileStatus(size: 7, modified: 0)),
        ])
        #expect(manifest.encoded() == Data(text.utf8))
    }

    @Test("A cut-off manifest is none")
    func truncated() throws {
        let bytes = try manifest().encoded()
        for length in [bytes.count - 1, bytes.count - 10, 40, 120] {
            #expect(BuildManifest(decoding: bytes.prefix(length)) == nil, "\(length) bytes")
        }
    }

    @Test("A FIFO in the manifest's place is none, read without waiting for a writer, and never removed as a stale file")
    func fifo() throws {
        _ = try manifest()
        let path = out.appendingPathComponent(BuildManifest.fileName).path
        #expect(unlink(path) == 0 && mkfifo(path, 0o600) == 0)
        #expect(BuildManifest.read(from: out) == nil)
        #expect(OutputWriter.removeIfUnchanged(atPath: path, hash: String(repeating: "0", count: 64)) == .left)
        // The next build writes the manifest in its place.
        _ = try OutputWriter(folder: out).write(Self.files, build: record())
        #expect(BuildManifest.read(from: out) != nil)
    }

    @Test("It holds for the same inputs inside the span, and the files as they were")
    func holds() throws {
        let manifest = try manifest()
        let changedAt = try #require(manifest.build?.changedAt)
        #expect(manifest.holds(inputs: 0xfeed_beef, asOf: Fixture.instant("2026-06-13T23:59:59"), in: out))
        #expect(!manifest.holds(inputs: 0xfeed_beee, asOf: Fixture.instant("2026-06-13T20:00"), in: out))
        #expect(!manifest.holds(inputs: 0xfeed_beef, asOf: Fixture.instant("2026-06-14T00:00"), in: out))
        #expect(!manifest.holds(inputs: 0xfeed_beef, asOf: changedAt.addingTimeInterval(-1), in: out))
        try write("out/index.html", "HOME")
        #expect(!manifest.holds(inputs: 0xfeed_beef, asOf: Fixture.instant("2026-06-13T20:00"), in: out))
    }

    @Test("Files with a fingerprint may be kept when only the log changed and they are as written")
    func keptFingerprints() throws {
        let manifest = try manifest()
        #expect(manifest.keptFiles(besidesLog: 0xcafe, in: out) == ["a b/index.html": KeptFile(fingerprint: 0xabc, size: 31)],
                "with its size as written")
        #expect(manifest.keptFiles(besidesLog: 0xcaff, in: out).isEmpty, "more than the log changed")
        try write("out/a b/index.html", "edited by hand")
        #expect(manifest.keptFiles(besidesLog: 0xcafe, in: out).isEmpty, "a file changed since is made again")
    }

    @Test("A kept file's status comes from the manifest before, which found it as written; the rest are looked at")
    func keptStatusCarriedOver() throws {
        let previous = try manifest()
        let files = [OutputFile(path: "index.html", text: "home, again"), OutputFile.kept(path: "a b/index.html", fingerprint: 0xabc)]
        let next = try manifest(files)
        #expect(next.entries[0].status == FileStatus.of(path: out.path + "/index.html"))
        #expect(next.entries[0].status != previous.entries[0].status)
        #expect(next.entries[1] == previous.entries[1])
    }

    @Test("Without a record of the build the manifest is a plain list: it vouches for hashes, and nothing holds or is kept")
    func plainList() throws {
        _ = try OutputWriter(folder: out).write(Self.files)
        let manifest = try #require(BuildManifest.read(from: out))
        #expect(manifest.build == nil && manifest.entries.allSatisfy { $0.status == nil && $0.fingerprint == nil })
        #expect(String(decoding: manifest.encoded(), as: UTF8.self) == Self.files.map { "\(FileDigest.hex($0.bytes))  \($0.path)\n" }.joined())
        #expect(!manifest.holds(inputs: 0xfeed_beef, asOf: Fixture.instant("2026-06-13T20:00"), in: out))
        #expect(manifest.keptFiles(besidesLog: 0xcafe, in: out).isEmpty)
    }

    @Test("The build stamp an older questline left is removed; its name is never an output file's")
    func formerStamp() throws {
        try write("out/.questline-build", "questline-build 3\n")
        _ = try manifest()
        #expect(!FileManager.default.fileExists(atPath: out.path + "/.questline-build"))
        #expect(throws: QuestlineError.self) { try OutputWriter(folder: out).write([OutputFile(path: ".questline-build", text: "x")]) }
    }

    @Test("The inputs' hash sees every byte and path under content/ and Templates/ but left-out names, and nothing else")
    func inputsHash() throws {
        try write("content/game.yaml", "title: A")
        try write("content/media/a.png", String(repeating: "x", count: 1_000))
        try write("Templates/layout.mustache", "{{main}}")
        try write("output/index.html", "built")
        func hash(_ settings: [String] = ["base-url "]) throws -> UInt64 { try BuildInputs.hash(siteFolder: folder, settings: settings) }
        func besidesLog() throws -> UInt64 { try BuildInputs.hashes(siteFolder: folder, settings: ["base-url "]).besidesLog }
        let first = try hash()
        let withoutLog = try besidesLog()
        try write("content/events.jsonl", "{}\n")
        #expect(try hash() != first && besidesLog() == withoutLog, "the log is in one number, not the other")
        try FileManager.default.removeItem(at: folder.appendingPathComponent("content/events.jsonl"))
        #expect(try hash() == first)
        #expect(try hash() == first)
        try write("output/index.html", "built again")
        try write("notes.txt", "not an input")
        #expect(try hash() == first)
        #expect(try hash(["base-url /q/"]) != first)
        try write("content/media/a.png", String(repeating: "x", count: 999) + "y")
        let second = try hash()
        #expect(second != first)
        try FileManager.default.moveItem(at: folder.appendingPathComponent("content/media/a.png"), to: folder.appendingPathComponent("content/media/b.png"))
        #expect(try hash() != second)
        try write("Templates/partials/new.mustache", "")
        #expect(try hash() != second)
        // An editor's swap, backup and autosave files, and hidden folders, are no part of the game
        // or the theme (`LeftOutNames`), under either folder.
        let (withTheme, gameFiles) = (try hash(), try BuildInputs.contentHash(siteFolder: folder))
        for path in ["Templates/partials/.new.mustache.swp", "Templates/.git/config", "Templates/assets/site.css~",
                     "content/.events.jsonl.swp", "content/challenges.yaml~", "content/#people.yaml#", "content/media/.thumbs/a.png"] {
            try write(path, "saved by an editor")
        }
        #expect(try hash() == withTheme)
        #expect(try BuildInputs.contentHash(siteFolder: folder) == gameFiles)
        // A photo proof counts with the log: a new one changes the inputs, not what is besides the log.
        let (beforeProof, contentBefore) = (try besidesLog(), try BuildInputs.hashes(siteFolder: folder, settings: ["base-url "]).content)
        let third = try hash()
        try write("content/media/proofs/2026-06-13-3f9c0a1b2c3d4e5f.jpg", "photo")
        #expect(try hash() != third)
        #expect(try besidesLog() == beforeProof)
        #expect(try BuildInputs.hashes(siteFolder: folder, settings: ["base-url "]).content == contentBefore)
        // The content's hash alone (the fold cache's key) is the same number, read without the log.
        #expect(try BuildInputs.contentHash(siteFolder: folder) == contentBefore)
        try write("content/events.jsonl", "{}\n")
        #expect(try BuildInputs.contentHash(siteFolder: folder) == contentBefore)
        try write("content/people.yaml", "- id: sam\n")
        let content = try BuildInputs.hashes(siteFolder: folder, settings: []).content
        #expect(content != contentBefore)
        #expect(try BuildInputs.contentHash(siteFolder: folder) == content)
    }

    @Test("The hash of a byte string is fixed, on every machine and in every process")
    func stableHash() {
        var hash = StableHash()
        hash.combine("questline")
        // Worked out apart from this code (Python, the same steps): a change here breaks every manifest.
        #expect(hash.value == 0xf33c_d681_088e_5c9e)
    }
}
