import Foundation
import Hummingbird
import HummingbirdAuth

/// The sessions of a running `serve --play`: hummingbird-auth's `SessionStorage` (random ids,
/// the cookie) over `SessionFileDriver`, so that they survive a restart. A session counts only
/// while the key it signed in with is still its person's key.
public actor PlaySessions {
    public static let cookieName = "questline_session"
    /// hummingbird-auth's prefix for the session entries in the store.
    static let keyPrefix = "hbs."

    private let folder: PlayFolder
    private let driver: SessionFileDriver
    /// hummingbird-auth's storage over `driver`: one whose cookie is `Secure` (over HTTPS, or
    /// behind a proxy that says so), one whose cookie is not.
    private let secureStorage: SessionStorage<PlaySession.Stored>
    private let plainStorage: SessionStorage<PlaySession.Stored>
    /// One-line results to show, by session id (kept in memory only).
    private var notices: [String: KeptNotice] = [:]
    private let now: @Sendable () -> Date
    /// How long a result stays on the pages once it has been shown: the page it is on may reload
    /// itself at once for someone else's build, and a parent must still read why their form was refused.
    static let noticeGrace: TimeInterval = 6

    /// A result, the build that was current when the action was taken, and whether and when it was shown.
    private struct KeptNotice {
        var notice: PlayNotice
        var build: Int
        var firstShown: Date?
        var shownAfterBuild = false
    }

    public init(folder: PlayFolder, now: @escaping @Sendable () -> Date = { Date() }) {
        self.folder = folder
        self.now = now
        let driver = SessionFileDriver(url: folder.sessionsFile, now: now)
        func storage(secure: Bool) -> SessionStorage<PlaySession.Stored> {
            let cookie = SessionCookieParameters(name: Self.cookieName, path: "/", secure: secure, sameSite: .strict)
            return SessionStorage(driver, configuration: SessionStorageConfiguration(sessionCookieParameters: cookie, keyPrefix: Self.keyPrefix))
        }
        self.driver = driver
        self.secureStorage = storage(secure: true)
        self.plainStorage = storage(secure: false)
        // The sessions file before hummingbird-auth (`sessions`, one line a session): its ids
        // sign nobody in any more, so it is not left behind.
        try? FileManager.default.removeItem(at: folder.folder.appendingPathComponent("sessions"))
    }

    /// Starts a session for whoever holds `key`, with the cookie that names it (`HttpOnly`,
    /// `SameSite=Strict`, `Path=/`); nil for a key nobody holds.
    public func signIn(key: String, secure: Bool) async throws -> (session: PlaySession, cookie: Cookie)? {
        guard let person = folder.keys().person(forKey: key) else { return nil }
        let stored = PlaySession.Stored(person: person, keyPrint: PlaySession.fingerprint(of: key))
        let cookie = try await (secure ? secureStorage : plainStorage).save(session: stored, expiresIn: PlaySession.lifetime)
        return (PlaySession(id: cookie.value, person: person, keyPrint: stored.keyPrint), cookie)
    }

    /// Ends the session the request's cookie names; the cookie that tells the browser to forget
    /// it (nil when there was none to end).
    public func signOut(_ request: Request, secure: Bool) async -> Cookie? {
        if let id = plainStorage.getId(request: request) { notices[id] = nil }
        return try? await (secure ? secureStorage : plainStorage).delete(request: request)
    }

    /// Ends the session with this id, if it is there: a browser signed in with another link.
    public func end(_ id: String) async {
        notices[id] = nil
        try? await driver.remove(key: Self.keyPrefix + id)
    }

    /// The live session the request's cookie names, if any.
    public func session(for request: Request) async -> PlaySession? {
        guard let id = plainStorage.getId(request: request), !id.isEmpty, id.count <= 128 else { return nil }
        return await session(id)
    }

    /// The live session with this id: not expired, and its person's key not rotated since (a
    /// session whose key was rotated is removed).
    public func session(_ id: String) async -> PlaySession? {
        guard let stored = try? await driver.get(key: Self.keyPrefix + id, as: PlaySession.Stored.self) else { return nil }
        guard let key = folder.keys().keys[stored.person],
              PlayRandom.equal(PlaySession.fingerprint(of: key), stored.keyPrint) else {
            try? await driver.remove(key: Self.keyPrefix + id)
            return nil
        }
        return PlaySession(id: id, person: stored.person, keyPrint: stored.keyPrint)
    }

    /// Keeps a result for the session's next page; `build` is the build count before the action.
    public func setNotice(_ notice: PlayNotice, for session: String, build: Int) {
        notices[session] = KeptNotice(notice: notice, build: build)
    }

    /// The notice for the session. It is shown until a page from a later build than the action's
    /// has shown it (the page shown right after an action reloads itself when the action's own
    /// build lands, and the result must survive that reload), and in any case for `noticeGrace`
    /// after it was first shown (the page may reload for someone else's build); then it goes.
    public func takeNotice(for session: String, build: Int) -> PlayNotice? {
        guard var kept = notices[session] else { return nil }
        let now = now(), first = kept.firstShown ?? now
        if kept.shownAfterBuild && now.timeIntervalSince(first) >= Self.noticeGrace {
            notices[session] = nil
            return nil
        }
        kept.firstShown = first
        if build > kept.build { kept.shownAfterBuild = true }
        notices[session] = kept
        return kept.notice
    }

    /// Ends every session of `person` in the sessions file (`keys --rotate`, which runs while serve
    /// may not).
    static func end(person: String, in folder: PlayFolder) throws {
        var file = SessionFile(contentsOf: folder.sessionsFile)
        file.entries = file.entries.filter { _, entry in
            (try? JSONDecoder().decode(PlaySession.Stored.self, from: Data(entry.value.utf8)))?.person != person
        }
        try file.write(to: folder.sessionsFile)
    }
}
