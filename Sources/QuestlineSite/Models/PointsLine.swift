import QuestlineCore

/// One line of a player's points besides what challenges earned: an award or a spend, or a
/// reward bought with points. A free unlock moves no points and is not one.
enum PointsLine {
    case transaction(Transaction)
    case unlock(Unlock)

    /// The player's awards, spends and paid unlocks, oldest first (by time, then by line).
    static func all(of player: PlayerState) -> [PointsLine] {
        var lines = player.transactions.map { (at: $0.at, line: $0.line, value: PointsLine.transaction($0)) }
        lines += player.unlocks.lazy.filter { $0.price > 0 }.map { (at: $0.at, line: $0.line, value: PointsLine.unlock($0)) }
        return lines.sorted { ($0.at, $0.line) < ($1.at, $1.line) }.map(\.value)
    }
}
