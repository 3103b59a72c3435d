import QuestlineCore

/// The site's UI text in one language, read from `Templates/strings/<language>.yaml`, with
/// English filling any key the language leaves out.
///
/// The file is flat YAML: one `key: text` a line, `#` comments, text optionally in double quotes.
/// Text may hold `{name}` placeholders that `format` fills.
public struct UIStrings: Sendable {
    public let values: [String: String]
    public let language: String
    /// Every value split at its placeholders once, for `format`.
    private let placeholderTexts: [String: PlaceholderText]

    public init(language: String, values: [String: String]) {
        self.language = language
        self.values = values
        self.placeholderTexts = values.mapValues(PlaceholderText.init)
    }

    /// The strings for `language`, falling back to English key by key.
    public static func load(_ templates: SiteTemplates, language: String) throws -> UIStrings {
        guard let english = templates.strings["en"] else {
            throw QuestlineError("missing Templates/strings/en.yaml", at: SourceLocation(file: "Templates/strings/en.yaml"),
                                 hint: "English is the fallback for every language")
        }
        var values = try parse(english, file: "Templates/strings/en.yaml")
        if language != "en", let text = templates.strings[language] {
            values.merge(try parse(text, file: "Templates/strings/\(language).yaml")) { _, new in new }
        }
        return UIStrings(language: templates.strings[language] == nil ? "en" : language, values: values)
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
}
