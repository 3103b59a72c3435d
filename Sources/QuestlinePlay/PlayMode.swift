import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdCore
import NIOCore
import QuestlineCore
import QuestlineServer
import QuestlineUploads

/// `serve --play`: sign-in links, sessions, the actions page and its forms, on top of the dev
/// server. Cookies and forms are decoded by Hummingbird; every action is recorded by the CLI's
/// own `EventRecorder` (docs/play.md).
public struct PlayMode: PlayHandler {
    /// The largest action form read; a form is a few short fields.
    static let maxFormSize = 16 * 1024
    /// The longest an unlock waits for its reward's page to be built before it sends the phone there.
    static let unlockedPageWait = Duration.seconds(5)

    public let site: URL
    let folder: PlayFolder
    let sessions: PlaySessions
    let tokens: PlayTokens
    let attempts = AttemptLimiter()
    let builds: BuildCounter
    let people = PeopleCache()
    let partialsCache = PlayPartialsCache()
    /// The state of the latest build, handed over by serve's rebuilder.
    let latest: PlayLatestState
    /// The instant of new events and of the actions page: serve's --as-of, else now.
    let now: @Sendable () -> Date
    /// The site's fold cache as it is now (serve's `SiteBuild.currentFoldCache`): the recorder
    /// folds only the log's newest lines with it.
    public var foldCache: @Sendable () -> FoldCache? = { nil }
    /// The folder serve sends pages from (where an unlocked reward's page appears); nil: not known.
    public var servedFolder: URL?
    /// The largest photo proof, in bytes (`serve --play --max-upload`).
    public var maxUpload = ProofPhoto.defaultSizeLimit

    /// The largest request body play reads: a photo of `maxUpload` and the form around it. The
    /// server's own body limit must be at least this.
    public var maxBodySize: Int { MultipartLimits.forUpload(fileBytes: maxUpload).bodyBytes }

    public init(site: URL, builds: BuildCounter, latest: PlayLatestState = PlayLatestState(), now: @escaping @Sendable () -> Date) throws {
        self.latest = latest
        self.site = site.standardizedFileURL
        self.folder = PlayFolder(site: site)
        self.sessions = PlaySessions(folder: folder)
        self.tokens = PlayTokens(secret: try folder.secret())
        self.builds = builds
        self.now = now
    }

    public func respond(to request: Request, address: String) async throws -> Response? {
        let path = request.uri.path
        guard path == "/play" || path.hasPrefix("/play/") else {
            // Nothing outside /play/ takes a form.
            return nil
        }
        switch (request.method, path) {
        case (.get, "/play"), (.get, PlayPage.path), (.head, PlayPage.path):
            return await actionsPage(request)
        case (.post, PlayPage.actionPath):
            return await act(request)
        case (.post, PlayPage.signOutPath):
            return await signOut(request)
        case (.get, _), (.head, _):
            return await signIn(key: String(path.dropFirst(PlayPage.path.count)), request: request, address: address)
        default:
            return Self.plain(.methodNotAllowed, "Only GET, HEAD and form posts here.")
        }
    }

    /// The page with the forms this person may use in its slots (`PlaySlot`), rendered from the
    /// theme's partials, and their bar; anyone else gets the page without its slots.
    public func decorate(_ page: Data, for request: Request) async -> Data {
        let none = PlaySlot.fill(page) { _ in "" }
        guard let session = await session(of: request) else { return none }
        let build = await builds.build
        let filled: Data, name: String, words: PlayWords
        if let state = latest.state, let person = state.game.person(session.person) {
            let partials = await partialsCache.partials(site: site, language: state.game.settings.language, build: build)
            words = partials.words
            let forms = PlayFormModels(choices: PlayChoices(person: person, state: state), token: tokens.token(for: session.id),
                                       strings: partials.strings, back: request.uri.path)
            filled = PlaySlot.fill(page) { slot in forms.form(for: slot).map { partials.render($0.partial, $0.model) } ?? "" }
            name = person.name
        } else if let known = await people.name(of: session.person, site: site, build: build) {
            // No build has made a state yet (the game has errors): the bar, and no form.
            (filled, name, words) = (none, known, await currentWords())
        } else {
            return none
        }
        let notice = await sessions.takeNotice(for: session.id, build: build)
        return PlayBar.inject(PlayBar.html(name: name, notice: notice, words: words, signOutToken: tokens.token(for: session.id)), into: filled)
    }

