import Foundation
import Testing

/// A JPEG as a phone writes it: an EXIF block whose GPS IFD holds a latitude, an XMP packet that
/// repeats it, then an 8×8 grey baseline image.
private let phoneJPEG: [UInt8] = {
    func segment(_ marker: UInt8, _ body: [UInt8]) -> [UInt8] {
        [0xFF, marker, UInt8((body.count + 2) >> 8), UInt8((body.count + 2) & 0xFF)] + body
    }
    var tiff: [UInt8] = [0x49, 0x49, 0x2A, 0, 8, 0, 0, 0, 1, 0]           // II, IFD0 at 8, one entry
    tiff += [0x25, 0x88, 4, 0, 1, 0, 0, 0, 26, 0, 0, 0, 0, 0, 0, 0]         // GPSInfo IFD at 26; no next IFD
    tiff += [1, 0, 0x02, 0, 5, 0, 3, 0, 0, 0, 44, 0, 0, 0, 0, 0, 0, 0]      // GPSLatitude, 3 rationals at 44
    tiff += [59, 0, 0, 0, 1, 0, 0, 0, 54, 0, 0, 0, 1, 0, 0, 0, 0xD2, 0x04, 0, 0, 100, 0, 0, 0]
    var image: [UInt8] = segment(0xDB, [0] + [UInt8](repeating: 1, count: 64))
    image += segment(0xC0, [8, 0, 8, 0, 8, 1, 1, 0x11, 0])
    for table: UInt8 in [0x00, 0x10] { image += segment(0xC4, [table, 1] + [UInt8](repeating: 0, count: 15) + [0]) }
    image += segment(0xDA, [1, 1, 0, 0, 0x3F, 0]) + [0x3F, 0xFF, 0xD9]
    return [0xFF, 0xD8] + segment(0xE1, Array("Exif".utf8) + [0, 0] + tiff)
        + segment(0xE1, Array("http://ns.adobe.com/xap/1.0/\u{0}<x:xmpmeta exif:GPSLatitude=\"59,54.2N\"/>".utf8)) + image
}()

private extension Array where Element == UInt8 {
    func contains(bytes needle: [UInt8]) -> Bool {
        guard needle.count <= count else { return false }
        return (0...(count - needle.count)).contains { Array(self[$0..<$0 + needle.count]) == needle }
    }
}

