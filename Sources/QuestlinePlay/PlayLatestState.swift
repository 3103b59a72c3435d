import NIOConcurrencyHelpers
import QuestlineCore

/// The state the latest build of serve's folder was made from, handed over by the rebuilder as
/// each build finishes: the forms put into a page are decided from the state the page shows,
/// and nothing is folded again to send it.
public final class PlayLatestState: Sendable {
    private let box = NIOLockedValueBox<GameState?>(nil)

    public init() {}

    /// Keeps `state`, made by the build that has just written the folder.
    public func keep(_ state: GameState) {
        box.withLockedValue { $0 = state }
    }

    public var state: GameState? { box.withLockedValue { $0 } }
}
