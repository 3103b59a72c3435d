/// A 64-bit FNV-1a hash, fed eight bytes at a time: the same bytes give the same value in every
/// process and on every machine (Swift's `Hasher` is seeded per process, so it cannot be kept).
///
/// Each step `(hash ^ word) * prime` is a bijection of the running value, so changing any one
/// word always changes the result. It is fast (about a byte a cycle) and meant to notice
/// changes, not to resist someone forging them.
public struct StableHash: Sendable {
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let prime: UInt64 = 0x0000_0100_0000_01b3

    private mutating func mix(_ word: UInt64) { value = (value ^ word) &* Self.prime }

    public init() {}

    /// The bytes, preceded by their count so that two pieces cannot be mistaken for one.
    public mutating func combine(_ bytes: UnsafeRawBufferPointer) {
        mix(UInt64(bytes.count))
        var offset = 0
        while offset + 8 <= bytes.count {
            mix(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
            offset += 8
        }
        var tail: UInt64 = 0
        for (shift, byte) in bytes[offset...].enumerated() { tail |= UInt64(byte) << (8 * UInt64(shift)) }
        if offset < bytes.count { mix(tail) }
    }

    public mutating func combine(_ text: String) {
        var text = text
        text.withUTF8 { combine(UnsafeRawBufferPointer($0)) }
    }

    public mutating func combine(_ number: UInt64) { mix(number) }
}
