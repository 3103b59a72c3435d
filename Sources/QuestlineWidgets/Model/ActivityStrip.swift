/// The last weeks of activity as one digit a day, oldest first: a heatmap in a string.
///
/// Levels: 0 nothing done, 1 one thing, 2 two, 3 three or four, 4 five or more
/// (completions, unlocks and awards counted together, as the calendar counts them).
public struct ActivityStrip: Codable, Sendable, Equatable {
    /// The first day the string covers, `YYYY-MM-DD`.
    public var from: String
    /// The last day, `YYYY-MM-DD`: today, or the game's last day once it has ended.
    public var to: String
    /// "0012430…", one digit 0–4 per day.
    public var levels: String

    public init(from: String, to: String, levels: String) {
        self.from = from
        self.to = to
        self.levels = levels
    }

    /// The level digit for a count of things done in a day.
    public static func level(forCount count: Int) -> Int {
        switch count {
        case ...0: 0
        case 1: 1
        case 2: 2
        case 3...4: 3
        default: 4
        }
    }
}
