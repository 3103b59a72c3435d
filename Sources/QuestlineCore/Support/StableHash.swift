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
        let tail = mixWords(of: bytes)
        if tail < bytes.count { mix(Self.word(of: bytes[tail...])) }
    }

    /// Mixes in every whole 8-byte word of `bytes`; where the bytes past the last one start.
    private mutating func mixWords(of bytes: UnsafeRawBufferPointer) -> Int {
        let whole = bytes.count / 8 * 8
        var offset = 0
        while offset < whole {
            mix(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
            offset += 8
        }
        return whole
    }

    /// Fewer than eight bytes as one word, the first the lowest.
    private static func word(of bytes: some Sequence<UInt8>) -> UInt64 {
        var word: UInt64 = 0
        for (shift, byte) in bytes.enumerated() { word |= UInt64(byte) << (8 * UInt64(shift)) }
        return word
    }

    public mutating func combine(_ text: String) {
        var text = text
        text.withUTF8 { combine(UnsafeRawBufferPointer($0)) }
    }

    public mutating func combine(_ number: UInt64) { mix(number) }

    /// Bytes hashed piece by piece, giving what `combine(_:)` gives them whole: the count comes
    /// first, and every piece but the last is a whole number of 8-byte words.
    public struct Streamed {
        private let count: Int
        private var started = false
        /// The last piece's bytes past its last whole word.
        private var tail: [UInt8] = []

        /// Starts bytes that will number `count`.
        public init(count: Int) { self.count = count }

        public mutating func combine(piece: UnsafeRawBufferPointer, into hash: inout StableHash) {
            start(&hash)
            precondition(tail.isEmpty, "only the last piece may end inside a word")
            tail = Array(piece[hash.mixWords(of: piece)...])
        }

        public mutating func finish(into hash: inout StableHash) {
            start(&hash)
            guard !tail.isEmpty else { return }
            hash.mix(StableHash.word(of: tail))
            tail = []
        }

        private mutating func start(_ hash: inout StableHash) {
            guard !started else { return }
            hash.mix(UInt64(count))
            started = true
        }
    }
}
