import QuestlineCore

/// Why widget snapshots could not be made.
public enum WidgetFeedError: Error, Equatable, CustomStringConvertible {
    case unknownPlayer(String, known: [String])
    /// Even with every list shortened to nothing the snapshot is too big (a very long base URL or title).
    case overBudget(path: String, bytes: Int, budget: Int)
    /// A player's id would give a file the name of another snapshot.
    case fileNameClash(player: String)

    public var description: String {
        switch self {
        case .unknownPlayer(let id, let known):
            "unknown player '\(id)' (players are: \(known.joined(separator: ", ")))"
        case .overBudget(let path, let bytes, let budget):
            "\(path) takes \(bytes) bytes even with its lists left out; the budget is \(budget) (shorten the base URL or the game's title)"
        case .fileNameClash(let player):
            "a player called '\(player)' would overwrite the game's widget snapshots; rename the player"
        }
    }
}

extension WidgetFeedError {
    /// The error as a diagnostic with the best place there is. A snapshot over its budget with
    /// every list left out holds only clipped titles and names, and links: no content field is too
    /// long on its own, so it is named by the snapshot it would be (`widgets/emma-small.json`),
    /// and the hint names the base URL.
    public var diagnostic: Diagnostic {
        switch self {
        case .overBudget(let path, let bytes, let budget):
            .error("takes \(bytes) bytes even with its lists left out; the budget is \(budget)", at: SourceLocation(file: path),
                   hint: "shorten the base URL (--base-url) or the game's title")
        case .unknownPlayer, .fileNameClash:
            .error(description)
        }
    }
}
