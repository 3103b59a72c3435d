import Foundation
import QuestlineCore

/// Ids from names: `Read 20 pages` → `read-20-pages`, `Méditer` → `mediter`. A name with no
/// letter or digit in a-z and 0-9 (`読書`, `🏃`) gets `fallback`.
enum Slug {
    static func make(_ name: String, fallback: String) -> String {
        let folded = name.folding(options: [.diacriticInsensitive, .caseInsensitive, .widthInsensitive], locale: Locale(identifier: "en_US_POSIX"))
        var slug = ""
        for scalar in folded.lowercased().unicodeScalars {
            if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
                slug.unicodeScalars.append(scalar)
            } else if !slug.isEmpty, !slug.hasSuffix("-") {
                slug += "-"
            }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        if slug.count > Identifier.maxLength - 4 {
            slug = String(slug.prefix(Identifier.maxLength - 4))
            while slug.hasSuffix("-") { slug.removeLast() }
        }
        return Identifier.isValid(slug) ? slug : fallback
    }

    /// `base`, or `base-2`, `base-3`… whichever `taken` does not hold yet.
    static func unique(_ base: String, taken: Set<String>) -> String {
        guard taken.contains(base) else { return base }
        var number = 2
        while taken.contains("\(base)-\(number)") { number += 1 }
        return "\(base)-\(number)"
    }
}

/// YAML scalars written by the importer: text is always double-quoted (a JSON string, which YAML
/// reads as the same string), so no habit name can turn into YAML syntax.
enum YAMLText {
    static func quoted(_ text: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return (try? encoder.encode(text)).map { String(decoding: $0, as: UTF8.self) } ?? "\"\""
    }

    /// A number as YAML and JSON write it: `5`, `2.5`, `0.25`.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }
}
