import QuestlineCore

/// Themes and token overrides: the game picks a look and may change its design tokens.
enum ThemeStyle {
    static let themes = GameSettings.themes

    /// A known theme, or `party`.
    static func themeName(_ name: String) -> String { themes.contains(name) ? name : "party" }

    /// `--q-accent: #FF6B9D;` lines for the game's token overrides, sorted for stable output.
    /// Core already refuses `; { } < > \` and quotes; this keeps a narrower set again, because the
    /// text lands inside a <style> element.
    static func overrides(_ tokens: [String: String]) -> String {
        tokens.keys.sorted().compactMap { name in
            let value = tokens[name]!
            let nameOK = !name.isEmpty && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
            let valueOK = value.allSatisfy { $0.isLetter || $0.isNumber || " #%.,()-+/_".contains($0) } && !value.contains("/*")
            return nameOK && valueOK ? "--q-\(name.lowercased()): \(value);" : nil
        }.joined(separator: " ")
    }
}
