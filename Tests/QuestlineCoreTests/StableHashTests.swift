import Foundation
import Testing
@testable import QuestlineCore

/// `StableHash.Streamed` hashes a file a piece at a time (`BuildInputs`); it must give what
/// hashing the bytes whole gives, or a build's inputs would hash differently by how they were read.
@Suite("Stable hash")
struct StableHashTests {
    static func whole(_ bytes: [UInt8]) -> UInt64 {
        var hash = StableHash()
        hash.combine("before")
        bytes.withUnsafeBytes { hash.combine($0) }
        return hash.value
    }

    static func streamed(_ bytes: [UInt8], pieceBytes: Int) -> UInt64 {
        var hash = StableHash()
        hash.combine("before")
        var streamed = StableHash.Streamed(count: bytes.count)
        var offset = 0
        while offset < bytes.count {
            let end = min(bytes.count, offset + pieceBytes)
            bytes[offset..<end].withUnsafeBytes { streamed.combine(piece: $0, into: &hash) }
            offset = end
        }
        streamed.finish(into: &hash)
        return hash.value
    }

    @Test("Bytes hashed in pieces of whole words hash as they do whole", arguments: [0, 1, 7, 8, 9, 16, 63, 64, 65, 1_000])
    func piecesAsWhole(count: Int) {
        let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        for pieceBytes in [8, 16, 64, 4_096] {
            #expect(Self.streamed(bytes, pieceBytes: pieceBytes) == Self.whole(bytes), "\(count) bytes in pieces of \(pieceBytes)")
        }
    }

    @Test("The count and every byte count")
    func everyByteCounts() {
        let bytes = [UInt8](repeating: 0, count: 9)
        #expect(Self.whole(bytes) != Self.whole(Array(bytes.dropLast())))
        var changed = bytes
        changed[8] = 1
        #expect(Self.streamed(changed, pieceBytes: 8) != Self.streamed(bytes, pieceBytes: 8))
    }
}
