/// A `StableHash` of bytes that arrive in pieces: the same value however they are split, so the
/// event log's first bytes can be hashed as it is read and compared with a hash kept earlier.
struct StreamHash: Sendable {
    private var hash = StableHash()
    /// Bytes short of a whole eight-byte word, packed little-endian, and how many.
    private var tail: UInt64 = 0
    private var tailCount = 0
    /// Bytes fed so far.
    private(set) var count = 0

    mutating func feed(_ bytes: UnsafeRawBufferPointer) {
        var offset = 0
        while tailCount > 0, offset < bytes.count {
            take(bytes[offset])
            offset += 1
        }
        while offset + 8 <= bytes.count {
            hash.combine(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
            offset += 8
        }
        while offset < bytes.count {
            take(bytes[offset])
            offset += 1
        }
        count += bytes.count
    }

    private mutating func take(_ byte: UInt8) {
        tail |= UInt64(byte) << (8 * UInt64(tailCount))
        tailCount += 1
        if tailCount == 8 {
            hash.combine(tail)
            tail = 0
            tailCount = 0
        }
    }

    /// The hash of everything fed so far; feeding may go on.
    var value: UInt64 {
        var final = hash
        final.combine(tail)
        final.combine(UInt64(count))
        return final.value
    }
}
