import Foundation
import QuestlineCore

/// What `import loop` is told besides the file: for a new game, who plays it, where, and its
/// title; for an existing one, which of its players the history is for.
public struct LoopImportOptions: Sendable {
    /// The player's name (a new game makes the person) or id (an existing game has them).
    public var player: String?
    /// A new game's time zone; default the system's.
    public var timeZone: TimeZone?
    public var title: String?
    /// The points each imported challenge earns.
    public var points: Int
    /// The day a new game with no history starts.
    public var today: LocalDate

    public init(player: String? = nil, timeZone: TimeZone? = nil, title: String? = nil, points: Int = 10, today: LocalDate) {
        self.player = player
        self.timeZone = timeZone
        self.title = title
        self.points = points
        self.today = today
    }

    public static let defaultPlayer = "me"

    /// What is wrong with the player's name or the title, as the check would say of the game they
    /// make; nil when nothing is.
    public var problem: String? { Self.problem(player: player, title: title) }

    public static func problem(player: String?, title: String?) -> String? {
        for (option, text, limit) in [("--player", player, TextLimits.personName), ("--title", title, TextLimits.gameTitle)] {
            guard let text else { continue }
            if text.allSatisfy(\.isWhitespace) { return "\(option) must not be empty" }
            if text.count > limit { return "\(option) must be at most \(limit) characters long, not \(text.count)" }
        }
        return nil
    }
}

/// What an import did, for the command to print.
public struct LoopImportReport: Sendable, Equatable {
    public var kind: String
    public var newGame: Bool
    public var habits: Int
    /// Challenges written now, and those an earlier import made.
    public var challengesAdded: [String] = []
    public var challengesKnown: [String] = []
    public var eventsAdded = 0
    /// Entries whose event the log holds already (an earlier import, or the same day completed by hand).
    public var eventsKnown = 0
    /// Loop's skipped days imported now as one-day pauses, by challenge.
    public var skips: [String: Int] = [:]
    public var notes: [String] = []

    /// The report as lines of text.
    public var lines: [String] {
        var lines = ["Imported \(kind): \(habits) habit\(habits == 1 ? "" : "s"), \(challengesAdded.count) new challenge\(challengesAdded.count == 1 ? "" : "s")"
                     + (challengesKnown.isEmpty ? "" : " (\(challengesKnown.count) imported before)")
                     + ", \(eventsAdded) new completion\(eventsAdded == 1 ? "" : "s")"
                     + (eventsKnown == 0 ? "." : " (\(eventsKnown) already in the log).")]
        if !skips.isEmpty {
            let list = skips.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
            lines.append("Skipped days, now one-day pauses that keep a streak: \(list).")
        }
        lines += notes
        return lines
    }
}
