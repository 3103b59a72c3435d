import Foundation
import QuestlineCore

/// Themes and token overrides: the game picks a look and may change its design tokens.
enum ThemeStyle {
    static let themes = GameSettings.themes

    /// A warning for each design token of game.yaml that does nothing: one the theme's
    /// `site.css` never reads (`--q-bogus`, a typo), or one whose name or value is not written
    /// into the page (`overrides`). None when the site has no `site.css` to judge by.
    static func tokenWarnings(_ tokens: [String: String], css: Data?) -> [Diagnostic] {
        guard let css = css.flatMap({ String(data: $0, encoding: .utf8) }) else { return [] }
        let written = Set(overrides(tokens).split(separator: ";").compactMap { line in
            line.split(separator: ":").first.map { $0.trimmingCharacters(in: .whitespaces) }
        })
        return tokens.keys.sorted().compactMap { name in
            let property = "--q-\(name.lowercased())"
            let at = SourceLocation(file: ContentFormat.gameFile)
            guard written.contains(property) else {
                return .warning("design token '\(name)' is left out: only letters, digits and - in its name, and no quotes or comments in its value", at: at)
            }
            guard css.contains(property + ":") else {
                return .warning("design token '\(name)' does nothing: Templates/assets/site.css has no \(property)", at: at,
                                hint: "the tokens the theme reads are the --q-… properties at the top of site.css")
            }
            return nil
        }
    }

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
