/// Reads the few JSON tokens a flat event line is made of, strictly: anything it is not sure
/// about makes it return nil.
extension FlatEventLine {
    struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        var atEnd: Bool { index == bytes.count }

        mutating func skipSpace() {
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        }

        mutating func take(_ byte: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }

        /// A key: a string with no escapes.
        mutating func key() -> UnsafeBufferPointer<UInt8>.SubSequence? {
            guard take(0x22) else { return nil }
            let start = index
            while index < bytes.count {
                switch bytes[index] {
                case 0x22:
                    index += 1
                    return bytes[start..<index - 1]
                case 0x5C, 0..<0x20: return nil
                default: index += 1
                }
            }
            return nil
        }

        /// A string value, unescaping the short escapes; nil for `\u` escapes, control characters
        /// and bytes that are not UTF-8 (the careful path says where they are).
        mutating func string() -> String? {
            guard take(0x22) else { return nil }
            let start = index
            // Any byte from 0x80 up: only then is the text checked as UTF-8, the generic (slower) way.
            var high: UInt8 = 0
            while index < bytes.count {
                high |= bytes[index]
                switch bytes[index] {
                case 0x22:
                    index += 1
                    return Self.text(UnsafeBufferPointer(rebasing: bytes[start..<index - 1]), ascii: high < 0x80)
                case 0x5C: return escapedString(from: start)
                case 0..<0x20: return nil
                default: index += 1
                }
            }
            return nil
        }

        /// The bytes as text: ASCII as it is, anything else only when it is valid UTF-8.
        private static func text(_ bytes: UnsafeBufferPointer<UInt8>, ascii: Bool) -> String? {
            ascii ? String(decoding: bytes, as: UTF8.self) : String(validating: bytes, as: UTF8.self)
        }

        private mutating func escapedString(from start: Int) -> String? {
            var text = Array(bytes[start..<index])
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                switch byte {
                case 0x22: return text.withUnsafeBufferPointer { Self.text($0, ascii: !$0.contains { $0 >= 0x80 }) }
                case 0..<0x20: return nil
                case 0x5C:
                    guard index < bytes.count else { return nil }
                    let escaped: UInt8
                    switch bytes[index] {
                    case 0x22, 0x5C, 0x2F: escaped = bytes[index]
                    case UInt8(ascii: "b"): escaped = 0x08
                    case UInt8(ascii: "f"): escaped = 0x0C
                    case UInt8(ascii: "n"): escaped = 0x0A
                    case UInt8(ascii: "r"): escaped = 0x0D
                    case UInt8(ascii: "t"): escaped = 0x09
                    default: return nil
                    }
                    text.append(escaped)
                    index += 1
                default: text.append(byte)
                }
            }
            return nil
        }

        /// A positive whole number written plainly (no sign, fraction, exponent or leading zero).
        mutating func wholeNumber() -> Int? {
            let start = index
            var value = 0
            while index < bytes.count, (0x30...0x39).contains(bytes[index]) {
                guard index - start < 18 else { return nil }
                value = value * 10 + Int(bytes[index] - 0x30)
                index += 1
            }
            guard index > start, bytes[start] != 0x30 || index - start == 1 else { return nil }
            if index < bytes.count, [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E")].contains(bytes[index]) { return nil }
            return value
        }
    }
}
