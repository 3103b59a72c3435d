/// The attributes of a tag's inside, as HTML writes them: `name="value"`, `name='value'`,
/// `name=value` or a bare `name`. Names are lowercased; values are as written, entities and all.
enum HTMLAttributes {
    /// nil when the text is not a list of attributes (a stray quote, `=` without a value).
    static func parse(_ text: Substring) -> [(name: String, value: String?)]? {
        var result: [(name: String, value: String?)] = []
        var rest = text
        while true {
            rest = rest.drop { $0.isWhitespace || $0 == "/" }
            guard !rest.isEmpty else { return result }
            let name = rest.prefix { !$0.isWhitespace && $0 != "=" && $0 != "/" && $0 != "\"" && $0 != "'" && $0 != "<" }
            guard !name.isEmpty else { return nil }
            rest = rest.dropFirst(name.count).drop(while: \.isWhitespace)
            guard rest.first == "=" else {
                result.append((name.lowercased(), nil))
                continue
            }
            rest = rest.dropFirst().drop(while: \.isWhitespace)
            guard let quote = rest.first else { return nil }
            let value: Substring
            if quote == "\"" || quote == "'" {
                let body = rest.dropFirst()
                guard let end = body.firstIndex(of: quote) else { return nil }
                value = body[..<end]
                rest = body[body.index(after: end)...]
            } else {
                value = rest.prefix { !$0.isWhitespace }
                rest = rest.dropFirst(value.count)
            }
            result.append((name.lowercased(), String(value)))
        }
    }

    /// Undoes the entities cmark writes in attribute values, so a value is escaped exactly once.
    static func decoded(_ value: String) -> String {
        guard value.contains("&") else { return value }
        return value.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#x27;", with: "'")
            .replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(of: "&amp;", with: "&")
    }
}
