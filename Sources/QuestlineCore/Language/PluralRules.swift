/// CLDR's cardinal plural rules for the languages questline ships, as data: each category's
/// condition is copied as written in CLDR 46's `common/supplemental/plurals.xml` (without its
/// `@integer`/`@decimal` samples), and `PluralCondition` evaluates it. A language not in the
/// table has only `other`, as CLDR's root does.
///
/// Counts here are whole numbers, so of CLDR's operands `n` and `i` are the count's absolute
/// value and `v`, `w`, `f`, `t`, `e` and `c` are 0.
public struct PluralRules: Sendable {
    /// The language's categories in CLDR's order, `other` last.
    public let categories: [PluralCategory]
    private let conditions: [(PluralCategory, PluralCondition)]

    /// The CLDR version the table is copied from.
    public static let cldrVersion = "46"

    /// The rules as CLDR writes them, by language code.
    static let table: [String: [PluralCategory: String]] = [
        "en": [.one: "i = 1 and v = 0"],
        "nb": [.one: "n = 1"],
        "sv": [.one: "i = 1 and v = 0"],
        "da": [.one: "n = 1 or t != 0 and i = 0,1"],
        "fi": [.one: "i = 1 and v = 0"],
        "de": [.one: "i = 1 and v = 0"],
        "nl": [.one: "i = 1 and v = 0"],
        "fr": [.one: "i = 0,1",
               .many: "e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5"],
        "es": [.one: "n = 1",
               .many: "e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5"],
        "it": [.one: "i = 1 and v = 0",
               .many: "e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5"],
        "pt": [.one: "i = 0..1",
               .many: "e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5"],
        "pl": [.one: "i = 1 and v = 0",
               .few: "v = 0 and i % 10 = 2..4 and i % 100 != 12..14",
               .many: "v = 0 and i != 1 and i % 10 = 0..1 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 12..14"],
        "ja": [:],
        "ar": [.zero: "n = 0", .one: "n = 1", .two: "n = 2",
               .few: "n % 100 = 3..10", .many: "n % 100 = 11..99"],
    ]

    /// The languages the table has rules for.
    public static var languages: [String] { table.keys.sorted() }

    private init(_ rules: [PluralCategory: String]) {
        conditions = rules.map { ($0.key, PluralCondition($0.value)) }.sorted { $0.0 < $1.0 }
        categories = conditions.map(\.0) + [.other]
    }

    /// The rules of `language` (`pl`, `pt_BR`, `ar-EG`: the language code counts), parsed once.
    public static func of(_ language: String) -> PluralRules {
        parsed[code(of: language)] ?? otherOnly
    }

    /// `pt` of `pt_BR`.
    public static func code(of language: String) -> String {
        String(language.prefix { $0 != "_" && $0 != "-" }).lowercased()
    }

    private static let parsed: [String: PluralRules] = table.mapValues(PluralRules.init)
    private static let otherOnly = PluralRules([:])

    /// Conditions of the table that do not read, as `language.category` (a test holds this empty).
    public static var unreadable: [String] {
        parsed.flatMap { language, rules in rules.conditions.filter { !$0.1.isValid }.map { "\(language).\($0.0)" } }.sorted()
    }

    /// The category of `count`: the first whose condition holds, else `other`.
    public func category(_ count: Int) -> PluralCategory {
        let n = count.magnitude
        return conditions.first { $0.1.holds(n) }?.0 ?? .other
    }
}
