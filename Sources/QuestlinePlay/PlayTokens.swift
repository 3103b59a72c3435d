import Crypto
import Foundation

/// The token every form carries: an HMAC-SHA256 of the session id under the server's secret.
/// A page from another site cannot know it, and it is worthless without the session's cookie.
public struct PlayTokens: Sendable {
    private let key: SymmetricKey

    public init(secret: Data) { self.key = SymmetricKey(data: secret) }

    public func token(for session: String) -> String {
        PlayRandom.base64url(Data(HMAC<SHA256>.authenticationCode(for: Data(session.utf8), using: key)))
    }

    /// True when `token` is the session's token (compared in constant time).
    public func isValid(_ token: String?, for session: String) -> Bool {
        guard let token else { return false }
        return PlayRandom.equal(token, self.token(for: session))
    }
}
