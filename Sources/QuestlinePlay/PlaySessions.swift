import Foundation

/// The sessions of a running `serve --play`, kept in `.questline/sessions` so that they survive
/// a restart. A session counts only while the key it signed in with is still its person's key.
public actor PlaySessions {
    private let folder: PlayFolder
    private var file: PlaySessionFile
    /// One-line results to show once, by session id (kept in memory only).
    private var notices: [String: String] = [:]

    public init(folder: PlayFolder) {
        self.folder = folder
        self.file = PlaySessionFile(text: PrivateFile.read(folder.sessionsFile).map { String(decoding: $0, as: UTF8.self) } ?? "")
    }

    /// Starts a session for whoever holds `key`, or nil for a key nobody holds.
    public func signIn(key: String, now: Date) throws -> PlaySession? {
        let keys = folder.keys()
        guard let person = keys.person(forKey: key) else { return nil }
        let session = PlaySession(id: PlayRandom.token(bytes: 24), person: person, keyPrint: PlaySession.fingerprint(of: key),
                                  expires: now.addingTimeInterval(PlaySession.lifetime))
        file.dropExpired(now: now)
        file.add(session)
        try PrivateFile.write(Data(file.text.utf8), to: folder.sessionsFile)
        return session
    }

    /// The live session with this id: not expired, and its person's key not rotated since.
    public func session(_ id: String, now: Date) -> PlaySession? {
        guard let session = file.sessions[id], session.expires > now,
              let key = folder.keys().keys[session.person],
              PlayRandom.equal(PlaySession.fingerprint(of: key), session.keyPrint) else { return nil }
        return session
    }

    public func setNotice(_ text: String, for session: String) { notices[session] = text }

    /// The notice for the session, once: taking it clears it.
    public func takeNotice(for session: String) -> String? { notices.removeValue(forKey: session) }
}
