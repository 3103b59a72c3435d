import Foundation

/// The game's currency: what points are called, and optionally what one is worth in money.
public struct Currency: Sendable, Hashable {
    /// Plural name shown with amounts: "points", "stars", "Daily Dollars" (CLDR's `other`).
    public var name: String
    /// Singular name, "star" for "stars"; defaults to `name` (CLDR's `one`).
    public var singular: String
    /// The names of the language's other plural categories, where it has more than one and other:
    /// Polish "5 gwiazdek" (`many`) and "2 gwiazdki" (`few`), Arabic's `zero`, `two`, `few`, `many`.
    public var forms: [PluralCategory: String]
    /// A short symbol such as "★"; optional.
    public var symbol: String?
    /// What one unit is worth in a real currency, e.g. 10 NOK a star.
    public var worth: Money?
    /// The language whose plural rules choose the name for a count (`GameSettings` sets the game's).
    public var language: String = "en"

    public init(name: String, singular: String? = nil, forms: [PluralCategory: String] = [:], symbol: String? = nil,
                worth: Money? = nil) {
        self.name = name
        self.singular = singular ?? name
        self.forms = forms
        self.symbol = symbol
        self.worth = worth
    }

    public static let points = Currency(name: "points", singular: "point")

    /// The name for `count` by the language's CLDR plural rules: its own form for the category,
    /// else `singular` for `one` and `name` for any other.
    public func name(for count: Int) -> String {
        let category = PluralRules.of(language).category(count)
        if let form = forms[category] { return form }
        return category == .one ? singular : name
    }

    /// "1 star", "40 stars"; in Polish "1 gwiazdka", "2 gwiazdki", "5 gwiazdek".
    public func amount(_ value: Int) -> String { "\(value) \(name(for: value))" }

    /// The categories below a thousand that the language's rules have besides one and other, and
    /// this currency names no form for: "5 gwiazdki" would be wrong in Polish.
    public var missingForms: [PluralCategory] {
        let rules = PluralRules.of(language)
        let reached = Set((0..<1000).map(rules.category))
        return rules.categories.filter { $0 != .one && $0 != .other && reached.contains($0) && forms[$0] == nil }
    }
}

/// An amount of a real currency, with the amount as an exact decimal.
public struct Money: Sendable, Hashable {
    public var amount: Decimal
    /// ISO 4217 code: NOK, SEK, DKK, EUR, USD, GBP and others.
    public var code: String

    public init(amount: Decimal, code: String) {
        self.amount = amount
        self.code = code
    }

    /// The value of `units` points as `locale` writes money ("600 kr" and "12,50 kr" in nb_NO,
    /// "¥600"): a whole amount without decimals, as prices are written, and any other with the
    /// currency's own (two for NOK, none for JPY).
    public func formatted(times units: Int, locale: Locale) -> String {
        let total = amount * Decimal(units)
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .currency
        formatter.currencyCode = code
        var whole = Decimal()
        var exact = total
        NSDecimalRound(&whole, &exact, 0, .plain)
        if whole == total {
            formatter.minimumFractionDigits = 0
            formatter.maximumFractionDigits = 0
        }
        return formatter.string(from: total as NSDecimalNumber) ?? "\(total) \(code)"
    }
}
