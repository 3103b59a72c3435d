import Foundation
import Testing
import QuestlineCore
@testable import QuestlineSite

/// Media copied from their files while they are written (`OutputFile.source`), never all held at once.
@Suite("Writing copies of files")
struct OutputWriterCopyTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("questline-copy-\(UUID().uuidString)")
    var output: URL { folder.appendingPathComponent("output") }

    func source(_ name: String, _ bytes: Data) throws -> String {
        let url = folder.appendingPathComponent("content/" + name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try bytes.write(to: url)
        return url.path
    }

    func manifestHash(of path: String) throws -> String? {
        let manifest = try #require(BuildManifest.read(from: output))
        return manifest.entries.first { $0.path == path }?.hash
    }

    @Test("A copy has its source's bytes and their SHA-256 in the manifest, new folder or not; the same again is unchanged")
    func copies() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let photo = Data((0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 7) })
        let path = try source("media/a.jpg", photo)
        let writer = OutputWriter(folder: output)
        // A new output folder.
        #expect(try writer.write([OutputFile(path: "index.html", text: "home"), OutputFile(path: "media/a.jpg", copying: path)]).written == 2)
        #expect(try Data(contentsOf: output.appendingPathComponent("media/a.jpg")) == photo)
        #expect(try manifestHash(of: "media/a.jpg") == FileDigest.hex(photo))
        #expect(try writer.write([OutputFile(path: "index.html", text: "home"), OutputFile(path: "media/a.jpg", copying: path)])
                == WriteSummary(written: 0, unchanged: 2, removed: 0))
        // The source changed: the copy is written again, into the folder that is there now.
        var changed = photo
        changed[0] ^= 0xff
        _ = try self.source("media/a.jpg", changed)
        #expect(try writer.write([OutputFile(path: "index.html", text: "home"), OutputFile(path: "media/a.jpg", copying: path)]).written == 1)
        #expect(try Data(contentsOf: output.appendingPathComponent("media/a.jpg")) == changed)
        #expect(try manifestHash(of: "media/a.jpg") == FileDigest.hex(changed))
    }

    @Test("A source gone before it is copied fails the build, and nothing is written: new folder or not")
    func sourceGone() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let writer = OutputWriter(folder: output)
        let missing = folder.appendingPathComponent("content/media/gone.jpg").path
        #expect(throws: QuestlineError.self) {
            try writer.write([OutputFile(path: "index.html", text: "home"), OutputFile(path: "media/gone.jpg", copying: missing)])
        }
        #expect(!FileManager.default.fileExists(atPath: output.path))
        _ = try writer.write([OutputFile(path: "index.html", text: "old")])
        #expect(throws: QuestlineError.self) {
            try writer.write([OutputFile(path: "index.html", text: "new"), OutputFile(path: "media/gone.jpg", copying: missing)])
        }
        #expect(try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8) == "old")
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).sorted() == [OutputWriter.manifestName, "index.html"])
    }

    @Test("A source that is a link is not read through")
    func sourceLink() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let secret = try source("secret.txt", Data("secret".utf8))
        let link = folder.appendingPathComponent("content/media/link.jpg").path
        try FileManager.default.createDirectory(atPath: (link as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: secret)
        #expect(throws: QuestlineError.self) {
            try OutputWriter(folder: output).write([OutputFile(path: "media/link.jpg", copying: link)])
        }
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("media/link.jpg").path))
    }
}
