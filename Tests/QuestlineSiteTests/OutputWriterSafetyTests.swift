import Foundation
import Testing
import QuestlineCore
@testable import QuestlineSite

/// The writer removes only what a build wrote, and never writes, reads or removes through a link.
@Suite("Writing the output folder safely")
struct OutputWriterSafetyTests {
    let root: URL
    var folder: URL { root.appendingPathComponent("output") }
    var outside: URL { root.appendingPathComponent("outside") }

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("questline-safety-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    }

    func read(_ url: URL) -> String? { try? String(contentsOf: url, encoding: .utf8) }
    func write(_ text: String, _ url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
    func manifest(_ files: [(String, String)]) throws {
        try write(OutputWriterTests.manifest(files), folder.appendingPathComponent(OutputWriter.manifestName))
    }
    func isLink(_ url: URL) -> Bool { (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) != nil }

    @Test("Publish into content/, then build again: a user's files with those names and other bytes are left and named")
    func contentStory() throws {
        // What an earlier build into this folder wrote, as its manifest says; the user's own
        // photos, voice notes and letters have the same names but their own bytes.
        let users = [("media/alex-1.png", "a photo"), ("media/kim-video.webm", "a video"), ("media/mia-voice.ogg", "a voice")]
        for (path, text) in users { try write(text, folder.appendingPathComponent(path)) }
        try write("a page", folder.appendingPathComponent("rewards/letter/index.html"))
        try manifest(users.map { ($0.0, "what the build copied") } + [("rewards/letter/index.html", "a page")])
        let summary = try OutputWriter(folder: folder).write([OutputFile(path: "index.html", text: "home")])
        for (path, text) in users { #expect(read(folder.appendingPathComponent(path)) == text) }
        // What the build did write, unchanged since, is removed with its folders.
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("rewards").path))
        #expect(summary.removed == 1)
        #expect(summary.warnings.map(\.message) == [
            "left 3 files that the last build wrote but that are not as it wrote them (changed since, or not a plain file), so they are yours now: media/alex-1.png, media/kim-video.webm, media/mia-voice.ogg; remove them by hand if you do not need them",
        ])
        // Not listed any more: the next build neither removes them nor warns again.
        #expect(try OutputWriter(folder: folder).write([OutputFile(path: "index.html", text: "home")]).warnings == [])
        #expect(read(folder.appendingPathComponent("media/alex-1.png")) == "a photo")
    }

    @Test("Without a manifest, or with one that does not read, nothing is removed", arguments: [nil, "index.html\nold.html\n", "\u{FF}\u{FE}"])
    func noManifest(_ text: String?) throws {
        try write("old", folder.appendingPathComponent("old.html"))
        if let text { try write(text, folder.appendingPathComponent(OutputWriter.manifestName)) }
        let summary = try OutputWriter(folder: folder).write([OutputFile(path: "index.html", text: "home")])
        #expect(read(folder.appendingPathComponent("old.html")) == "old")
        #expect(summary.removed == 0)
        #expect(summary.warnings.count == (text == nil ? 0 : 1))
    }

    @Test("A manifest that cannot be read removes nothing")
    func unreadableManifest() throws {
        try write("old", folder.appendingPathComponent("old.html"))
        try manifest([("old.html", "old")])
        // A manifest that is a link is not read through.
        let manifestURL = folder.appendingPathComponent(OutputWriter.manifestName)
        try FileManager.default.moveItem(at: manifestURL, to: outside.appendingPathComponent("m"))
        try FileManager.default.createSymbolicLink(at: manifestURL, withDestinationURL: outside.appendingPathComponent("m"))
        let summary = try OutputWriter(folder: folder).write([OutputFile(path: "index.html", text: "home")])
        #expect(read(folder.appendingPathComponent("old.html")) == "old")
        #expect(summary.removed == 0 && summary.warnings.count == 1)
        #expect(!isLink(manifestURL))
        #expect(read(outside.appendingPathComponent("m")) == OutputWriterTests.manifest([("old.html", "old")]))
    }

    @Test("A manifest naming files behind a link in the output removes nothing, there or anywhere")
    func manifestThroughLink() throws {
        try write("theirs", outside.appendingPathComponent("a.html"))
        try write("ours", folder.appendingPathComponent("old.html"))
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("dir"), withDestinationURL: outside)
        try manifest([("dir/a.html", "theirs"), ("old.html", "ours")])
        let summary = try OutputWriter(folder: folder).write([OutputFile(path: "index.html", text: "home")])
        #expect(read(outside.appendingPathComponent("a.html")) == "theirs")
        #expect(read(folder.appendingPathComponent("old.html")) == "ours")
        #expect(summary.removed == 0)
        #expect(summary.warnings.map(\.message) == [".questline-manifest in the output folder names files behind dir, which is a link or a file, not a folder: no file was removed"])
    }

    @Test("A stale file that is now a link is left, and what it leads to too")
    func staleLink() throws {
        try write("theirs", outside.appendingPathComponent("a.html"))
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("old.html"), withDestinationURL: outside.appendingPathComponent("a.html"))
        try manifest([("old.html", "theirs")])
        let summary = try OutputWriter(folder: folder).write([OutputFile(path: "index.html", text: "home")])
        #expect(isLink(folder.appendingPathComponent("old.html")))
        #expect(read(outside.appendingPathComponent("a.html")) == "theirs")
        #expect(summary.removed == 0 && summary.warnings.count == 1)
    }

    @Test("A file already on disk with the right bytes is written anyway when no manifest vouches for it: then it is the build's")
    func unvouched() throws {
        try write("home", folder.appendingPathComponent("index.html"))
        let writer = OutputWriter(folder: folder)
        #expect(try writer.write([OutputFile(path: "index.html", text: "home")]) == WriteSummary(written: 1, unchanged: 0, removed: 0))
        #expect(try writer.write([OutputFile(path: "index.html", text: "home")]) == WriteSummary(written: 0, unchanged: 1, removed: 0))
        // Changed by hand since: written again, never taken as unchanged.
        try write("edited", folder.appendingPathComponent("index.html"))
        #expect(try writer.write([OutputFile(path: "index.html", text: "home")]).written == 1)
    }

    @Test("A file in the output that is a link is replaced by a real file; where it led is untouched")
    func linkedFile() throws {
        let writer = OutputWriter(folder: folder)
        _ = try writer.write([OutputFile(path: "index.html", text: "home"), OutputFile(path: "a.css", text: "css")])
        for (name, text) in [("index.html", "home"), ("a.css", "other")] {
            try write(text, outside.appendingPathComponent(name))
            try FileManager.default.removeItem(at: folder.appendingPathComponent(name))
            try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent(name), withDestinationURL: outside.appendingPathComponent(name))
        }
        // The same bytes behind the link are not the file: it is written as any changed file.
        let summary = try writer.write([OutputFile(path: "index.html", text: "home"), OutputFile(path: "a.css", text: "css")])
        #expect(summary.written == 2)
        for (name, text) in [("index.html", "home"), ("a.css", "css")] {
            #expect(!isLink(folder.appendingPathComponent(name)))
            #expect(read(folder.appendingPathComponent(name)) == text)
        }
        #expect(read(outside.appendingPathComponent("a.css")) == "other")
        #expect(read(outside.appendingPathComponent("index.html")) == "home")
    }

    @Test("A folder in the output that is a link is replaced by a real folder; nothing is made where it led")
    func linkedFolder() throws {
        let writer = OutputWriter(folder: folder)
        _ = try writer.write([OutputFile(path: "index.html", text: "home")])
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("rewards"), withDestinationURL: outside)
        let summary = try writer.write([OutputFile(path: "index.html", text: "home"), OutputFile(path: "rewards/letter/index.html", text: "letter")])
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path) == [])
        #expect(!isLink(folder.appendingPathComponent("rewards")))
        #expect(read(folder.appendingPathComponent("rewards/letter/index.html")) == "letter")
        #expect(summary.warnings.map(\.message) == ["replaced 1 link in the output folder with a real folder, as a build never writes through a link: rewards"])
    }

    @Test("Unchanged files behind a linked folder are not taken as written: the folder is replaced and they are written")
    func unchangedBehindLink() throws {
        let writer = OutputWriter(folder: folder)
        _ = try writer.write([OutputFile(path: "rewards/letter/index.html", text: "letter")])
        try FileManager.default.moveItem(at: folder.appendingPathComponent("rewards"), to: outside.appendingPathComponent("rewards"))
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("rewards"), withDestinationURL: outside.appendingPathComponent("rewards"))
        let summary = try writer.write([OutputFile(path: "rewards/letter/index.html", text: "letter")])
        #expect(summary.written == 1)
        #expect(!isLink(folder.appendingPathComponent("rewards")))
        #expect(read(outside.appendingPathComponent("rewards/letter/index.html")) == "letter")
    }

    @Test("If the write fails, a link replaced by a folder is put back")
    func linkPutBack() throws {
        let writer = OutputWriter(folder: folder)
        _ = try writer.write([OutputFile(path: "index.html", text: "home")])
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("rewards"), withDestinationURL: outside)
        try write("mine", folder.appendingPathComponent("blocker"))
        #expect(throws: (any Error).self) {
            try writer.write([OutputFile(path: "rewards/a.html", text: "a"), OutputFile(path: "blocker/index.html", text: "x")])
        }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.appendingPathComponent("rewards").path) == outside.path)
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path) == [])
    }

    @Test("Two writers into one new folder at once both succeed, and the folder is as one writer leaves it")
    func racingWriters() throws {
        let files = (0..<50).map { OutputFile(path: "p\($0 % 5)/\($0).html", text: "page \($0)") }
        for round in 0..<10 {
            let target = root.appendingPathComponent("race-\(round)")
            let results = Parallel.map(2) { _ in Result { try OutputWriter(folder: target).write(files) } }
            for result in results { #expect((try? result.get()) != nil) }
            for file in files { #expect(read(target.appendingPathComponent(file.path)) == String(decoding: file.bytes, as: UTF8.self)) }
            let left = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.contains("questline-tmp") }
            #expect(left == [])
        }
    }
}
