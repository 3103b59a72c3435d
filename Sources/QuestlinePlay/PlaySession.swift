import Crypto
import Foundation

/// A signed-in browser: a random id (the cookie's value), whose it is, a fingerprint of the key
/// it signed in with (so it ends when that key is rotated) and when it ends.
public struct PlaySession: Sendable, Equatable {
    public var id: String
    public var person: String
    public var keyPrint: String
    public var expires: Date

    /// How long a session lasts: eight weeks.
    public static let lifetime: TimeInterval = 8 * 7 * 24 * 3600

    /// A short SHA-256 fingerprint of a key, so the key itself is never written in the sessions file.
    public static func fingerprint(of key: String) -> String {
        SHA256.hash(data: Data(key.utf8)).prefix(12).map { String(format: "%02x", $0) }.joined()
    }
}

/// The sessions file: `id person keyPrint expiresEpoch` lines.
public struct PlaySessionFile: Sendable, Equatable {
    public private(set) var sessions: [String: PlaySession] = [:]

    public init(text: String) {
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ")
            guard parts.count == 4, let epoch = Double(parts[3]) else { continue }
            let session = PlaySession(id: String(parts[0]), person: String(parts[1]), keyPrint: String(parts[2]),
                                      expires: Date(timeIntervalSince1970: epoch))
            sessions[session.id] = session
        }
    }

    public var text: String {
        sessions.values.sorted { $0.id < $1.id }
            .map { "\($0.id) \($0.person) \($0.keyPrint) \(Int($0.expires.timeIntervalSince1970))\n" }.joined()
    }

    public mutating func add(_ session: PlaySession) { sessions[session.id] = session }

    public mutating func end(person: String) { sessions = sessions.filter { $0.value.person != person } }

    public mutating func dropExpired(now: Date) { sessions = sessions.filter { $0.value.expires > now } }
}
