import Foundation
import QuestlineCore

/// Content held as bytes, as on disk: a file that is not UTF-8 is refused as `DirectorySource`
/// refuses it, and the log is handed over in small pieces, split after newlines, so the fuzzer
/// reaches the reader's seams too.
struct FuzzSource: ContentSource {
    var files: [String: Data]
    /// The media files under `content/` (`media/jo.jpg`).
    var media: Set<String>
    var pieceBytes = 64

    func text(at path: String) throws -> String? {
        guard let data = files[path] else { return nil }
        guard let text = String(data: data, encoding: .utf8) else {
            throw QuestlineError("\(path) is not UTF-8 text", at: SourceLocation(file: path))
        }
        return text
    }

    func mediaStatus(_ path: String) -> MediaStatus {
        MediaPath.lexicalProblem(path) != nil ? .outside : media.contains(path) ? .file : .missing
    }

    func readPieces(at path: String, pieceBytes _: Int, rawPrefix: Int, raw: (UnsafeRawBufferPointer) throws -> Void,
                    _ body: (Data) throws -> Bool) throws -> Bool {
        guard let data = files[path] else { return false }
        let bytes = [UInt8](data)
        let cut = min(max(0, rawPrefix), bytes.count)
        try bytes[..<cut].withUnsafeBytes { try raw($0) }
        var start = cut
        while start < bytes.count {
            var end = min(bytes.count, start + pieceBytes)
            while end < bytes.count, bytes[end - 1] != 0x0A { end += 1 }
            if try !body(Data(bytes[start..<end])) { break }
            start = end
        }
        return true
    }
}
