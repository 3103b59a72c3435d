import Foundation

/// Where play mode keeps its private files: `<site>/.questline/`, which `init` git-ignores and
/// which is neither content/ nor output/.
public struct PlayFolder: Sendable {
    public let site: URL

    public init(site: URL) { self.site = site.standardizedFileURL }

    public var folder: URL { site.appendingPathComponent(".questline", isDirectory: true) }
    public var keysFile: URL { folder.appendingPathComponent("keys") }
    public var sessionsFile: URL { folder.appendingPathComponent("sessions.json") }
    public var secretFile: URL { folder.appendingPathComponent("secret") }
    /// Where `serve --play` renders the site.
    public var output: URL { folder.appendingPathComponent("play", isDirectory: true) }

    /// The keys on disk (none when the file is missing).
    public func keys() -> PlayKeys {
        PrivateFile.read(keysFile).map { PlayKeys(text: String(decoding: $0, as: UTF8.self)) } ?? PlayKeys()
    }

    /// The keys, with one made for each of `people` who has none (written back when any was).
    public func keys(for people: [String]) throws -> PlayKeys {
        var keys = self.keys()
        if keys.ensure(people) || !FileManager.default.fileExists(atPath: keysFile.path) {
            try PrivateFile.write(Data(keys.text.utf8), to: keysFile)
        }
        return keys
    }

    /// Replaces `person`'s key and ends their sessions; returns the new key.
    public func rotate(_ person: String, people: [String]) throws -> String {
        var keys = try self.keys(for: people)
        keys.rotate(person)
        try PrivateFile.write(Data(keys.text.utf8), to: keysFile)
        try PlaySessions.end(person: person, in: self)
        return keys.keys[person] ?? ""
    }

    /// The secret the forms' tokens are signed with: 32 random bytes, made on first use.
    public func secret() throws -> Data {
        if let data = PrivateFile.read(secretFile), data.count == 32 { return data }
        var generator = SystemRandomNumberGenerator()
        let data = Data((0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) })
        try PrivateFile.write(data, to: secretFile)
        return data
    }
}
