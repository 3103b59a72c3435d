import Foundation

/// The game's currency: what points are called, and optionally what one is worth in money.
public struct Currency: Sendable, Hashable {
    /// Plural name shown with amounts: "points", "stars", "Daily Dollars".
    public var name: String
    /// Singular name, "star" for "stars"; defaults to `name`.
    public var singular: String
    /// A short symbol such as "★"; optional.
    public var symbol: String?
    /// What one unit is worth in a real currency, e.g. 10 NOK a star.
    public var worth: Money?

    public init(name: String, singular: String? = nil, symbol: String? = nil, worth: Money? = nil) {
        self.name = name
        self.singular = singular ?? name
        self.symbol = symbol
        self.worth = worth
    }

    public static let points = Currency(name: "points", singular: "point")

    /// "1 star", "40 stars".
    public func amount(_ value: Int) -> String { "\(value) \(abs(value) == 1 ? singular : name)" }
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
