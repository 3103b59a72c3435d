/// Shortens text for small screens without splitting a character.
///
/// Lengths are counted in Unicode scalars, as JSON Schema's `maxLength` and Home Assistant
/// count them; a character made of several scalars (a flag, an accent) is kept whole or left out.
enum TextClip {
    /// At most `limit` scalars, the last one "…" when anything was cut.
    static func clip(_ text: String, _ limit: Int) -> String {
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
