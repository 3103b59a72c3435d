/// The game a snapshot belongs to.
public struct GameInfo: Codable, Sendable, Equatable {
    public enum Status: String, Codable, Sendable {
        case notStarted = "not-started"
        case running
        case ended
    }

    public var title: String
    /// The local day of the snapshot's instant, `YYYY-MM-DD`, in the game's time zone (medium and large).
    public var today: String?
    public var status: Status?
    /// The site's home page: in medium and large snapshots, and as the tap target of the small game snapshot.
    public var url: String?

    public init(title: String, today: String?, status: Status?, url: String?) {
        self.title = title
        self.today = today
        self.status = status
        self.url = url
    }
}
