/// Whom a snapshot is about: the whole game (every player, the family view) or one player.
public enum SnapshotKind: String, Codable, Sendable {
    case game
    case player
}
