import Foundation
import Hummingbird

/// hummingbird-auth's session storage kept in a private file (`.questline/sessions.json`, mode
/// 0600), so that sessions survive a restart of serve. Hummingbird ships only an in-memory
/// driver; this one keeps the same entries and writes them through on every change.
public actor SessionFileDriver: PersistDriver {
    private let url: URL
    private let now: @Sendable () -> Date
    private var file: SessionFile

    public init(url: URL, now: @escaping @Sendable () -> Date = { Date() }) {
        self.url = url
        self.now = now
        self.file = SessionFile(contentsOf: url)
    }

    public func create<Object: Codable & Sendable>(key: String, value: Object, expires: Duration?) throws {
        guard live(key) == nil else { throw PersistError.duplicate }
        try set(key: key, value: value, expires: expires)
    }

    public func set<Object: Codable & Sendable>(key: String, value: Object, expires: Duration?) throws {
        let json = String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
        let moment = now()
        var next = file
        next.dropExpired(now: moment)
        next.entries[key] = SessionFile.Entry(value: json, expires: expires.map { moment.addingTimeInterval(Self.seconds($0)) })
        try commit(next)
    }

    public func get<Object: Codable & Sendable>(key: String, as: Object.Type) throws -> Object? {
        try getWithTTL(key: key, as: Object.self)?.object
    }

    public func getWithTTL<Object: Codable & Sendable>(key: String, as: Object.Type) throws -> (object: Object, ttl: Duration?)? {
        guard let entry = live(key) else { return nil }
        guard let object = try? JSONDecoder().decode(Object.self, from: Data(entry.value.utf8)) else {
            throw PersistError.invalidConversion
        }
        return (object, entry.expires.map { .seconds($0.timeIntervalSince(now())) })
    }

    public func remove(key: String) throws {
        var next = file
        guard next.entries.removeValue(forKey: key) != nil else { return }
        try commit(next)
    }

    /// Writes `next` and only then holds it: a write that fails changes nothing, on disk or here.
    private func commit(_ next: SessionFile) throws {
        try next.write(to: url)
        file = next
    }

    /// The entry under `key` unless it has expired.
    private func live(_ key: String) -> SessionFile.Entry? {
        guard let entry = file.entries[key], entry.expires.map({ $0 > now() }) ?? true else { return nil }
        return entry
    }

    private static func seconds(_ duration: Duration) -> TimeInterval {
        TimeInterval(duration.components.seconds) + TimeInterval(duration.components.attoseconds) / 1e18
    }
}

/// The sessions file: each stored value as JSON under its key, with when it ends.
public struct SessionFile: Codable, Sendable, Equatable {
    public struct Entry: Codable, Sendable, Equatable {
        public var value: String
        public var expires: Date?
    }

    public var entries: [String: Entry] = [:]

    /// The file at `url`; empty when it is missing or unreadable (every session then signs in again).
    public init(contentsOf url: URL) {
        if let data = PrivateFile.read(url), let read = try? JSONDecoder().decode(SessionFile.self, from: data) {
            self = read
        }
    }

    public func write(to url: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        try PrivateFile.write(try encoder.encode(self), to: url)
    }

    public mutating func dropExpired(now: Date) {
        entries = entries.filter { $0.value.expires.map { $0 > now } ?? true }
    }
}
