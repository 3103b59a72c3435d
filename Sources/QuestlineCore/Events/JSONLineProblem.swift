import Foundation

/// Where a log line stops being JSON, for an error a person can find: the column of a curly
/// quote (a word processor or a phone's keyboard types “ ” where JSON needs "), the first
/// character of a line that does not open with {, else the column Foundation's JSON reader
/// stopped at.
struct JSONLineProblem {
    /// 1-based, in characters.
    var column: Int
    /// The curly quote found, if that is the problem.
    var curlyQuote: Character?

    static let curlyQuotes: Set<Character> = ["“", "”", "„", "‟", "«", "»", "‘", "’"]

    init(_ line: Substring) {
        // Outside a string a curly quote is the error; inside one it is text, and fine.
        var inString = false, escaped = false, column = 0
        for character in line {
            column += 1
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if Self.curlyQuotes.contains(character) {
                self.column = column
                curlyQuote = character
                return
            }
        }
        curlyQuote = nil
        // A line that does not open with { is not an event from its first character on.
        let start = line.firstIndex { !$0.isWhitespace }
        if let start, line[start] != "{" {
            self.column = line[..<start].count + 1
        } else {
            self.column = Self.readerColumn(line) ?? 1
        }
    }

    /// "Invalid value around character 10.": the byte offset JSONSerialization names, as a column.
    private static func readerColumn(_ line: Substring) -> Int? {
        do {
            _ = try JSONSerialization.jsonObject(with: Data(line.utf8))
            return nil
        } catch {
            let description = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
            guard let range = description.range(of: #"character \d+"#, options: .regularExpression),
                  let offset = Int(description[range].dropFirst("character ".count)) else { return nil }
            let utf8 = line.utf8
            guard offset >= 0, offset <= utf8.count else { return nil }
            let end = utf8.index(utf8.startIndex, offsetBy: offset)
            return line[..<end].count + 1
        }
    }
}
