/// A quoted value whose quote is not closed on its own line, while a later line before the
/// closing quote reads like a key of its own (`description: …`).
///
/// YAML lets a quoted scalar run over several lines, so `title: "Cartwheel` followed by
/// `description: One clean…"` is valid YAML: one title that swallowed the description. Or the
/// quote closes far below and the parser reports a confusing error there. Either way the
/// mistake is at the opening quote, and that is where this points.
struct UnclosedQuote: Equatable {
    /// Where the quote opens (1-based).
    let line: Int
    let column: Int
    /// The first swallowed line that reads like a key, and that key.
    let swallowedLine: Int
    let swallowedKey: String

    /// The first such quote in `text`, or nil.
    static func first(in text: String) -> UnclosedQuote? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.utf8) }
        var index = 0
        while index < lines.count {
            guard let (quote, column) = openQuote(in: lines[index]) else { index += 1; continue }
            var next = index + 1
            var swallowed: (line: Int, key: String)?
            let indent = indentation(lines[index])
            while next < lines.count {
                if swallowed == nil, indentation(lines[next]) <= indent, let key = keyLike(lines[next]) {
                    swallowed = (next + 1, key)
                }
                if closes(lines[next], quote: quote) { break }
                next += 1
            }
            if let swallowed {
                return UnclosedQuote(line: index + 1, column: column + 1, swallowedLine: swallowed.line, swallowedKey: swallowed.key)
            }
            index = next + 1
        }
        return nil
    }

    /// The quote character and its column when `line` opens a quoted value it does not close.
    private static func openQuote(in line: [UInt8]) -> (UInt8, Int)? {
        var position = 0
        var valueStart = true
        while position < line.count {
            let byte = line[position]
            if valueStart, byte == .doubleQuote || byte == .singleQuote {
                guard let end = closing(line, from: position + 1, quote: byte) else { return (byte, position) }
                position = end + 1
                valueStart = false
                continue
            }
            if byte == .hash, position == 0 || line[position - 1] == .space { return nil }
            if byte == .space || byte == .tab {
                position += 1
                continue
            }
            // A value starts after "- ", ": ", and the flow punctuation "[", "{", ",".
            let next = position + 1 < line.count ? line[position + 1] : .space
            valueStart = (byte == .dash || byte == .colon) && (next == .space || next == .tab)
                || byte == .openBracket || byte == .openBrace || byte == .comma
            position += 1
        }
        return nil
    }

    /// The index of the quote that closes a value opened before `start`, or nil.
    private static func closing(_ line: [UInt8], from start: Int, quote: UInt8) -> Int? {
        var position = start
        while position < line.count {
            let byte = line[position]
            if quote == .doubleQuote, byte == .backslash {
                position += 2
                continue
            }
            if byte == quote {
                // In single quotes, '' is an escaped quote.
                if quote == .singleQuote, position + 1 < line.count, line[position + 1] == .singleQuote {
                    position += 2
                    continue
                }
                return position
            }
            position += 1
        }
        return nil
    }

    private static func closes(_ line: [UInt8], quote: UInt8) -> Bool {
        closing(line, from: 0, quote: quote) != nil
    }

    /// Where the line's first key or value starts, past spaces and list dashes.
    private static func indentation(_ line: [UInt8]) -> Int {
        var position = 0
        while position < line.count, line[position] == .space || line[position] == .dash { position += 1 }
        return position
    }

    /// `key` when the line reads `  key: …` or `- key: …`.
    private static func keyLike(_ line: [UInt8]) -> String? {
        var position = 0
        while position < line.count, line[position] == .space || line[position] == .dash { position += 1 }
        let start = position
        while position < line.count, isKeyByte(line[position]) { position += 1 }
        guard position > start, position < line.count, line[position] == .colon,
              position + 1 == line.count || line[position + 1] == .space else { return nil }
        return String(decoding: line[start..<position], as: UTF8.self)
    }

    private static func isKeyByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
            || byte == .dash || byte == 0x5F
    }

    var diagnostic: (message: String, hint: String) {
        ("this quote is not closed on its line, so '\(swallowedKey):' on line \(swallowedLine) became part of its text",
         "close the quote on line \(line), or write the value without quotes")
    }
}

private extension UInt8 {
    static let doubleQuote = UInt8(ascii: "\"")
    static let singleQuote = UInt8(ascii: "'")
    static let backslash = UInt8(ascii: "\\")
    static let hash = UInt8(ascii: "#")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let dash = UInt8(ascii: "-")
    static let colon = UInt8(ascii: ":")
    static let comma = UInt8(ascii: ",")
    static let openBracket = UInt8(ascii: "[")
    static let openBrace = UInt8(ascii: "{")
}
