import Foundation
import Testing
import QuestlineCore
@testable import QuestlineUploads

/// A multipart/form-data body as a browser sends it: CRLF line ends, a closing delimiter.
private func body(boundary: String = "----WebKitFormBoundary7MA4YWxkTrZu0gW", _ parts: [(headers: [String], body: [UInt8])]) -> [UInt8] {
    var out: [UInt8] = []
    for part in parts {
        out += Array("--\(boundary)\r\n".utf8)
        for header in part.headers { out += Array("\(header)\r\n".utf8) }
        out += Array("\r\n".utf8) + part.body + Array("\r\n".utf8)
    }
    return out + Array("--\(boundary)--\r\n".utf8)
}

private func field(_ name: String, _ value: String) -> (headers: [String], body: [UInt8]) {
    (["Content-Disposition: form-data; name=\"\(name)\""], Array(value.utf8))
}

private func file(_ name: String, filename: String, type: String, _ bytes: [UInt8]) -> (headers: [String], body: [UInt8]) {
    (["Content-Disposition: form-data; name=\"\(name)\"; filename=\"\(filename)\"", "Content-Type: \(type)"], bytes)
}

/// Bytes that look like a photo's: every value, CR and LF and the boundary's dashes among them.
private let binary: [UInt8] = [0xFF, 0xD8, 0xFF] + (0...255).map(UInt8.init) + Array("\r\n--\r\n------WebKit\r\n".utf8) + [0x0D]
private let boundary = "----WebKitFormBoundary7MA4YWxkTrZu0gW"

@Suite("A multipart/form-data upload is read by MultipartKit, within limits")
struct MultipartFormTests {
    @Test("Fields and the file come back exactly, whatever bytes the file holds")
    func parses() throws {
        let form = try MultipartForm(body: body([field("challenge", "cartwheel"), field("token", "t0k3n"),
                                                 file("photo", filename: "IMG_0001.JPG", type: "image/jpeg", binary),
                                                 field("text", "Æøå 🎉")]),
                                     boundary: boundary, fileField: "photo")
        #expect(form.fields == ["challenge": "cartwheel", "token": "t0k3n", "text": "Æøå 🎉"])
        #expect(form.file == UploadedFile(field: "photo", declaredType: "image/jpeg", bytes: binary))
    }

    @Test("A form with no file part has none")
    func noFile() throws {
        let form = try MultipartForm(body: body([field("proof", "done")]), boundary: boundary, fileField: "photo")
        #expect(form.file == nil)
        #expect(form.fields == ["proof": "done"])
    }