    // MARK: Sign-in

    private func signIn(key: String, request: Request, address: String) async -> Response {
        let now = Date()
        guard await attempts.mayTry(address, now: now) else {
            let words = await currentWords()
            return Self.page(.tooManyRequests, words("too_many_links"), words: words)
        }
        let before = await session(of: request)
        guard !key.isEmpty, key.count <= 64, let (session, cookie) = try? await sessions.signIn(key: key, secure: Self.isHTTPS(request)) else {
            await attempts.failed(address, now: now)
            let words = await currentWords()
            return Self.page(.notFound, words("link_unknown"), words: words)
        }
        if let before { await switched(from: before, to: session) }
        return Self.plain(.seeOther, "Signed in.", headers: [.location: "/", .setCookie: cookie.description])
    }

    /// The live session the request's cookie names, if any.
    func session(of request: Request) async -> PlaySession? {
        await sessions.session(for: request)
    }

    static func isHTTPS(_ request: Request) -> Bool {
        if request.head.scheme == "https" { return true }
        guard let name = HTTPField.Name("X-Forwarded-Proto") else { return false }
        return request.headers[name]?.lowercased() == "https"
    }

    // MARK: The actions page

    private func actionsPage(_ request: Request) async -> Response {
        guard let session = await session(of: request) else {
            let words = await currentWords()
            return Self.page(.notFound, words("sign_in_first"), words: words)
        }
        // The game and its state, read and folded off the pool (`OffPool`).
        let (site, now, id, words, cache) = (self.site, self.now(), session.person, await currentWords(), foldCache())
        let read = await OffPool.run { () -> Result<(Person, GameState), FormRefusal> in
            let loaded = ContentLoader.load(from: DirectorySource(root: site))
            guard let game = loaded.game, !loaded.diagnostics.hasErrors, let person = game.person(id) else {
                return .failure(FormRefusal(status: .serviceUnavailable, sentence: words("page_errors")))
            }
            guard let state = try? Engine.state(of: game, source: DirectorySource(root: site), asOf: now, cache: cache) else {
                return .failure(FormRefusal(status: .serviceUnavailable, sentence: words("log_unreadable")))
            }
            return .success((person, state))
        }
        let (person, state): (Person, GameState)
        switch read {
        case .success(let found): (person, state) = found
        case .failure(let refusal): return Self.page(refusal.status, refusal.sentence, words: words)
        }
        let build = await builds.build
        let notice = await sessions.takeNotice(for: session.id, build: build)
        let partials = await partialsCache.partials(site: site, language: state.game.settings.language, build: build)
        let page = PlayPage(person: person, state: state, token: tokens.token(for: session.id), notice: notice, words: partials.words)
        let sent = LiveReload.inject(into: Data(page.html.utf8), build: build)
        return Self.response(.ok, type: "text/html; charset=utf-8", body: sent, referrer: "same-origin")
    }

    // MARK: Actions

