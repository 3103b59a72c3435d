/// A starting game for `questline init`: one for each app Questline grew from.
public struct Preset: Sendable, Hashable {
    public var name: String
    /// One line for `--help` and the README.
    public var summary: String
    /// Optional quest packs to choose from; empty when the preset has none.
    public var packs: [String]

    public static let all: [Preset] = [
        Preset(name: "birthday", summary: "Friends' challenges, secret dares, gifts, a final badge.", packs: []),
        Preset(name: "daily-quests", summary: "Scheduled quests, Daily Dollars, a shop, streaks, a heatmap.",
               packs: ["morning-routine", "fitness", "study", "self-care"]),
        Preset(name: "hundred-days", summary: "Up to three 100-day challenges as 10×10 grids.", packs: []),
        Preset(name: "family-stars", summary: "Stars worth real money, awarded by parents, saved for goals.", packs: []),
        Preset(name: "daily-challenge", summary: "One side quest a day from chosen categories; a mission log.", packs: []),
        Preset(name: "blank", summary: "The smallest game: one person, one challenge, to fill in yourself.", packs: []),
    ]

    public static func named(_ name: String) -> Preset? { all.first { $0.name == name } }

    /// The presets with weeks of history to move (every one but `blank`, which has none).
    public static var withHistory: [Preset] { all.filter { $0.name != "blank" } }

    /// The day the preset's history was written for; `init` moves it to the current week.
    public static let anchor = "2026-06-13"
}
