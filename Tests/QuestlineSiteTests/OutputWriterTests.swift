import Foundation
import Testing
import QuestlineCore
@testable import QuestlineSite

@Suite("Writing the output folder")
struct OutputWriterTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("questline-writer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func read(_ path: String) -> String? {
        try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    /// The manifest's text for these paths and texts, as `sha256sum` would print it.
    static func manifest(_ files: [(String, String)]) -> String {
        files.map { "\(FileDigest.hex(Data($0.1.utf8)))  \($0.0)\n" }.joined()
    }

    @Test("A first build writes every file and a manifest")
    func firstBuild() throws {
        let summary = try OutputWriter(folder: folder).write([OutputFile(path: "index.html", text: "home"), OutputFile(path: "a/b/index.html", text: "b")])
        #expect(summary == WriteSummary(written: 2, unchanged: 0, removed: 0))
        #expect(read("a/b/index.html") == "b")
        // In the order the build made them, which is the same for the same game.
        #expect(read(OutputWriter.manifestName) == Self.manifest([("index.html", "home"), ("a/b/index.html", "b")]))
    }

    @Test("The same files in another order are listed anew and nothing is removed")
    func reordered() throws {
        let writer = OutputWriter(folder: folder)
        _ = try writer.write([OutputFile(path: "a.html", text: "a"), OutputFile(path: "b.html", text: "b")])
        let summary = try writer.write([OutputFile(path: "b.html", text: "b"), OutputFile(path: "a.html", text: "a")])
        #expect(summary == WriteSummary(written: 0, unchanged: 2, removed: 0))
        #expect(read(OutputWriter.manifestName) == Self.manifest([("b.html", "b"), ("a.html", "a")]))
        #expect(read("a.html") == "a" && read("b.html") == "b")
        // A manifest with a torn last line vouches for nothing: nothing is removed, and it says so.
        let torn = Self.manifest([("b.html", "b"), ("a.html", "a"), ("c.html", "c")]).dropLast()
        try Data(torn.utf8).write(to: folder.appendingPathComponent(OutputWriter.manifestName))
        try Data("c".utf8).write(to: folder.appendingPathComponent("c.html"))
        let afterTorn = try writer.write([OutputFile(path: "b.html", text: "b"), OutputFile(path: "a.html", text: "a")])
        #expect(afterTorn.removed == 0)
        #expect(afterTorn.warnings.map { $0.message }.contains { $0.contains("does not read") })
        #expect(read("c.html") == "c")
    }

    @Test("Unchanged files are not rewritten")
    func unchanged() throws {
        let writer = OutputWriter(folder: folder)
        _ = try writer.write([OutputFile(path: "index.html", text: "home"), OutputFile(path: "x.css", text: "x")])
        let url = folder.appendingPathComponent("index.html")
        let before = try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000)], ofItemAtPath: url.path)
        let summary = try writer.write([OutputFile(path: "index.html", text: "home"), OutputFile(path: "x.css", text: "changed")])
        #expect(summary == WriteSummary(written: 1, unchanged: 1, removed: 0))
        let after = try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date
        #expect(after == Date(timeIntervalSince1970: 1_000))
        #expect(before != nil)
        #expect(read("x.css") == "changed")
    }

    @Test("A rebuild that changes nothing touches no file, not even the manifest")
    func noChange() throws {
        let writer = OutputWriter(folder: folder)
        let files = [OutputFile(path: "index.html", text: "home")]
        _ = try writer.write(files)
        let manifest = folder.appendingPathComponent(OutputWriter.manifestName).path
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000)], ofItemAtPath: manifest)
        #expect(try writer.write(files) == WriteSummary(written: 0, unchanged: 1, removed: 0))
        #expect(try FileManager.default.attributesOfItem(atPath: manifest)[.modificationDate] as? Date == Date(timeIntervalSince1970: 1_000))
        _ = try writer.write(files + [OutputFile(path: "new.html", text: "n")])
        #expect(read(OutputWriter.manifestName) == Self.manifest([("index.html", "home"), ("new.html", "n")]))
    }

    @Test("Files an earlier build wrote are removed; files questline never wrote stay")
    func removal() throws {
        let writer = OutputWriter(folder: folder)
        _ = try writer.write([OutputFile(path: "index.html", text: "home"), OutputFile(path: "rewards/old/index.html", text: "old")])
        try "mine".write(to: folder.appendingPathComponent("CNAME"), atomically: true, encoding: .utf8)
        try "mine too".write(to: folder.appendingPathComponent("rewards/notes.txt"), atomically: true, encoding: .utf8)
        let summary = try writer.write([OutputFile(path: "index.html", text: "home")])
        #expect(summary == WriteSummary(written: 0, unchanged: 1, removed: 1))
        #expect(read("rewards/old/index.html") == nil)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("rewards/old").path))
        #expect(read("CNAME") == "mine")
        #expect(read("rewards/notes.txt") == "mine too")
    }

    @Test("A manifest that names a path outside the folder removes nothing at all", arguments: ["../", "/tmp/"])
    func hostileManifest(_ start: String) throws {
        let outside = folder.deletingLastPathComponent().appendingPathComponent("questline-keep-\(UUID().uuidString)")
        try "keep".write(to: outside, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: outside) }
        try "ours".write(to: folder.appendingPathComponent("old.html"), atomically: true, encoding: .utf8)
        let named = start == "../" ? "../\(outside.lastPathComponent)" : outside.path
        try Self.manifest([(named, "keep"), ("old.html", "ours")])
            .write(to: folder.appendingPathComponent(OutputWriter.manifestName), atomically: true, encoding: .utf8)
        let summary = try OutputWriter(folder: folder).write([OutputFile(path: "index.html", text: "home")])
        #expect(FileManager.default.fileExists(atPath: outside.path))
        #expect(read("old.html") == "ours")
        #expect(summary.removed == 0)
        #expect(summary.warnings.map(\.message) == [".questline-manifest in the output folder names \"\(named)\", which is not a path inside it: no file was removed"])
    }

    @Test("Paths that climb out of the folder are refused before anything is written", arguments: ["../x", "/etc/x", "a//b", ".questline-manifest", ".questline-build",
                                                                                                        "", "/", "a/", "..", "a/..", "a/../b", "a/b/../../..", "//x"])
    func refusesBadPaths(_ path: String) throws {
        #expect(throws: QuestlineError.self) {
            try OutputWriter(folder: folder).write([OutputFile(path: "index.html", text: "home"), OutputFile(path: path, text: "x")])
        }
        #expect(read("index.html") == nil)
    }

    @Test("Paths inside the folder pass, dots and all", arguments: ["index.html", "a/b/c.html", ".well-known/x", "a/./b", "a..b/c", "...", "a/...", "..a/b.", "é/ü.html"])
    func acceptsPaths(_ path: String) throws {
        try OutputWriter.check(path)
    }

    @Test("If one changed file cannot be written, none is: the old output stays, and no temporary file is left")
    func allOrNothing() throws {
        let writer = OutputWriter(folder: folder)
        _ = try writer.write([OutputFile(path: "a.html", text: "old a"), OutputFile(path: "c/index.html", text: "old c")])
        // A file where the last page needs a folder: its temporary file cannot be made.
        try "mine".write(to: folder.appendingPathComponent("blocker"), atomically: true, encoding: .utf8)
        #expect(throws: (any Error).self) {
            try writer.write([OutputFile(path: "a.html", text: "new a"), OutputFile(path: "b/new/index.html", text: "new b"),
                              OutputFile(path: "blocker/index.html", text: "x"), OutputFile(path: "c/index.html", text: "new c")])
        }
        #expect(read("a.html") == "old a")
        #expect(read("c/index.html") == "old c")
        #expect(read(OutputWriter.manifestName) == Self.manifest([("a.html", "old a"), ("c/index.html", "old c")]))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("b").path))
        let names = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
        #expect(names.filter { $0.contains(".questline-tmp") } == [])
    }

    @Test("No temporary files are left behind")
    func noTemporaries() throws {
        _ = try OutputWriter(folder: folder).write([OutputFile(path: "a/index.html", text: "a")])
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("a").path)
        #expect(names == ["index.html"])
    }

    // A folder that is not there yet is made whole beside its place and renamed into it.

    /// A place for an output folder that does not exist yet, inside this test's folder.
    var newFolder: URL { folder.appendingPathComponent("site") }

    @Test("A new output folder gets every file and the manifest, and no staging folder is left")
    func newFolderWhole() throws {
        let writer = OutputWriter(folder: newFolder)
        let summary = try writer.write([OutputFile(path: "index.html", text: "home"), OutputFile(path: "a/b/index.html", text: "b")])
        #expect(summary == WriteSummary(written: 2, unchanged: 0, removed: 0))
        #expect(read("site/a/b/index.html") == "b")
        #expect(read("site/\(OutputWriter.manifestName)") == Self.manifest([("index.html", "home"), ("a/b/index.html", "b")]))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["site"])
        // The next build finds the folder and compares, as any rebuild does.
        #expect(try writer.write([OutputFile(path: "index.html", text: "home")]) == WriteSummary(written: 0, unchanged: 1, removed: 1))
    }

    @Test("A new output folder's parents are made too")
    func newFolderParents() throws {
        let deep = folder.appendingPathComponent("x/y/site")
        _ = try OutputWriter(folder: deep).write([OutputFile(path: "index.html", text: "home")])
        #expect(read("x/y/site/index.html") == "home")
    }

    @Test("A staging folder left by a stopped build is removed, not merged; a running build's is left alone")
    func staleStaging() throws {
        let writer = OutputWriter(folder: newFolder)
        // A process id above any the system hands out: its build is gone.
        let stopped = ".site.questline-tmp.99999999.00000000deadbeef", running = TemporaryName.make(for: "site")
        for name in [stopped, running] {
            let staging = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: staging.appendingPathComponent("old"), withIntermediateDirectories: true)
            try "stale".write(to: staging.appendingPathComponent("old/index.html"), atomically: false, encoding: .utf8)
            try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-120)], ofItemAtPath: staging.path)
        }
        _ = try writer.write([OutputFile(path: "index.html", text: "home")])
        #expect(read("site/old/index.html") == nil)
        #expect(read("site/index.html") == "home")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [running, "site"].sorted())
    }

    @Test("If a file of a new output folder cannot be written, there is no output folder and no staging folder")
    func newFolderAllOrNothing() throws {
        let writer = OutputWriter(folder: newFolder)
        // "a" is a file and a folder at once: the second cannot be made.
        #expect(throws: (any Error).self) {
            try writer.write([OutputFile(path: "a", text: "file"), OutputFile(path: "a/index.html", text: "page")])
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
    }

    @Test("A link to nowhere where the output folder goes is not replaced by a new folder")
    func danglingLink() throws {
        try FileManager.default.createSymbolicLink(atPath: newFolder.path, withDestinationPath: folder.appendingPathComponent("gone").path)
        #expect(throws: (any Error).self) { try OutputWriter(folder: newFolder).write([OutputFile(path: "index.html", text: "home")]) }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: newFolder.path) == folder.appendingPathComponent("gone").path)
    }
}
