import Foundation
import QuestlineCore

/// The site's UI text in one language, read from `Templates/strings/<language>.yaml`, with
/// English filling any key the language leaves out, and the English this questline ships
/// filling any key the site's own `en.yaml` lacks (a theme copied by an older questline).
///
/// The file is flat YAML: one `key: text` a line, `#` comments, text optionally in double quotes.
/// Text may hold `{name}` placeholders that `format` fills.
public struct UIStrings: Sendable {
    public let values: [String: String]
    public let language: String
    /// The keys the site's `en.yaml` lacks that came from the built-in English, sorted.
    public let filledFromBuiltIn: [String]
    /// Every value split at its placeholders once, for `format`.
    private let placeholderTexts: [String: PlaceholderText]

    public init(language: String, values: [String: String], filledFromBuiltIn: [String] = []) {
        self.language = language
        self.values = values
        self.filledFromBuiltIn = filledFromBuiltIn
        self.placeholderTexts = values.mapValues(PlaceholderText.init)
    }

    /// The strings for `language`, falling back to the site's English key by key, and to
    /// `builtIn` (this questline's own English) for a key the site's English lacks.
    public static func load(_ templates: SiteTemplates, language: String, builtIn: [String: String] = [:]) throws -> UIStrings {
        guard let english = templates.strings["en"] else {
            throw QuestlineError("missing Templates/strings/en.yaml", at: SourceLocation(file: englishFile),
                                 hint: "English is the fallback for every language")
        }
        let own = pluralKeysRenamed(try parse(english, file: englishFile), language: "en")
        let filled = builtIn.keys.filter { own[$0] == nil }.sorted()
        var values = builtIn.merging(own) { _, own in own }
        if language != "en", let text = templates.strings[language] {
            let translated = pluralKeysRenamed(try parse(text, file: "Templates/strings/\(language).yaml"), language: language)
            // A counted phrase comes whole from one language: English's `_one` never stands in
            // for a form the translation leaves out.
            let counted = Set(translated.keys.compactMap(countedKey))
            values = values.filter { key, _ in countedKey(key).map { !counted.contains($0) } ?? true }
            values.merge(translated) { _, new in new }
        }
        return UIStrings(language: templates.strings[language] == nil ? "en" : language, values: values, filledFromBuiltIn: filled)
    }

    /// `active_days` of `active_days_few`; nil for a key that is not one form of a counted phrase.
    static func countedKey(_ key: String) -> String? {
        for category in PluralCategory.allCases where key.hasSuffix("_" + category.rawValue) {
            return String(key.dropLast(category.rawValue.count + 1))
        }
        return nil
    }

    /// A file written before counted phrases took CLDR's names calls English's second form
    /// `_many`: in a language whose rules have no `many`, `key_many` is read as `key_other`
    /// (unless the file has that too).
    static func pluralKeysRenamed(_ values: [String: String], language: String) -> [String: String] {
        guard !PluralRules.of(language).categories.contains(.many) else { return values }
        var renamed = values
        for (key, value) in values where key.hasSuffix("_many") {
            let other = String(key.dropLast("_many".count)) + "_other"
            if values[other] == nil { renamed[other] = value; renamed[key] = nil }
        }
        return renamed
    }

    static let englishFile = "Templates/strings/en.yaml"

    /// The strings of `language` from a site's `Templates/strings/` alone, for what needs the
    /// site's words but not its pages (`questline snapshot`). A site with no `en.yaml` (or no
    /// `Templates/`) is told in `builtInEnglish`, this questline's own.
    public static func read(templatesFolder: URL, language: String, builtInEnglish: String) throws -> UIStrings {
        var strings = try SiteTemplates.readStrings(folder: templatesFolder)
        if strings["en"] == nil { strings["en"] = builtInEnglish }
        let builtIn = try parse(builtInEnglish, file: "questline's built-in en.yaml")
        return try load(SiteTemplates(templates: [:], strings: strings), language: language, builtIn: builtIn)
    }

    /// The warning for a site whose `en.yaml` is older than this questline, or nil.
    var olderThanBuiltIn: Diagnostic? {
        guard !filledFromBuiltIn.isEmpty else { return nil }
        let shown = filledFromBuiltIn.prefix(5).joined(separator: ", ") + (filledFromBuiltIn.count > 5 ? ", …" : "")
        let count = filledFromBuiltIn.count == 1 ? "1 UI string" : "\(filledFromBuiltIn.count) UI strings"
        return .warning("\(count) this questline uses \(filledFromBuiltIn.count == 1 ? "is" : "are") missing (\(shown)); the built-in English is used",
                        at: SourceLocation(file: Self.englishFile),
                        hint: "the theme is older than questline: copy the missing lines from the en.yaml of a new site (questline init)")
    }

    static func parse(_ text: String, file: String) throws -> [String: String] {
        var values: [String: String] = [:]
        var diagnostics: [Diagnostic] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            let location = SourceLocation(file: file, line: index + 1, column: 1)
            guard let colon = line.firstIndex(of: ":") else {
                diagnostics.append(.error("expected `key: text`", at: location)); continue
            }
            let key = line[..<colon].trimmingCharacters(in: .whitespaces)
            var value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if value.hasPrefix("\"") {
                guard value.count >= 2, value.hasSuffix("\"") else {
                    diagnostics.append(.error("unterminated quoted text", at: location)); continue
                }
                value = String(value.dropFirst().dropLast()).replacingOccurrences(of: "\\\"", with: "\"")
            }
            if values[key] != nil { diagnostics.append(.error("duplicate key \(key)", at: location)) }
            values[key] = value
        }
        if !diagnostics.isEmpty { throw QuestlineError(diagnostics) }
        return values
    }

    public subscript(key: String) -> String { values[key] ?? key }

    /// The text for `key` with its `{name}` placeholders filled in one pass: what goes in is
    /// never read for placeholders itself.
    public func format(_ key: String, _ arguments: [String: String]) -> String {
        placeholderTexts[key]?.filled(arguments) ?? key
    }

    /// The form of `key` that the language's CLDR plural rules pick for `count` (`key_one`,
    /// `key_few`, …; `key_other` when the file lacks that form), with the placeholders filled by
    /// `arguments` and `{count}`, unless they give it, by `shown` (the count as the locale writes
    /// it): "1 active day", "3 active days", "0 of 1 quest done"; in Polish "2 aktywne dni", "5 aktywnych dni".
    public func counted(_ key: String, _ count: Int, shown: String? = nil, _ arguments: [String: String] = [:]) -> String {
        format(form(of: key, count), ["count": shown ?? "\(count)"].merging(arguments) { _, given in given })
    }

    /// The key of `key`'s form for `count`: `key_<category>`, else `key_other`.
    public func form(of key: String, _ count: Int) -> String {
        let chosen = key + "_" + plurals.category(count).rawValue
        return values[chosen] != nil ? chosen : key + "_other"
    }

    /// The plural rules of this language.
    public var plurals: PluralRules { PluralRules.of(language) }

    /// The words for one kind of game (`GameKind`): each `key_<kind>` the file has stands for
    /// `key`, so a shop's rewards page speaks of items and a family's of treats.
    public func forKind(_ kind: String) -> UIStrings {
        let suffix = "_" + kind
        var chosen = values
        for (key, value) in values where key.hasSuffix(suffix) && key.count > suffix.count {
            chosen[String(key.dropLast(suffix.count))] = value
        }
        return UIStrings(language: language, values: chosen, filledFromBuiltIn: filledFromBuiltIn)
    }
}
