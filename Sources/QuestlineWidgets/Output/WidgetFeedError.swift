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
