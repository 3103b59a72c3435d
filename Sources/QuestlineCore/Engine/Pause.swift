import Foundation

/// Days a player's recurring quest is paused (Loop's "skip"): they neither count for a streak
/// nor break one, and are not missed.
public struct Pause: Sendable, Hashable {
    public var player: String
    public var challenge: String
    public var from: LocalDate
    public var until: LocalDate
    /// The pause's line in the log.
    public var line: Int

    public func covers(_ day: LocalDate) -> Bool { from <= day && day <= until }
}

extension Array where Element == Pause {
    /// Whether `challenge` is paused for `player` on `day`.
    public func isPaused(_ challenge: String, for player: String, on day: LocalDate) -> Bool {
        contains { $0.challenge == challenge && $0.player == player && $0.covers(day) }
    }
}
