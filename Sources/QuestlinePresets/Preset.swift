/// A starting game for `questline init`: one for each app Questline grew from.
public struct Preset: Sendable, Hashable {
    public var name: String
    /// One line for `--help` and the README.
    public var summary: String
    /// Optional quest packs to choose from; empty when the preset has none.
    public var packs: [String]

    public static let all: [Preset] = [
        Preset(name: "birthday", summary: "A birthday weekend: friends' challenges and dares, rewards with video, audio and photos, a final badge.", packs: []),
        Preset(name: "daily-quests", summary: "Quests on weekdays and times of day, Daily Dollars, a reward shop, streaks and a 90-day heatmap.",
               packs: ["morning-routine", "fitness", "study", "self-care"]),
        Preset(name: "hundred-days", summary: "Up to three 100-day challenges, each a 10×10 grid with its own colour.", packs: []),
        Preset(name: "family-stars", summary: "Parents award stars worth real money; children save them for goals with milestones.", packs: []),
        Preset(name: "daily-challenge", summary: "One side quest a day, picked from the categories you enable; a mission log.", packs: []),
    ]

    public static func named(_ name: String) -> Preset? { all.first { $0.name == name } }

    /// The day the preset's history was written for; `init` moves it to the current week.
    public static let anchor = "2026-06-13"
}
