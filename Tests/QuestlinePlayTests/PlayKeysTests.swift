import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import Synchronization
import Testing
@testable import QuestlinePlay

/// A clock the sessions' tests move by hand.
final class TestClock: Sendable {
    private let moment: Mutex<Date>
    init(_ start: Date) { moment = Mutex(start) }
    var now: @Sendable () -> Date { { self.moment.withLock { $0 } } }
    func advance(_ seconds: Int64) { moment.withLock { $0 = $0.addingTimeInterval(TimeInterval(seconds)) } }
}

@Suite("Play keys, sessions and tokens")
struct PlayKeysTests {
    private func temporarySite() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("play-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("A key is 128 random bits: 22 base64url characters, different each time")
    func newKeys() {
        let keys = (0..<200).map { _ in PlayKeys.newKey() }
        #expect(Set(keys).count == 200)
        for key in keys {
            #expect(key.count == 22)
            #expect(key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
        }
    }

    @Test("Every person gets a key once; the file is 0600 and reads back the same")
    func ensureAndStore() throws {
        let site = try temporarySite()
        let folder = PlayFolder(site: site)
        let first = try folder.keys(for: ["sam", "jo"])
        #expect(Set(first.keys.keys) == ["sam", "jo"])
        let again = try folder.keys(for: ["sam", "jo", "mum"])
        #expect(again.keys["sam"] == first.keys["sam"] && again.keys["jo"] == first.keys["jo"])
        #expect(again.keys["mum"] != nil)
        #expect(folder.keys() == again)
        let mode = try FileManager.default.attributesOfItem(atPath: folder.keysFile.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(again.person(forKey: again.keys["jo"] ?? "") == "jo")
        #expect(again.person(forKey: "nope") == nil)
        #expect(again.person(forKey: "") == nil)
    }

    @Test("A session lasts weeks, survives a restart, and ends when its person's key is rotated")
    func sessions() async throws {
        let site = try temporarySite()
        let folder = PlayFolder(site: site)
        let keys = try folder.keys(for: ["sam", "jo"])
        let clock = TestClock(Date(timeIntervalSince1970: 1_800_000_000))
        let sessions = PlaySessions(folder: folder, now: clock.now)
        #expect(try await sessions.signIn(key: "wrong", secure: false) == nil)
        let (sam, cookie) = try #require(try await sessions.signIn(key: keys.keys["sam"] ?? "", secure: false))
        let jo = try #require(try await sessions.signIn(key: keys.keys["jo"] ?? "", secure: true))
        #expect(sam.person == "sam" && sam.id != jo.session.id && sam.id.count >= 40)
        // The cookie hummingbird-auth made: the session id, for this site's pages only, not for scripts.
        #expect(cookie.name == PlaySessions.cookieName && cookie.value == sam.id && cookie.httpOnly && !cookie.secure)
        #expect(cookie.sameSite == .strict && cookie.path == "/")
        #expect(jo.cookie.secure)
        // The request that sends the cookie back finds the session.
        #expect(await sessions.session(for: request(cookie: "\(PlaySessions.cookieName)=\(sam.id)"))?.person == "sam")
        #expect(await sessions.session(for: request(cookie: "\(PlaySessions.cookieName)=forged")) == nil)
        #expect(await sessions.session(for: request(cookie: nil)) == nil)
        clock.advance(21 * 86_400)
        #expect(await sessions.session(sam.id)?.person == "sam")
        // The key is never written in the sessions file; the id is.
        let written = String(decoding: try Data(contentsOf: folder.sessionsFile), as: UTF8.self)
        #expect(written.contains(sam.id) && !written.contains(keys.keys["sam"] ?? "-"))
        // A new server reads the sessions file.
        let restarted = PlaySessions(folder: folder, now: clock.now)
        #expect(await restarted.session(jo.session.id)?.person == "jo")
        _ = try folder.rotate("sam", people: ["sam", "jo"])
        #expect(await restarted.session(sam.id) == nil)
        #expect(await sessions.session(sam.id) == nil)
        #expect(await restarted.session(jo.session.id)?.person == "jo")
        #expect(!(String(decoding: try Data(contentsOf: folder.sessionsFile), as: UTF8.self).contains(sam.id)))
        #expect(try await restarted.signIn(key: keys.keys["sam"] ?? "", secure: false) == nil)
        // Eight weeks after signing in, the session has ended.
        clock.advance(PlaySession.lifetime.components.seconds)
        #expect(await restarted.session(jo.session.id) == nil)
    }

    @Test("The sessions file is private, and a damaged one only signs everyone out")
    func sessionsFile() async throws {
        let folder = PlayFolder(site: try temporarySite())
        let keys = try folder.keys(for: ["sam"])
        let sessions = PlaySessions(folder: folder)
        let (sam, _) = try #require(try await sessions.signIn(key: keys.keys["sam"] ?? "", secure: false))
        let mode = try FileManager.default.attributesOfItem(atPath: folder.sessionsFile.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        try Data("{not json".utf8).write(to: folder.sessionsFile)
        let legacy = folder.folder.appendingPathComponent("sessions")
        try Data("oldid sam 0123abcd 1900000000\n".utf8).write(to: legacy)
        let restarted = PlaySessions(folder: folder)
        #expect(!FileManager.default.fileExists(atPath: legacy.path))
        #expect(await restarted.session(sam.id) == nil)
        #expect(try await restarted.signIn(key: keys.keys["sam"] ?? "", secure: false) != nil)
    }

    @Test("A session the file could not take is not kept in memory either")
    func failedWrite() async throws {
        let folder = PlayFolder(site: try temporarySite())
        // A folder where the sessions file goes: writing it fails.
        try FileManager.default.createDirectory(at: folder.sessionsFile, withIntermediateDirectories: true)
        let driver = SessionFileDriver(url: folder.sessionsFile)
        let stored = PlaySession.Stored(person: "sam", keyPrint: "00")
        await #expect(throws: (any Error).self) { try await driver.set(key: "hbs.a", value: stored, expires: .seconds(60)) }
        #expect(try await driver.get(key: "hbs.a", as: PlaySession.Stored.self) == nil)
    }

    private func request(cookie: String?) -> Request {
        var fields = HTTPFields()
        if let cookie { fields[.cookie] = cookie }
        return Request(head: HTTPRequest(method: .get, scheme: "http", authority: "localhost", path: "/", headerFields: fields),
                       body: RequestBody(buffer: ByteBuffer()))
    }

    @Test("A result is shown until a page of a later build than the action's has shown it, and for a few seconds after it was first shown")
    func notices() async throws {
        let clock = TestClock(Date(timeIntervalSince1970: 1_000_000))
        let sessions = PlaySessions(folder: PlayFolder(site: try temporarySite()), now: clock.now)
        await sessions.setNotice("Swim done", for: "a", build: 4)
        #expect(await sessions.takeNotice(for: "b", build: 4) == nil)
        #expect(await sessions.takeNotice(for: "a", build: 4) == "Swim done")
        clock.advance(Int64(PlaySessions.noticeGrace) + 1)
        #expect(await sessions.takeNotice(for: "a", build: 4) == "Swim done", "the action's own build has not landed yet")
        #expect(await sessions.takeNotice(for: "a", build: 5) == "Swim done", "the page of the action's build")
        #expect(await sessions.takeNotice(for: "a", build: 5) == nil)

        // A refusal (kept with the build before) is shown on the page it comes back to, then
        // again when that page reloads at once for someone else's build, and then is gone.
        await sessions.setNotice(PlayNotice.refusal("Not done: Ida has 0 stars"), for: "a", build: 4)
        #expect(await sessions.takeNotice(for: "a", build: 5)?.text == "Not done: Ida has 0 stars")
        clock.advance(1)
        #expect(await sessions.takeNotice(for: "a", build: 6)?.text == "Not done: Ida has 0 stars", "the reload for another's build")
        clock.advance(Int64(PlaySessions.noticeGrace))
        #expect(await sessions.takeNotice(for: "a", build: 6) == nil)
    }

    @Test("A token belongs to one session and one secret")
    func tokens() {
        let tokens = PlayTokens(secret: Data(repeating: 7, count: 32))
        let other = PlayTokens(secret: Data(repeating: 8, count: 32))
        let token = tokens.token(for: "session-a")
        #expect(tokens.isValid(token, for: "session-a"))
        #expect(!tokens.isValid(token, for: "session-b"))
        #expect(!other.isValid(token, for: "session-a"))
        #expect(!tokens.isValid(nil, for: "session-a"))
        #expect(!tokens.isValid("", for: "session-a"))
    }

    @Test("Wrong keys from one address are limited; other addresses are not")
    func attempts() async {
        let limiter = AttemptLimiter(limit: 3, window: 60)
        let now = Date(timeIntervalSince1970: 0)
        for _ in 0..<3 { await limiter.failed("10.0.0.2", now: now) }
        #expect(await !limiter.mayTry("10.0.0.2", now: now))
        #expect(await limiter.mayTry("10.0.0.3", now: now))
        #expect(await limiter.mayTry("10.0.0.2", now: now.addingTimeInterval(61)))
    }
}
