import Crypto
import Foundation

/// A signed-in browser: a random id (the cookie's value), whose it is, and a fingerprint of the
/// key it signed in with (so it ends when that key is rotated). The id is hummingbird-auth's
/// session id; `Stored` is what its session storage keeps under it.
public struct PlaySession: Sendable, Equatable {
    public var id: String
    public var person: String
    public var keyPrint: String

    /// What the sessions file keeps for a session (its id is the entry's key).
    public struct Stored: Codable, Sendable, Equatable {
        public var person: String
        public var keyPrint: String
    }

    /// How long a session lasts: eight weeks.
    public static let lifetime: Duration = .seconds(8 * 7 * 24 * 3600)

    /// A short SHA-256 fingerprint of a key, so the key itself is never written in the sessions file.
    public static func fingerprint(of key: String) -> String {
        SHA256.hash(data: Data(key.utf8)).prefix(12).map { String(format: "%02x", $0) }.joined()
    }
}
