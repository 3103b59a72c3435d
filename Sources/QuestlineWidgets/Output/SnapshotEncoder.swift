import Foundation

/// Compact JSON with sorted keys and unescaped slashes: the same value always gives the same bytes.
/// The snapshots hold only integers and strings, so no floating-point formatting can drift.
enum SnapshotEncoder {
    static func encode<Value: Encodable>(_ value: Value) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(value)
    }
}
