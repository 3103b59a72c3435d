/// One of the latest timeline events, as a line of text.
public struct TimelineItem: Codable, Sendable, Equatable {
    public enum Kind: String, Codable, Sendable {
        case completion, unlock, award, spend, reveal, goal, streak, badge
    }

    public var at: String
    public var kind: Kind
    /// "Sam completed Karaoke night".
    public var text: String
    /// Points gained (positive) or paid (negative); 0 for milestones.
    public var points: Int
    public var player: String?
    /// The challenge or reward page it is about, when there is one.
    public var url: String?

    public init(at: String, kind: Kind, text: String, points: Int, player: String?, url: String?) {
        self.at = at
        self.kind = kind
        self.text = text
        self.points = points
        self.player = player
        self.url = url
    }
}
