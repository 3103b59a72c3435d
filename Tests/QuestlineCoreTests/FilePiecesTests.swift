import Foundation
import Testing
@testable import QuestlineCore

@Suite("Reading a file a piece at a time")
struct FilePiecesTests {
    /// The pieces `FilePieces.read` hands over for a file of `text`, and what it returns.
    func pieces(of text: String, upTo count: Int, pieceBytes: Int) throws -> ([String], Int) {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("pieces-\(UUID().uuidString)")
        try Data(text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let descriptor = open(url.path, O_RDONLY)
        defer { close(descriptor) }
        var pieces: [String] = []
        let read = try FilePieces.read(descriptor, upTo: count, pieceBytes: pieceBytes, path: url.path) {
            pieces.append(String(decoding: $0, as: UTF8.self))
        }
        return (pieces, read)
    }

    @Test("Whole pieces up to the count, the last one shorter; fewer bytes only when the file ends")
    func pieces() throws {
        #expect(try pieces(of: "0123456789", upTo: 6, pieceBytes: 4) == (["0123", "45"], 6))
        #expect(try pieces(of: "0123456789", upTo: 25, pieceBytes: 4) == (["0123", "4567", "89"], 10))
        #expect(try pieces(of: "0123456789", upTo: 8, pieceBytes: 4) == (["0123", "4567"], 8))
        #expect(try pieces(of: "", upTo: 5, pieceBytes: 4) == ([], 0))
        #expect(try pieces(of: "abc", upTo: 0, pieceBytes: 4) == ([], 0))
    }
}
