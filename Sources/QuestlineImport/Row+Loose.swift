import GRDB

/// A backup's values as SQLite holds them, whatever the column's declared type: never a crash
/// on a value of another type (GRDB's typed subscripts stop the process on a failed conversion),
/// only nil.
extension Row {
    /// Whether the column holds SQL's NULL (or is missing).
    func isNull(_ column: String) -> Bool {
        (self[column] as (any DatabaseValueConvertible)?) == nil
    }

    func int64(_ column: String) -> Int64? {
        switch self[column] as (any DatabaseValueConvertible)? {
        case let value as Int64: return value
        case let value as Double: return value.isFinite && abs(value) < 9e18 ? Int64(value.rounded()) : nil
        case let value as String: return Int64(value.trimmingCharacters(in: .whitespaces))
        default: return nil
        }
    }

    func int(_ column: String) -> Int? {
        // `magnitude`, not `abs`: abs(Int.min) traps.
        int64(column).flatMap { Int(exactly: $0) }.flatMap { $0.magnitude <= UInt(Int32.max) * 4 ? $0 : nil }
    }

    func double(_ column: String) -> Double? {
        switch self[column] as (any DatabaseValueConvertible)? {
        case let value as Int64: return Double(value)
        case let value as Double: return value.isFinite ? value : nil
        case let value as String: return Double(value.trimmingCharacters(in: .whitespaces)).flatMap { $0.isFinite ? $0 : nil }
        default: return nil
        }
    }

    func text(_ column: String) -> String? {
        switch self[column] as (any DatabaseValueConvertible)? {
        case let value as String: return value
        case let value as Int64: return String(value)
        case let value as Double: return String(value)
        default: return nil
        }
    }
}
