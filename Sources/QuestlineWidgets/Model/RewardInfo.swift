/// A reward as a widget shows it: its title and price, never its message or media.
public struct RewardInfo: Codable, Sendable, Equatable {
    public enum State: String, Codable, Sendable {
        case locked, affordable, unlocked
    }

    public var id: String
    public var title: String
    /// Left out in small snapshots, where `toGo` says enough.
    public var state: State?
    public var price: Int?
    /// Points still needed; 0 once affordable.
    public var toGo: Int
    /// The reward's page on the site; left out in small snapshots, which have one tap target.
    public var url: String?

    public init(id: String, title: String, state: State?, price: Int?, toGo: Int, url: String?) {
        self.id = id
        self.title = title
        self.state = state
        self.price = price
        self.toGo = toGo
        self.url = url
    }
}
