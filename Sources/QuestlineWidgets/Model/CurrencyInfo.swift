/// The game's currency as a widget shows it.
public struct CurrencyInfo: Codable, Sendable, Equatable {
    /// Plural name: "points", "stars".
    public var name: String
    /// Singular name: "point", "star" (medium and large).
    public var singular: String?
    public var symbol: String?
    /// What one unit is worth, formatted for the game's locale ("10,00 kr").
    public var worth: String?
    /// ISO 4217 code of `worth`.
    public var worthCurrency: String?

    public init(name: String, singular: String?, symbol: String? = nil, worth: String? = nil, worthCurrency: String? = nil) {
        self.name = name
        self.singular = singular
        self.symbol = symbol
        self.worth = worth
        self.worthCurrency = worthCurrency
    }
}
