import Foundation
import QuestlineCore

/// The interface languages questline ships (`Templates/strings/<language>.yaml` of the default
/// theme), and a preset's `game.yaml` set to speak one of them (`questline init --language`).
public enum PresetLanguage {
    /// The shipped languages' codes, sorted: `en` and every translation beside it.
    public static var shipped: [String] {
        PresetFiles.names.compactMap { name -> String? in
            guard name.hasPrefix(folder), name.hasSuffix(".yaml") else { return nil }
            let code = String(name.dropFirst(folder.count).dropLast(".yaml".count))
            return code.contains("/") ? nil : code
        }.sorted()
    }

    static let folder = "Templates/strings/"

    /// The shipped language a mistyped code was most likely meant to be: one within an edit or
    /// two ('no' → 'nb'), or a locale's language ('nb-NO', 'pt_BR' → 'nb', 'pt').
    public static func guess(_ typed: String) -> String? {
        let base = typed.lowercased().split { $0 == "-" || $0 == "_" }.first.map(String.init) ?? ""
        return Spelling.closest(to: typed, among: shipped) ?? (base != typed.lowercased() && shipped.contains(base) ? base : nil)
    }

    /// `game.yaml`'s text with `language: <language>`, and where its `locale:` speaks another
    /// language, the language in the same region when that is a locale (`en` for `nb_NO`:
    /// `en_NO`), else the language's own (`pl`: `pl_PL`), so that the pages' words, dates and
    /// numbers agree; the currency gets the plural forms the language has (`PresetCurrencyForms`).
    /// The lines' order and comments are kept; missing lines are added after `title:`.
    public static func setting(_ language: String, in gameYAML: String) -> String {
        var lines = gameYAML.components(separatedBy: "\n")
        let localeLine = lines.firstIndex { $0.hasPrefix("locale:") }
        let givenLocale = localeLine.map { lines[$0].dropFirst("locale:".count).trimmingCharacters(in: .whitespaces) }
        let speaks = givenLocale.map { PluralRules.code(of: $0) == PluralRules.code(of: language) } ?? false
        let anchor = lines.firstIndex { $0.hasPrefix("title:") } ?? 0
        if !speaks {
            // The preset's region where the language is written there (English in Norway: en_NO).
            let region = givenLocale.flatMap { Locale(identifier: $0.replacingOccurrences(of: "-", with: "_")).region?.identifier }
            let local = region.map { PluralRules.code(of: language) + "_" + $0 }
            let locale = "locale: " + (local.flatMap { Locale.availableIdentifiers.contains($0) ? $0 : nil }
                                       ?? GameLanguage.defaultLocale(language).identifier)
            if let localeLine { lines[localeLine] = locale } else { lines.insert(locale, at: min(anchor + 1, lines.count)) }
        }
        let languageLine = "language: " + language
        if let index = lines.firstIndex(where: { $0.hasPrefix("language:") }) {
            lines[index] = languageLine
        } else {
            let after = lines.firstIndex { $0.hasPrefix("locale:") } ?? anchor
            lines.insert(languageLine, at: min(after + 1, lines.count))
        }
        return PresetCurrencyForms.adding(for: language, to: lines).joined(separator: "\n")
    }

    /// A preset's files with its `content/game.yaml` set to `language`.
    public static func setting(_ language: String, in files: [OutputFile]) -> [OutputFile] {
        files.map { file in
            guard file.path == "content/game.yaml" else { return file }
            return OutputFile(path: file.path, bytes: Data(setting(language, in: String(decoding: file.bytes, as: UTF8.self)).utf8))
        }
    }
}