    private func act(_ request: Request) async -> Response {
        // Refused before the body is read: no session, or a request sent from another site.
        let words = await currentWords()
        guard let session = await session(of: request) else { return Self.page(.forbidden, words("sign_in_first"), words: words) }
        guard Self.isSameOrigin(request) else { return Self.page(.forbidden, words("other_site"), words: words) }
        // The build before the action: its result is shown until the build after it has loaded.
        let build = await builds.build
        // A form refused before it is read (too big, unreadable, out of date) comes back to the
        // page it was sent from, if this site's, with the refusal at its top, as any refusal does.
        func refused(_ sentence: String) async -> Response {
            await sessions.setNotice(.refusal(sentence), for: session.id, build: build - 1)
            return Self.plain(.seeOther, "See the result.", headers: [.location: Self.sendingPage(of: request)])
        }
        let sent: (form: PlayForm, photo: [UInt8]?)
        switch await readForm(request, words: words) {
        case .success(let form): sent = form
        case .failure(let refusal): return await refused(refusal.sentence)
        }
        let form = sent.form
        guard tokens.isValid(form.token, for: session.id) else { return await refused(words("form_stale")) }
        // Loading, storing the photo and recording happen off the pool (`OffPool`); nil: the game has errors.
        let (me, at, photo) = (self, now(), sent.photo)
        let done = await OffPool.run { () -> (outcome: PlayRequest.Outcome, words: PlayWords)? in
            // The fold cache holds the game when the content is unchanged since it was loaded
            // without error: a big game's YAML is not read again for each tap.
            let cache = me.foldCache()?.loaded()
            let game: Game
            if let cached = cache?.game() {
                game = cached
            } else {
                let loaded = ContentLoader.load(from: DirectorySource(root: me.site))
                guard let fresh = loaded.game, !loaded.diagnostics.hasErrors else { return nil }
                game = fresh
            }
            guard let person = game.person(session.person) else { return nil }
            // The game's language: read from the site's strings for each action (two small files).
            let words = PlayWords(site: me.site, language: game.settings.language)
            let action = PlayRequest(person: person, form: form)
            switch me.storePhoto(photo, for: action, in: game, at: at, words: words) {
            case .failure(let refusal):
                return (.refused(refusal.sentence), words)
            case .success(let stored):
                let outcome = action.perform(site: me.site, game: game, at: at, photo: stored, cache: cache, words: words)
                // A refused completion leaves no photo behind.
                if case .refused = outcome, let stored { ProofStore(root: me.site, sizeLimit: me.maxUpload).remove(stored) }
                return (outcome, words)
            }
        }
        guard let (outcome, said) = done else {
            await sessions.setNotice(.refusal(words("game_errors")), for: session.id, build: build - 1)
            return Self.plain(.seeOther, "See the result.", headers: [.location: form.returnPath])
        }
        var next = form.returnPath
        switch outcome {
        case .recorded(let line):
            await sessions.setNotice(PlayNotice(line), for: session.id, build: build)
            if form.action == .unlock, let reward = form.reward {
                // A reward's page is written by the build this unlock starts: wait for it (a few
                // seconds at most) so the phone lands on the page, not on "Not found".
                await waitForPage(Routes.reward(reward))
                next = "/" + Routes.reward(reward)
            }
        case .refused(let line):
            // Nothing was appended, so no build follows: shown once.
            await sessions.setNotice(.refusal(said.notDone(line)), for: session.id, build: build - 1)
        }
        return Self.plain(.seeOther, "See the result.", headers: [.location: next])
    }

    /// Waits (``unlockedPageWait`` at most) until a build that finished after now has left the page
    /// at `route` in the served folder: a build that was running while the event was appended
    /// may finish first, without it.
    private func waitForPage(_ route: String) async {
        let deadline = ContinuousClock.now + Self.unlockedPageWait
        var seen = await builds.build
        while ContinuousClock.now < deadline, await builds.written(after: seen, within: deadline - ContinuousClock.now) {
            guard let folder = servedFolder,
                  !FileManager.default.fileExists(atPath: folder.appendingPathComponent(route + "index.html").path) else { return }
            seen = await builds.build
        }
    }

    /// A refusal of a form before anything is recorded: its status and one sentence.
    struct FormRefusal: Error {
        var status: HTTPResponse.Status
        var sentence: String
    }

    /// Why a photo was not stored, in one sentence.
    struct ProofRefusal: Error {
        var sentence: String
        init(_ sentence: String) { self.sentence = sentence }
    }

    /// The posted form: URL-encoded as most forms are, or multipart/form-data with a photo
    /// (read within `maxBodySize`; a body announced larger is refused before it is read).
    private func readForm(_ request: Request, words: PlayWords) async -> Result<(form: PlayForm, photo: [UInt8]?), FormRefusal> {
        let type = request.headers[.contentType] ?? ""
        var request = request
        if type.lowercased().hasPrefix("application/x-www-form-urlencoded") {
            guard let body = try? await request.collectBody(upTo: Self.maxFormSize),
                  let form = try? URLEncodedFormDecoder().decode(PlayForm.self, from: String(buffer: body)) else {
                return .failure(FormRefusal(status: .badRequest, sentence: words("form_unreadable")))
            }
            return .success((form, nil))
        }
        guard type.lowercased().hasPrefix("multipart/form-data") else {
            return .failure(FormRefusal(status: .unsupportedMediaType, sentence: words("form_unreadable")))
        }
        let tooLarge = FormRefusal(status: .contentTooLarge,
                                   sentence: words.notDone(words.refusal(ProofError.tooLarge(size: maxUpload, limit: maxUpload))))
        if let length = request.headers[.contentLength].flatMap({ Int($0) }), length > maxBodySize { return .failure(tooLarge) }
        guard let body = try? await request.collectBody(upTo: maxBodySize) else { return .failure(tooLarge) }
        do throws(PhotoForm.Refusal) {
            let parsed = try PhotoForm(body: Array(buffer: body), contentType: type, maxUpload: maxUpload)
            return .success((parsed.form, parsed.photo))
        } catch .tooLarge {
            return .failure(tooLarge)
        } catch {
            // Not a form a page of ours sends: said in the game's words, with the parser's reason after.
            return .failure(FormRefusal(status: .badRequest, sentence: words("form_unreadable") + " (\(error.description))"))
        }
    }

