/// Escaping for text placed in HTML or XML, in element content and in quoted attribute values.
///
/// It works on UTF-8 bytes, not characters: a quote followed by a combining mark is one
/// `Character` and would slip past a character-by-character escaper, ending an attribute
/// early. Characters that neither HTML nor XML may hold (`ForbiddenCharacters`) are removed, so
/// a control character in a title cannot make a page invalid or the Atom feed ill-formed.
/// Text with nothing to escape (most of it) is returned as it is.
enum HTMLEscape {
    static func text(_ string: String) -> String {
        var string = string
        return string.withUTF8 { bytes in
            guard let first = bytes.indices.first(where: { needsEscape(bytes[$0]) || ForbiddenCharacters.length(at: $0, in: bytes) > 0 })
            else { return nil }
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count + 16)
            result.append(contentsOf: bytes[..<first])
            var index = first
            while index < bytes.count {
                let forbidden = ForbiddenCharacters.length(at: index, in: bytes)
                if forbidden > 0 { index += forbidden; continue }
                let byte = bytes[index]
                index += 1
                switch byte {
                case UInt8(ascii: "&"): result.append(contentsOf: "&amp;".utf8)
                case UInt8(ascii: "<"): result.append(contentsOf: "&lt;".utf8)
                case UInt8(ascii: ">"): result.append(contentsOf: "&gt;".utf8)
                case UInt8(ascii: "\""): result.append(contentsOf: "&quot;".utf8)
                case UInt8(ascii: "'"): result.append(contentsOf: "&#39;".utf8)
                default: result.append(byte)
                }
            }
            return String(decoding: result, as: UTF8.self)
        } ?? string
    }

    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
            || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
    }
}
