import QuestlineCore

/// A preset's `currency:` given the plural forms a language has besides one and other, for
/// `questline init --language`: Polish counts 2–4 and 5 or more apart, Arabic has four more.
/// The preset's words are its own language's, so each form starts as its plural name, with a
/// comment to write the new language's words there; a fresh game then checks without a warning.
enum PresetCurrencyForms {
    static func adding(for language: String, to lines: [String]) -> [String] {
        guard let start = lines.firstIndex(of: "currency:") else { return lines }
        var end = start + 1
        while end < lines.count, lines[end].hasPrefix("  ") { end += 1 }
        let block = lines[(start + 1)..<end]
        guard !block.contains(where: { $0.hasPrefix("  forms:") }), let name = value("name", in: block) else { return lines }
        var currency = Currency(name: name, singular: value("singular", in: block))
        currency.language = language
        let missing = currency.missingForms
        guard !missing.isEmpty else { return lines }
        let quoted = "\"" + name.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
        let forms = missing.map { "\($0.rawValue): \(quoted)" }.joined(separator: ", ")
        var result = lines
        result.insert("  forms: {\(forms)}   # \(language) names these counts apart: write its words here (docs/format.md)", at: end)
        return result
    }

    /// `name: stars` or `name: "Daily Dollars"` in the block, without its quotes.
    private static func value(_ key: String, in block: ArraySlice<String>) -> String? {
        guard let line = block.first(where: { $0.hasPrefix("  \(key):") }) else { return nil }
        var text = line.dropFirst("  \(key):".count).trimmingCharacters(in: .whitespaces)
        if let comment = text.range(of: " #") { text = String(text[..<comment.lowerBound]).trimmingCharacters(in: .whitespaces) }
        if text.count >= 2, let first = text.first, first == "\"" || first == "'", text.last == first { text = String(text.dropFirst().dropLast()) }
        return text.isEmpty ? nil : text
    }
}
