import Foundation
import Testing
@testable import QuestlineCore

/// A site folder with a content folder, and a folder beside it that is not the game's.
private final class ProofSite {
    let top = FileManager.default.temporaryDirectory.appendingPathComponent("questline-proofs-\(UUID().uuidString)")
    var root: URL { top.appendingPathComponent("site") }
    var elsewhere: URL { top.appendingPathComponent("elsewhere") }
    var proofs: URL { root.appendingPathComponent("content/media/proofs") }

    init() throws {
        try FileManager.default.createDirectory(at: root.appendingPathComponent("content"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: top) }

    func files(in url: URL) -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted() }

    func link(_ path: String, to destination: URL) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: url, withDestinationURL: destination)
    }
}

@Suite("Photo proofs are stored under content/media/proofs/, cleaned, never through a link")
struct ProofStoreTests {
    let day = LocalDate(year: 2026, month: 6, day: 13)!

    @Test("A JPEG is stored with a generated name, the day and 64 random bits, and its GPS removed")
    func stores() throws {
        let site = try ProofSite()
        let path = try ProofStore(root: site.root).store(SampleImages.jpegWithGPS, day: day)
        #expect(path.wholeMatch(of: /media\/proofs\/2026-06-13-[0-9a-f]{16}\.jpg/) != nil, "\(path)")
        let stored = try [UInt8](Data(contentsOf: site.root.appendingPathComponent("content/" + path)))
        #expect(stored == (try ProofPhoto(SampleImages.jpegWithGPS).bytes))
        #expect(site.files(in: site.proofs) == [String(path.dropFirst("media/proofs/".count))], "no temporary file is left")
    }

    @Test("The extension follows the bytes, not a name: a PNG is stored as .png")
    func pngExtension() throws {
        let site = try ProofSite()
        let path = try ProofStore(root: site.root).store(SampleImages.pngWithGPS, day: day)
        #expect(path.hasSuffix(".png"))
    }

    @Test("Two proofs of the same day get different names")
    func distinctNames() throws {
        let site = try ProofSite()
        let store = ProofStore(root: site.root)
        #expect(try store.store(SampleImages.pngClean, day: day) != (try store.store(SampleImages.pngClean, day: day)))
    }

    static let refused: [[UInt8]] = [Array("not a photo".utf8), SampleImages.heic, [0xFF, 0xD8, 0xFF, 0xE1]]

    @Test("A refused photo leaves no file and makes no folder", arguments: refused)
    func refusedLeavesNothing(_ bytes: [UInt8]) throws {
        let site = try ProofSite()
        #expect(throws: ProofError.self) { try ProofStore(root: site.root).store(bytes, day: day) }
        #expect(site.files(in: site.root.appendingPathComponent("content")) == [])
    }

    @Test("A photo over the store's limit is refused")
    func limit() throws {
        let site = try ProofSite()
        #expect(throws: ProofError.tooLarge(size: SampleImages.jpegWithGPS.count, limit: 64)) {
            try ProofStore(root: site.root, sizeLimit: 64).store(SampleImages.jpegWithGPS, day: day)
        }
    }

    @Test("A symbolic link as media/ or media/proofs/ is refused and nothing is written where it leads", arguments: [
        "content/media", "content/media/proofs",
    ])
    func links(_ linked: String) throws {
        let site = try ProofSite()
        try site.link(linked, to: site.elsewhere)
        #expect(throws: ProofError.self) { try ProofStore(root: site.root).store(SampleImages.pngClean, day: day) }
        do { _ = try ProofStore(root: site.root).store(SampleImages.pngClean, day: day) } catch {
            #expect(error.description.contains("must be a real folder, not a symbolic link"), "\(error)")
        }
        #expect(site.files(in: site.elsewhere) == [])
    }

    @Test("A content folder that is a link is refused")
    func contentLink() throws {
        let site = try ProofSite()
        try FileManager.default.removeItem(at: site.root.appendingPathComponent("content"))
        try site.link("content", to: site.elsewhere)
        #expect(throws: ProofError.self) { try ProofStore(root: site.root).store(SampleImages.pngClean, day: day) }
        #expect(site.files(in: site.elsewhere) == [])
    }

    @Test("remove takes back a stored proof and touches nothing outside media/proofs/")
    func remove() throws {
        let site = try ProofSite()
        let store = ProofStore(root: site.root)
        let path = try store.store(SampleImages.pngClean, day: day)
        try Data("keep".utf8).write(to: site.root.appendingPathComponent("content/media/keep.png"))
        store.remove("media/keep.png")
        store.remove("media/proofs/../keep.png")
        store.remove(path)
        #expect(site.files(in: site.proofs) == [])
        #expect(site.files(in: site.root.appendingPathComponent("content/media")) == ["keep.png", "proofs"])
    }
}