    /// Stores a completion's photo with the proof store (type from the bytes, GPS removed, a
    /// generated name under content/media/proofs/); the path for the event, nil without a photo.
    /// Nothing is stored for an action the rules refuse anyway, or that is not a completion.
    private func storePhoto(_ photo: [UInt8]?, for action: PlayRequest, in game: Game, at: Date,
                            words: PlayWords) -> Result<String?, ProofRefusal> {
        guard let photo, action.form.action == .complete else { return .success(nil) }
        if let refusal = action.refusal(in: game, words: words) { return .failure(ProofRefusal(refusal)) }
        do throws(ProofError) {
            let day = game.settings.calendar.date(of: at)
            return .success(try ProofStore(root: site, sizeLimit: maxUpload).store(photo, day: day))
        } catch {
            return .failure(ProofRefusal(words.refusal(error)))
        }
    }

    /// False when the browser says the request came from another site. `Sec-Fetch-Site` (which
    /// no page can set) decides when the browser sends it; else an `Origin`, when sent, must be
    /// this server's. A browser sends `Origin: null` from a page with `no-referrer`, so that
    /// alone does not decide when `Sec-Fetch-Site` says same-origin.
    static func isSameOrigin(_ request: Request) -> Bool {
        if let name = HTTPField.Name("Sec-Fetch-Site"), let site = request.headers[name] {
            guard site == "same-origin" || site == "none" else { return false }
            if request.headers[.origin] == "null" { return true }
        }
        if let origin = request.headers[.origin] {
            guard let host = request.head.authority else { return false }
            return origin == "http://\(host)" || origin == "https://\(host)"
        }
        return true
    }

    // MARK: Responses

    /// An answer as a page in the game's language with a way back (`PlayAnswerPage`).
    static func page(_ status: HTTPResponse.Status, _ sentence: String, words: PlayWords) -> Response {
        response(status, type: "text/html; charset=utf-8", body: Data(PlayAnswerPage.html(sentence, words: words).utf8))
    }

    /// The path of the page a form was sent from, when the browser says and it is this site's;
    /// else the actions page. Only a path is kept, so a redirect never leaves the site.
    static func sendingPage(of request: Request) -> String {
        guard let referer = request.headers[.referer], let url = URLComponents(string: referer), let host = url.host,
              let authority = request.head.authority, authority == host || authority.hasPrefix(host + ":") else { return PlayPage.path }
        let path = url.percentEncodedPath
        guard path.hasPrefix("/"), !path.hasPrefix("//"), path != PlayPage.actionPath else { return PlayPage.path }
        return path
    }

    static func plain(_ status: HTTPResponse.Status, _ text: String, headers: HTTPFields = [:]) -> Response {
        var fields = headers
        fields[.contentType] = "text/plain; charset=utf-8"
        return response(status, type: nil, body: Data((text + "\n").utf8), headers: fields)
    }

    /// A response no browser keeps, with a referrer policy: `no-referrer` unless said otherwise,
    /// so a sign-in link's key is never sent on.
    static func response(_ status: HTTPResponse.Status, type: String?, body: Data, headers: HTTPFields = [:],
                         referrer: String = "no-referrer") -> Response {
        var fields = headers
        if let type { fields[.contentType] = type }
        fields[.cacheControl] = "no-store"
        if let name = HTTPField.Name("Referrer-Policy") { fields[name] = referrer }
        return Response(status: status, headers: fields, body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }
}

/// People's names by id, read again after each build.
actor PeopleCache {
    private var build = -1
    private var names: [String: String] = [:]

    func name(of person: String, site: URL, build: Int) -> String? {
        if build != self.build {
            let game = ContentLoader.load(from: DirectorySource(root: site)).game
            names = Dictionary((game?.people ?? []).map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
            self.build = build
        }
        return names[person]
    }
}
