/// The layout of a game's folder, format version 1.
public enum ContentFormat {
    /// The content format this questline reads and writes.
    public static let current = 1

    public static let folder = "content"
    public static let gameFile = "content/game.yaml"
    public static let peopleFile = "content/people.yaml"
    public static let challengesFile = "content/challenges.yaml"
    public static let rewardsFile = "content/rewards.yaml"
    public static let goalsFile = "content/goals.yaml"
    public static let eventLogFile = "content/events.jsonl"
}
