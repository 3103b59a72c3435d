import Foundation

/// Where a line of the log stops being UTF-8: the log is read as bytes, so one bad line is
/// reported at its place and the others still load.
enum InvalidUTF8 {
    /// The 0-based offset of the first byte that does not begin or continue a valid UTF-8
    /// sequence (an overlong form, a surrogate, a sequence cut short), or nil when all are valid.
    static func firstOffset(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .error: return offset
            case .emptyInput: return nil
            }
        }
    }

    /// A content file that is not UTF-8, said at its first bad byte's line and byte column.
    static func error(in data: Data, path: String) -> QuestlineError {
        let bytes = [UInt8](data)
        let offset: Int = bytes.withUnsafeBufferPointer { firstOffset(in: $0) } ?? 0
        var line = 1, lineStart = 0
        for index in 0..<offset where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        let column = offset - lineStart + 1
        let value: UInt8 = offset < bytes.count ? bytes[offset] : 0
        let byte = (value < 0x10 ? "0x0" : "0x") + String(value, radix: 16, uppercase: true)
        return QuestlineError("\(path) is not UTF-8 text: byte \(byte) at line \(line), column \(column) does not belong there",
                              at: SourceLocation(file: path, line: line, column: column), hint: "save it as UTF-8")
    }
}
