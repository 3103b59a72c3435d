import Hummingbird
import HTTPTypes

extension PlayMode {
    /// The bar's "Sign out": ends the session and tells the browser to forget its cookie, then
    /// back to the home page, read-only. On a family's shared tablet the next child then signs
    /// in with their own link rather than acting as whoever signed in last. Refused, like every
    /// form, when sent from another site or without the session's token.
    func signOut(_ request: Request) async -> Response {
        let words = await currentWords()
        guard let session = await session(of: request) else {
            return Self.plain(.seeOther, "Signed out.", headers: [.location: "/"])
        }
        guard Self.isSameOrigin(request) else { return Self.page(.forbidden, words("other_site"), words: words) }
        var request = request
        guard let body = try? await request.collectBody(upTo: Self.maxFormSize),
              let form = try? URLEncodedFormDecoder().decode(SignOutForm.self, from: String(buffer: body)),
              tokens.isValid(form.token, for: session.id) else {
            return Self.page(.forbidden, words("form_stale"), words: words)
        }
        var headers: HTTPFields = [.location: "/"]
        if let cookie = await sessions.signOut(request, secure: Self.isHTTPS(request)) { headers[.setCookie] = cookie.description }
        return Self.plain(.seeOther, "Signed out.", headers: headers)
    }

    /// A browser signed in as one person that opens another's link: the first session ends, and
    /// the page says whose it is now, so nobody acts as the wrong person without knowing.
    func switched(from before: PlaySession, to now: PlaySession) async {
        guard before.id != now.id else { return }
        await sessions.end(before.id)
        guard before.person != now.person else { return }
        let build = await builds.build
        let names = (await people.name(of: before.person, site: site, build: build), await people.name(of: now.person, site: site, build: build))
        let words = await currentWords()
        let sentence = words("switched", ["name": names.1 ?? now.person, "before": names.0 ?? before.person])
        // Kept as a refusal is, with the build before: no build of its own follows it.
        await sessions.setNotice(PlayNotice(sentence), for: now.id, build: build - 1)
    }

    /// A failed build's errors are for whoever keeps the game: someone not signed in (the one
    /// editing the files, on their own screen), a parent or an organiser; not a player, a child
    /// or a friend, who can do nothing about a file and would read English developer text.
    public func showsBuildErrors(to request: Request) async -> Bool {
        guard let session = await session(of: request) else { return true }
        guard let role = latest.state?.game.person(session.person)?.role else { return true }
        return role == .parent || role == .organiser
    }

    /// Play's words in the game's language as the latest build knows it, even before any page of
    /// this run was sent (a wrong link right after serve starts); those of the latest partials
    /// read, or English, before any build made a state.
    func currentWords() async -> PlayWords {
        guard let language = latest.state?.game.settings.language else { return await partialsCache.latestWords }
        return await partialsCache.partials(site: site, language: language, build: await builds.build).words
    }

    /// The sign-out form: its token alone.
    struct SignOutForm: Decodable {
        var token: String
    }
}
