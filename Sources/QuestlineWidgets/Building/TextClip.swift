/// Shortens text for small screens without splitting a character.
enum TextClip {
    /// At most `limit` characters, the last one "…" when anything was cut.
    static func characters(_ text: String, _ limit: Int) -> String {
        guard text.count > limit else { return text }
        return String(text.prefix(max(0, limit - 1))) + "…"
    }

    /// At most `limit` Unicode scalars (what JSON Schema's maxLength and Home Assistant count),
    /// cut at a character boundary, the last one "…" when anything was cut.
    static func scalars(_ text: String, _ limit: Int) -> String {
        guard text.unicodeScalars.count > limit else { return text }
        var kept = ""
        var used = 0
        for character in text {
            let count = character.unicodeScalars.count
            if used + count > limit - 1 { break }
            kept.append(character)
            used += count
        }
        return kept + "…"
    }
}
