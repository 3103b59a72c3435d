import Crypto
import Foundation

/// An event's id: the line's `"id"` when it has one (twelve lowercase base-32 characters,
/// `a`–`z` and `2`–`7`, written by the commands from the system's secure random generator), or,
/// for a line without one, `h` and the first eleven hex digits of the SHA-256 of its bytes
/// (trimmed of spaces and tabs). Either form packs into 64 bits, so a log's ids are compared
/// and kept as numbers, and the text is made only to be shown.
public struct EventID: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Base-32 ids: 60 bits of value. Derived ids: this flag and 44 bits of the hash.
    let bits: UInt64
    private static let derivedFlag: UInt64 = 1 << 62

    private static let alphabet = Array("abcdefghijklmnopqrstuvwxyz234567".utf8)
    private static let hexDigits = Array("0123456789abcdef".utf8)

    init(bits: UInt64) { self.bits = bits }

    /// Reads an id as written; nil when it is neither form.
    public init?(_ text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count == 12 else { return nil }
        // The derived form first: a text that is both forms is read one way only.
        if bytes[0] == UInt8(ascii: "h"), let value = Self.hex(bytes.dropFirst()) {
            bits = Self.derivedFlag | value
        } else if let value = Self.base32(bytes) {
            bits = value
        } else {
            return nil
        }
    }

    /// A new id from the system's secure random generator.
    public static func random() -> EventID {
        var generator = SystemRandomNumberGenerator()
        while true {
            let id = EventID(bits: generator.next() & (1 << 60 - 1))
            // One in about half a million reads as the derived form ("h" and hex digits): drawn again.
            if EventID(id.description) == id { return id }
        }
    }

    /// The id of a line that has no `"id"`: from its bytes, spaces and tabs around it trimmed.
    public static func derived<Bytes: Collection>(from line: Bytes) -> EventID where Bytes.Element == UInt8 {
        // A line in memory (the log's reader hands it over so) is hashed where it lies: no copy
        // for each of a big log's million lines. Anything else is gathered into an array first.
        line.withContiguousStorageIfAvailable { derived(bytes: $0) } ?? Array(line).withUnsafeBufferPointer { derived(bytes: $0) }
    }

    /// The SHA-256 of the bytes without the blanks (spaces, tabs, line ends) around them.
    private static func derived(bytes: UnsafeBufferPointer<UInt8>) -> EventID {
        let blank: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D || $0 == 0x0A }
        guard let first = bytes.firstIndex(where: { !blank($0) }), let last = bytes.lastIndex(where: { !blank($0) }) else {
            return derived(digest: SHA256.hash(data: Data()))
        }
        return derived(digest: SHA256.hash(data: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[first...last]))))
    }

    private static func derived(digest: SHA256.Digest) -> EventID {
        // The first eleven hex digits: 44 bits, the first five and a half bytes.
        let value = digest.prefix(6).reduce(UInt64(0)) { $0 << 8 | UInt64($1) } >> 4
        return EventID(bits: derivedFlag | value)
    }

    public var isDerived: Bool { bits & Self.derivedFlag != 0 }

    public var description: String {
        if isDerived {
            let digits = (0..<11).map { Self.hexDigits[Int(bits >> UInt64(4 * (10 - $0)) & 0xF)] }
            return "h" + String(decoding: digits, as: UTF8.self)
        }
        let characters = (0..<12).map { Self.alphabet[Int(bits >> UInt64(5 * (11 - $0)) & 0x1F)] }
        return String(decoding: characters, as: UTF8.self)
    }

    public static func < (a: EventID, b: EventID) -> Bool { a.bits < b.bits }

    private static func base32<C: Collection>(_ bytes: C) -> UInt64? where C.Element == UInt8 {
        var value: UInt64 = 0
        for byte in bytes {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"): digit = byte - UInt8(ascii: "a")
            case UInt8(ascii: "2")...UInt8(ascii: "7"): digit = byte - UInt8(ascii: "2") + 26
            default: return nil
            }
            value = value << 5 | UInt64(digit)
        }
        return value
    }

    private static func hex<C: Collection>(_ bytes: C) -> UInt64? where C.Element == UInt8 {
        var value: UInt64 = 0
        for byte in bytes {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            default: return nil
            }
            value = value << 4 | UInt64(digit)
        }
        return value
    }

    /// What an `"id"` that is neither form is told.
    static let formatHint = "an id is 12 characters from a-z and 2-7 (the commands write one), or leave 'id' out"
}
