import Foundation

/// The sessions of a running `serve --play`, kept in `.questline/sessions` so that they survive
/// a restart. A session counts only while the key it signed in with is still its person's key.
public actor PlaySessions {
    private let folder: PlayFolder
    private var file: PlaySessionFile
    /// One-line results to show, by session id, with the build that was current when the action
    /// was taken (kept in memory only).
    private var notices: [String: (text: String, build: Int)] = [:]

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

    /// Keeps a result for the session's next page; `build` is the build count before the action.
    public func setNotice(_ text: String, for session: String, build: Int) { notices[session] = (text, build) }

    /// The notice for the session. It is shown until a page from a later build than the action's
    /// has shown it: the page shown right after an action reloads itself when the action's own
    /// build lands, and the result must survive that reload, then go.
    public func takeNotice(for session: String, build: Int) -> String? {
        guard let notice = notices[session] else { return nil }
        if build > notice.build { notices[session] = nil }
        return notice.text
    }
}
