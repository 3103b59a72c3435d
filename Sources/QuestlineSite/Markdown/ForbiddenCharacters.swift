/// Characters no published page or feed may hold, whatever the content says: the C0 controls but
/// tab, line feed and carriage return (XML 1.0 and HTML forbid them), DEL and the C1 controls
/// (HTML forbids them, and a feed reader shows them as garbage), and the noncharacters
/// U+FDD0–U+FDEF and U+xFFFE/U+xFFFF (XML 1.0 forbids U+FFFE and U+FFFF). A title written with
/// YAML's `"\x01"` or a proof text sent with `\u001b` would otherwise make `feed.atom`
/// ill-formed, and every feed reader rejects the whole feed. Lone surrogates cannot reach here:
/// a Swift string holds none.
///
/// They are removed rather than replaced: they carry no meaning a reader could see.
enum ForbiddenCharacters {
    /// How many bytes of a forbidden character start at `index` of valid UTF-8; 0 when none does.
    @inline(__always)
    static func length(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let byte = bytes[index]
        if byte < 0x20 { return byte == 0x09 || byte == 0x0A || byte == 0x0D ? 0 : 1 }
        if byte < 0x7F { return 0 }
        if byte == 0x7F { return 1 }
        let count = bytes.count
        switch byte {
        case 0xC2: // U+0080–U+009F
            return index + 1 < count && bytes[index + 1] <= 0x9F ? 2 : 0
        case 0xEF: // U+FDD0–U+FDEF, U+FFFE, U+FFFF
            guard index + 2 < count else { return 0 }
            let second = bytes[index + 1], third = bytes[index + 2]
            if second == 0xB7 && (0x90...0xAF).contains(third) { return 3 }
            return second == 0xBF && third >= 0xBE ? 3 : 0
        case 0xF0...0xF4: // U+1FFFE, U+1FFFF … U+10FFFF
            guard index + 3 < count else { return 0 }
            return bytes[index + 1] & 0x0F == 0x0F && bytes[index + 2] == 0xBF && bytes[index + 3] >= 0xBE ? 4 : 0
        default:
            return 0
        }
    }

    /// The text without its forbidden characters; the same string when it has none (most text).
    static func removed(from string: String) -> String {
        var string = string
        return string.withUTF8 { bytes in
            guard let first = bytes.indices.first(where: { length(at: $0, in: bytes) > 0 }) else { return nil }
            var result = Array(bytes[..<first])
            var index = first
            while index < bytes.count {
                let skip = length(at: index, in: bytes)
                if skip > 0 { index += skip; continue }
                result.append(bytes[index])
                index += 1
            }
            return String(decoding: result, as: UTF8.self)
        } ?? string
    }
}
