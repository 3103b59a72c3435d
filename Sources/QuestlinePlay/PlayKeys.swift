import Foundation

/// Each person's private key for play mode: 128 random bits from the system's cryptographic
/// generator, written as 22 base64url characters. Kept in `<site>/.questline/keys` (mode 0600),
/// one `person key` a line; never in content/ or output/.
public struct PlayKeys: Sendable, Equatable {
    /// Person id → key.
    public private(set) var keys: [String: String]

    public init(keys: [String: String] = [:]) {
        self.keys = keys
    }

    /// A new key: 16 bytes from `SystemRandomNumberGenerator` (getrandom(2) on Linux).
    public static func newKey() -> String {
        PlayRandom.token(bytes: 16)
    }

    /// The person a key belongs to, compared in constant time so a wrong key tells nothing.
    public func person(forKey key: String) -> String? {
        var found: String?
        for (person, stored) in keys where PlayRandom.equal(stored, key) { found = person }
        return found
    }

    /// Gives every person in `people` a key who has none yet; true when any was added.
    @discardableResult
    public mutating func ensure(_ people: [String]) -> Bool {
        var added = false
        for person in people where keys[person] == nil {
            keys[person] = Self.newKey()
            added = true
        }
        return added
    }

    /// Replaces one person's key; the old one stops working.
    public mutating func rotate(_ person: String) {
        keys[person] = Self.newKey()
    }

    /// The file as text: `person key` lines, sorted by person.
    public var text: String {
        keys.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)\n" }.joined()
    }

    /// Reads the file's text; lines that do not read as `person key` are skipped.
    public init(text: String) {
        var keys: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ", omittingEmptySubsequences: true)
            guard parts.count == 2 else { continue }
            keys[String(parts[0])] = String(parts[1])
        }
        self.keys = keys
    }
}