@Suite("complete --media: a photo from anywhere is stored as a proof, its GPS removed", .serialized)
struct ProofCommandTests {
    /// Writes `bytes` as `name` in a folder outside the game (like ~/Pictures), optionally grown
    /// to `size` bytes, runs `complete CHALLENGE --player sam --media THAT-FILE`, then removes the folder.
    func complete(_ challenge: String, on site: TemporarySite, photo name: String, _ bytes: [UInt8],
                  size: UInt64? = nil, check: (_ photo: String) throws -> Void = { _ in }) throws -> CLIResult {
        let pictures = FileManager.default.temporaryDirectory.appendingPathComponent("questline-pictures-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: pictures) }
        let photo = pictures.appendingPathComponent(name)
        try Data(bytes).write(to: photo)
        if let size {
            let handle = try FileHandle(forWritingTo: photo)
            try handle.truncate(atOffset: size)
            try handle.close()
        }
        let result = try site.run(["complete", challenge, "--player", "sam", "--media", photo.path, "--at", "2026-06-05T10:00"])
        try check(photo.path)
        return result
    }

    func files(_ site: TemporarySite, _ folder: String) -> [String] {
        let url = site.root.appendingPathComponent(folder)
        guard let enumerator = FileManager.default.enumerator(atPath: url.path) else { return [] }
        return enumerator.compactMap { $0 as? String }.sorted()
    }

    @Test("A JPEG with GPS tags is stored under content/media/proofs/ without them, and the event names it")
    func storesWithoutGPS() throws {
        let site = try TemporarySite.small()
        let result = try complete("swim", on: site, photo: "IMG_0001.JPG", phoneJPEG) { photo throws in
            #expect([UInt8](try Data(contentsOf: URL(fileURLWithPath: photo))) == phoneJPEG, "the original is left as it was")
        }
        #expect(result.status == 0, "\(result.stderr)")
        let stored = try #require(files(site, "content/media/proofs").first)
        #expect(stored.wholeMatch(of: /2026-06-05-[0-9a-f]{16}\.jpg/) != nil, "\(stored)")
        #expect(result.sentence == "sam completed swim: +100 points, balance 100 (photo stored as content/media/proofs/\(stored))")
        #expect(try site.read("content/events.jsonl") == """
        {"at":"2026-06-05T10:00:00+02:00","challenge":"swim","id":"\(result.eventID ?? "")","media":"media/proofs/\(stored)","player":"sam","proof":"photo","type":"complete"}

        """)
        let bytes = [UInt8](try Data(contentsOf: site.root.appendingPathComponent("content/media/proofs/" + stored)))
        #expect(!bytes.contains(bytes: [0x25, 0x88]), "no GPSInfo tag")
        #expect(!bytes.contains(bytes: Array("Exif".utf8)), "no EXIF block: the photo had no orientation to keep")
        #expect(!bytes.contains(bytes: Array("GPSLatitude".utf8)), "no XMP position")
        #expect(bytes.suffix(20) == phoneJPEG.suffix(20), "the image itself is kept")
        #expect(try site.run(["check", "--as-of", "2026-06-06"]).status == 0)
    }

    @Test("A text file renamed .jpg is refused: nothing is written to content/ or the log")
    func textRenamed() throws {
        let site = try TemporarySite.small()
        let before = files(site, "content")
        let result = try complete("swim", on: site, photo: "holiday.jpg", Array("Dear diary, today we went to the beach.\n".utf8))
        #expect(result.status == 1)
        #expect(result.stderr.contains("holiday.jpg: error: the file is not a JPEG, PNG, HEIC or WebP photo (its type is read from its bytes, not its name)"),
                "\(result.stderr)")
        #expect(result.stderr.hasSuffix("nothing was recorded\n"))
        #expect(try site.read("content/events.jsonl") == "")
        #expect(files(site, "content") == before)
    }

    @Test("A photo for a completion the rules refuse is not kept")
    func refusedEventKeepsNoPhoto() throws {
        let site = try TemporarySite.small()
        let result = try complete("swimm", on: site, photo: "IMG_0002.JPG", phoneJPEG)
        #expect(result.status == 1)
        #expect(result.stderr.contains("error: unknown challenge 'swimm'"), "\(result.stderr)")
        #expect(files(site, "content/media/proofs") == [])
        #expect(try site.read("content/events.jsonl") == "")
    }

    @Test("A photo over 15 MB is refused before it is read")
    func tooLarge() throws {
        let site = try TemporarySite.small()
        let result = try complete("swim", on: site, photo: "huge.jpg", phoneJPEG, size: 16_000_000)
        #expect(result.status == 1)
        #expect(result.stderr.contains("error: the photo is 16 MB, more than the limit of 15 MB"), "\(result.stderr)")
        #expect(files(site, "content/media") == [])
    }

    @Test("A path under content/ is used as it is, as before: nothing is copied")
    func contentPathKept() throws {
        let site = try TemporarySite.small()
        try site.write("content/media/k.jpg", "a photo already in the game")
        let result = try site.run(["complete", "swim", "--player", "sam", "--media", "media/k.jpg", "--at", "2026-06-05T10:00"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.sentence == "sam completed swim: +100 points, balance 100")
        #expect(try site.read("content/events.jsonl").contains(#""media":"media/k.jpg","player":"sam","proof":"photo""#))
        #expect(files(site, "content/media") == ["k.jpg"])
    }

    @Test("A missing photo, a device or a folder is refused without being read, with nothing written", arguments: [
        ("/nonexistent/IMG_9.JPG", "/nonexistent/IMG_9.JPG: error: no file at /nonexistent/IMG_9.JPG, neither on the disk nor under content/"),
        ("/dev/zero", "/dev/zero: error: /dev/zero is not a regular file"),
        ("/tmp", "/tmp: error: /tmp is a folder, not a photo"),
    ])
    func notAPhoto(_ path: String, _ message: String) throws {
        let site = try TemporarySite.small()
        let result = try site.run(["complete", "swim", "--player", "sam", "--media", path, "--at", "2026-06-05T10:00"])
        #expect(result.status == 1)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(try site.read("content/events.jsonl") == "")
        #expect(files(site, "content/media") == [])
    }

    @Test("A FIFO given as the photo is refused at once, never waited on for a writer")
    func fifo() throws {
        let site = try TemporarySite.small()
        let fifo = FileManager.default.temporaryDirectory.appendingPathComponent("questline-photo-\(UUID().uuidString).jpg")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        defer { try? FileManager.default.removeItem(at: fifo) }
        let result = try site.run(["complete", "swim", "--player", "sam", "--media", fifo.path, "--at", "2026-06-05T10:00"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("error: \(fifo.path) is not a regular file"), "\(result.stderr)")
        #expect(try site.read("content/events.jsonl") == "")
    }
}
