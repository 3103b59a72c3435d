import Foundation

/// Reads what `BinaryWriter` wrote, in the same order. Any byte out of place (a file cut short,
/// a count beyond the end) throws `BinaryReader.Malformed`, so a damaged cache is never half read.
struct BinaryReader: Sendable {
    struct Malformed: Error {}

    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { position == bytes.count }

    /// Bytes not read yet.
    var remaining: Int { bytes.count - position }

    mutating func unsigned() throws -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard position < bytes.count, shift < 64 else { throw Malformed() }
            let byte = bytes[position]
            position += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
    }

    mutating func int() throws -> Int {
        let raw = try unsigned()
        return Int(Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1))))
    }

    /// A count of things still to read, each at least a byte: a larger one is damage.
    mutating func count() throws -> Int {
        let value = try unsigned()
        guard value <= UInt64(bytes.count - position) else { throw Malformed() }
        return Int(value)
    }

    mutating func bool() throws -> Bool {
        guard position < bytes.count, bytes[position] <= 1 else { throw Malformed() }
        defer { position += 1 }
        return bytes[position] == 1
    }

    mutating func word() throws -> UInt64 {
        guard bytes.count - position >= 8 else { throw Malformed() }
        var value: UInt64 = 0
        for shift in 0..<8 { value |= UInt64(bytes[position + shift]) << (8 * UInt64(shift)) }
        position += 8
        return value
    }

    mutating func date() throws -> Date { Date(timeIntervalSinceReferenceDate: Double(bitPattern: try word())) }

    mutating func string() throws -> String {
        let length = try count()
        defer { position += length }
        return String(decoding: bytes[position..<position + length], as: UTF8.self)
    }

    mutating func optional<T>(_ read: (inout BinaryReader) throws -> T) throws -> T? {
        try bool() ? read(&self) : nil
    }

    mutating func array<T>(_ read: (inout BinaryReader) throws -> T) throws -> [T] {
        let count = try count()
        var values: [T] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try read(&self)) }
        return values
    }

    /// A raw value of an enum written as its text.
    mutating func value<T: RawRepresentable>(_: T.Type) throws -> T where T.RawValue == String {
        guard let value = T(rawValue: try string()) else { throw Malformed() }
        return value
    }
}

extension BinaryReader {
    /// The bytes not read yet.
    func withRemainingBytes<T>(_ body: (UnsafeRawBufferPointer) -> T) -> T {
        bytes[position...].withUnsafeBytes(body)
    }
}
