import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's bytes read a piece at a time into one buffer, for work that only looks at them (a
/// hash): reading a big log into fresh memory costs more than hashing it.
public enum FilePieces {
    /// Reads up to `count` bytes from `descriptor`'s current offset, each piece `pieceBytes` long
    /// (short reads are filled up; only the last piece, or one cut by the end of the file, is
    /// shorter) and hands each to `body`. Returns how many bytes were read: fewer than `count`
    /// only when the file ended first. `path` names the file in the error a failed read throws.
    @discardableResult
    public static func read(_ descriptor: Int32, upTo count: Int, pieceBytes: Int, path: String,
                            _ body: (UnsafeRawBufferPointer) throws -> Void) throws -> Int {
        guard count > 0 else { return 0 }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: min(count, max(1, pieceBytes)), alignment: 8)
        defer { buffer.deallocate() }
        var total = 0
        while total < count {
            let piece = min(buffer.count, count - total)
            var filled = 0
            while filled < piece {
                let result = systemRead(descriptor, buffer.baseAddress! + filled, piece - filled)
                if result < 0, errno == EINTR { continue }
                guard result >= 0 else { throw QuestlineError("cannot read \(path): \(String(cString: strerror(errno)))") }
                guard result > 0 else { break }
                filled += result
            }
            if filled > 0 { try body(UnsafeRawBufferPointer(rebasing: buffer[..<filled])) }
            total += filled
            if filled < piece { break }
        }
        return total
    }
}

/// `read(2)`, under a name no method shadows.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
