import Foundation

/// How a game's language (`language:`) and locale (`locale:`) meet: the locale a language
/// implies, and the locale that writes dates, numbers and money on a page in a language, so a
/// page never mixes two (English words with Norwegian month names).
public enum GameLanguage {
    /// Where each shipped language is written when `game.yaml` gives no locale: CLDR's likely
    /// region, except Arabic, left without one so digits stay Western (`ar`: 1, 2, 3; `ar_EG`: ١, ٢, ٣)
    /// as in the names and amounts around them.
    static let defaultLocales: [String: String] = [
        "en": "en_US", "nb": "nb_NO", "sv": "sv_SE", "da": "da_DK", "fi": "fi_FI", "de": "de_DE",
        "fr": "fr_FR", "es": "es_ES", "it": "it_IT", "nl": "nl_NL", "pt": "pt_BR", "pl": "pl_PL",
        "ja": "ja_JP", "ar": "ar",
    ]

    /// The locale `language` implies: the table's, else CLDR's likely region for it.
    public static func defaultLocale(_ language: String) -> Locale {
        let code = PluralRules.code(of: language)
        if let known = defaultLocales[code] { return Locale(identifier: known) }
        let likely = Locale(identifier: Locale.Language(identifier: code).maximalIdentifier)
        guard let region = likely.region?.identifier else { return Locale(identifier: code) }
        return Locale(identifier: "\(code)_\(region)")
    }

    /// The locale that writes a page in `language` for a game set in `locale`: `locale` itself
    /// when it speaks that language, else the language with the locale's region (`en` in
    /// `nb_NO`: `en_NO`, English words with Norway's numbers and Monday first).
    public static func formatting(_ language: String, in locale: Locale) -> Locale {
        let code = PluralRules.code(of: language)
        if locale.language.languageCode?.identifier == code { return locale }
        guard let region = locale.region?.identifier else { return Locale(identifier: code) }
        return Locale(identifier: "\(code)_\(region)")
    }

    /// Whether `language` is written right to left (Arabic, Hebrew, Persian, Urdu…).
    public static func isRightToLeft(_ language: String) -> Bool {
        Locale.Language(identifier: PluralRules.code(of: language)).characterDirection == .rightToLeft
    }
}
