import Foundation
import HummingbirdCore

/// What `serve --play` adds to the dev server (QuestlinePlay implements it): answers to the
/// requests that are play's own (sign-in links, the actions page, forms), and the bar a
/// signed-in person sees on every page. The server knows nothing of games or people.
public protocol PlayHandler: Sendable {
    /// The answer to a request that is play's, or nil to serve the folder as usual. `address` is
    /// the client's, for limits on wrong keys.
    func respond(to request: Request, address: String) async throws -> Response?
    /// A page as it is sent in answer to `request`: for a signed-in person, with their bar.
    func decorate(_ page: Data, for request: Request) async -> Data
    /// Whether a failed build's errors are shown over the page sent in answer to `request`: to
    /// whoever keeps the game, not to a child holding the phone.
    func showsBuildErrors(to request: Request) async -> Bool
}

extension PlayHandler {
    /// Everyone sees them, unless the handler says otherwise.
    public func showsBuildErrors(to request: Request) async -> Bool { true }
}
