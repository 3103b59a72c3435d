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
        return escapingUnprintable((try? encoder.encode(text)).map { String(decoding: $0, as: UTF8.self) } ?? "\"\"")
    }

    /// JSON text that YAML reads as written, in a quoted scalar or a comment. JSON escapes the
    /// controls below U+0020 only; YAML refuses the rest of them in a file (DEL, U+0080–U+009F,
    /// U+FFFE, U+FFFF), breaks a line at U+0085, U+2028 and U+2029, and drops a BOM. Each is
    /// written as the `\uXXXX` escape JSON and YAML both read.
    static func escapingUnprintable(_ json: String) -> String {
        var escaped = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            switch scalar.value {
            case 0x7F...0x9F, 0x2028, 0x2029, 0xFEFF, 0xFFFE, 0xFFFF:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                escaped.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).unicodeScalars)
            default:
                escaped.append(scalar)
            }
        }
        return String(escaped)
    }

    /// A number as YAML and JSON write it: `5`, `2.5`, `0.25`.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }
}