    @Test("A filename that climbs out (../../x.jpg) is never used: the stored name is generated")
    func climbingName() throws {
        let site = FileManager.default.temporaryDirectory.appendingPathComponent("questline-upload-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: site) }
        try FileManager.default.createDirectory(at: site.appendingPathComponent("content"), withIntermediateDirectories: true)
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + [0, 0, 0, 0] + Array("IHDR".utf8) + [0, 0, 0, 0]
            + [0, 0, 0, 0] + Array("IEND".utf8) + [0, 0, 0, 0]
        let form = try MultipartForm(body: body([file("photo", filename: "../../x.jpg", type: "image/jpeg", png)]),
                                     boundary: boundary, fileField: "photo")
        let upload = try #require(form.file)
        let path = try ProofStore(root: site).store(upload.bytes, day: LocalDate(year: 2026, month: 6, day: 13)!)
        // A PNG named .jpg and declared image/jpeg is stored as what its bytes are.
        #expect(path.hasPrefix("media/proofs/2026-06-13-") && path.hasSuffix(".png"), "\(path)")
        #expect(!FileManager.default.fileExists(atPath: site.deletingLastPathComponent().appendingPathComponent("x.jpg").path))
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("x.jpg").path))
    }

    @Test("A body over the limit is refused before it is parsed")
    func oversized() {
        let big = body([file("photo", filename: "big.jpg", type: "image/jpeg", [UInt8](repeating: 0x41, count: 50_000))])
        #expect(throws: MultipartFormError.bodyTooLarge(limit: 40_000)) {
            try MultipartForm(body: big, boundary: boundary, fileField: "photo", limits: MultipartLimits(bodyBytes: 40_000))
        }
        #expect(MultipartLimits.forUpload(fileBytes: 15_000_000).bodyBytes == 15_065_536)
    }

    /// Bodies that break a limit or a rule of the form, with the error each gives.
    static let brokenForms: [([UInt8], MultipartFormError)] = {
        var cases: [([UInt8], MultipartFormError)] = []
        cases.append((body((0..<5).map { field("f\($0)", "x") }), .tooManyParts(limit: 4)))
        cases.append((body([field("text", String(repeating: "a", count: 101))]), .fieldTooLarge(name: "text", limit: 100)))
        cases.append((body([field("a", "1"), field("a", "2")]), .duplicatePart(name: "a")))
        let twoFiles = [file("photo", filename: "a.jpg", type: "image/jpeg", binary), file("photo", filename: "b.jpg", type: "image/jpeg", binary)]
        cases.append((body(twoFiles), .duplicatePart(name: "photo")))
        cases.append((body([(["Content-Disposition: form-data; name=\"text\""], [0xFF, 0xFE, 0x41])]), .fieldNotText(name: "text")))
        cases.append((body([(["Content-Type: text/plain"], Array("who am I".utf8))]), .unnamedPart))
        return cases
    }()

    @Test("Too many parts, a field too long, a field twice, two files, a field that is not text", arguments: brokenForms)
    func limits(_ bytes: [UInt8], _ expected: MultipartFormError) {
        let limits = MultipartLimits(bodyBytes: 100_000, parts: 4, fieldBytes: 100)
        #expect(throws: expected) { try MultipartForm(body: bytes, boundary: boundary, fileField: "photo", limits: limits) }
    }

    /// Bodies that are not readable multipart/form-data.
    static let unreadable: [[UInt8]] = {
        var cases: [[UInt8]] = [[], Array("hello, this is not a form".utf8)]
        cases.append((0..<4096).map { (index: Int) -> UInt8 in UInt8(truncatingIfNeeded: (index &* 2_654_435_761) >> 7) })
        cases.append(Array(body([file("photo", filename: "a.jpg", type: "image/jpeg", binary)]).dropLast(30)))
        cases.append(Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\n".utf8))
        cases.append(Array("--\(boundary)\r\nBad Header Name: x\r\n\r\nbody\r\n--\(boundary)--\r\n".utf8))
        cases.append(Array("--\(boundary)--\r\n".utf8))
        return cases
    }()

    @Test("Garbage, a cut-off body and an empty one are refused as unreadable", arguments: unreadable)
    func garbage(_ bytes: [UInt8]) {
        #expect(throws: MultipartFormError.malformed) { try MultipartForm(body: bytes, boundary: boundary, fileField: "photo") }
    }

    /// MultipartKit 4.7.1 traps on such a byte in a header name, which would stop the server:
    /// found by `scripts/fuzz.sh http`, whose input had 0xFF for the "n" of Content-Disposition.
    @Test("A part whose header name holds a byte over 0x7F is refused, not handed to MultipartKit",
          arguments: ["Conte\u{FF}t-Disposition: form-data; name=\"a\"", "Content-Disposition: form-data; name=\"a\"\r\nX-\u{80}: 1",
                      "\u{C3}\u{A6}"])
    func nonASCIIHeaderName(_ headers: String) {
        var bytes = Array("--\(boundary)\r\n".utf8) + headers.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) }
        bytes += Array("\r\n\r\nbody\r\n--\(boundary)--\r\n".utf8)
        #expect(throws: MultipartFormError.malformed) { try MultipartForm(body: bytes, boundary: boundary, fileField: "photo") }
        #expect(MultipartForm.hasNonASCIIHeaderName(bytes, boundary: boundary))
    }

    @Test("Bytes over 0x7F elsewhere are the form's: in a header's value, a field, the file, the preamble")
    func nonASCIIElsewhere() throws {
        let named = body([file("photo", filename: "Bilde på stranda 🌅.jpg", type: "image/jpeg", binary), field("text", "Æøå")])
        let form = try MultipartForm(body: Array("\u{FF}preamble\r\n".utf8) + named, boundary: boundary, fileField: "photo")
        #expect(form.file?.bytes == binary && form.fields == ["text": "Æøå"])
        // The photo's own bytes hold lines with colons and high bytes after a CRLF: no header starts there.
        #expect(!MultipartForm.hasNonASCIIHeaderName(named, boundary: boundary))
    }

    @Test("The boundary comes from the Content-Type, quoted or not")
    func boundaryFromHeader() throws {
        #expect(try MultipartBoundary.from(contentType: "multipart/form-data; boundary=\(boundary)") == boundary)
        #expect(try MultipartBoundary.from(contentType: "Multipart/Form-Data; charset=utf-8; BOUNDARY=\"a b'c\"") == "a b'c")
    }

    @Test("A missing or unusable boundary is refused", arguments: [
        "multipart/form-data", "multipart/form-data; boundary=", "multipart/form-data; boundary=\"\"",
        "application/x-www-form-urlencoded", "text/plain; boundary=abc", "",
        "multipart/form-data; boundary=" + String(repeating: "x", count: 71), "multipart/form-data; boundary=a<b>",
    ])
    func missingBoundary(_ contentType: String) {
        #expect(throws: MultipartFormError.missingBoundary) { try MultipartBoundary.from(contentType: contentType) }
    }

    @Test("An empty boundary handed in directly is refused, not a crash in the parser")
    func emptyBoundary() {
        #expect(throws: MultipartFormError.missingBoundary) { try MultipartForm(body: body([]), boundary: "", fileField: "photo") }
    }
}
