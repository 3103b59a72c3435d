import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// `questline serve` end to end: the built binary serving a copy of the sample game on a free
/// port, asked over HTTP, while the game changes under it.
@Suite("questline serve", .serialized)
struct ServeCommandTests {
    /// A running `questline serve`, stopped when the test is done with it.
    final class Server {
        let process = Process()
        let site: URL
        private(set) var address = ""
        private let out = Pipe()
        private let err = Pipe()

        init(site: URL, extra: [String] = []) throws {
            self.site = site
            process.executableURL = BuildCommandTests.binary
            process.arguments = ["serve", "--site", site.path, "--port", "0"] + extra
            process.standardOutput = out
            process.standardError = err
            try process.run()
            // The first build, then the address it listens on.
            let deadline = Date().addingTimeInterval(30)
            var text = ""
            while Date() < deadline, !text.contains("serving ") {
                let chunk = out.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                text += String(decoding: chunk, as: UTF8.self)
            }
            address = text.split(separator: "\n").first { $0.hasPrefix("serving ") }
                .flatMap { $0.split(separator: " ").dropFirst().first.map(String.init) } ?? ""
        }

        func stop() {
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
        }
    }

    struct Fetched {
        var status: Int
        var headers: [String: String]
        var body: String
    }

    /// GET (or another method) without following redirects.
    static func get(_ url: String, method: String = "GET") async throws -> Fetched {
        final class NoRedirects: NSObject, URLSessionTaskDelegate, @unchecked Sendable {
            func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                            newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void) {
                completionHandler(nil)
            }
        }
        let session = URLSession(configuration: .ephemeral, delegate: NoRedirects(), delegateQueue: nil)
        defer { session.finishTasksAndInvalidate() }
        var request = URLRequest(url: URL(string: url)!)
        request.httpMethod = method
        let (data, response) = try await session.data(for: request)
        let http = try #require(response as? HTTPURLResponse)
        var headers: [String: String] = [:]
        for (key, value) in http.allHeaderFields { headers[String(describing: key).lowercased()] = String(describing: value) }
        return Fetched(status: http.statusCode, headers: headers, body: String(decoding: data, as: UTF8.self))
    }

    @Test("It builds, serves the site with the live-reload script, and builds again when the log grows")
    func servesAndRebuilds() async throws {
        let site = try KeptPagesTests.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        let server = try Server(site: site, extra: ["--as-of", "2026-06-13T20:00"])
        defer { server.stop() }
        let base = try #require(server.address.hasPrefix("http://127.0.0.1:") ? server.address : nil, "no address printed")

        let home = try await Self.get(base)
        #expect(home.status == 200)
        #expect(home.headers["content-type"] == "text/html; charset=utf-8")
        #expect(home.headers["cache-control"] == "no-store")
        #expect(home.body.contains("<script src=\"/__questline/live-reload.js\" data-build=\"1\" defer></script>\n</body>"))
        // Served, never written: the file on disk has no such script. And serve renders into its
        // own folder, not output/.
        #expect(try !String(contentsOf: site.appendingPathComponent(".questline/serve/index.html"), encoding: .utf8).contains("live-reload"))
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("output").path))

        let folder = try await Self.get(base + "people/sam")
        #expect(folder.status == 301 && folder.headers["location"] == "/people/sam/")
        let profile = try await Self.get(base + "people/sam/")
        #expect(profile.status == 200 && profile.body.contains("Updated Sat 13 Jun, 19:30"))
        #expect(try await Self.get(base + "assets/site.css").headers["content-type"] == "text/css; charset=utf-8")
        #expect(try await Self.get(base + "widgets/index.json").status == 200)
        for hidden in [".questline-build", ".questline-manifest", "%2e%2e/%2e%2e/etc/passwd", "nothing-here/"] {
            #expect(try await Self.get(base + hidden).status == 404, "\(hidden)")
        }
        // Any address the site lacks gets the site's own 404 page, in its language and theme, its
        // links working at that depth.
        let missing = try await Self.get(base + "rewards/nothing-here/")
        #expect(missing.status == 404 && missing.body.contains("<title>Nothing here · Sam&#39;s Birthday Quest</title>"))
        #expect(missing.body.contains(#"href="/assets/site.css""#) && !missing.body.contains(#"href="assets/"#))
        #expect(try await Self.get(base + "__questline/live-reload.js").body.contains("location.reload()"))
        // HEAD: a GET's headers, no body; nothing but GET and HEAD.
        let head = try await Self.get(base, method: "HEAD")
        #expect(head.status == 200 && head.body.isEmpty && head.headers["content-length"] == "\(home.body.utf8.count)")
        #expect(try await Self.get(base, method: "POST").status == 405)
        // The live-reload channel is an event stream; its status is also answered at once.
        #expect(try await Self.get(base + "__questline/status").headers["content-type"] == "application/json")
        let css = try await Self.get(base + "assets/site.css")
        let cssHead = try await Self.get(base + "assets/site.css", method: "HEAD")
        #expect(cssHead.body.isEmpty && cssHead.headers["content-length"] == "\(css.body.utf8.count)")

        // An event appended: the next build is waited for, and the page shows it.
        try FastPathTests.append(#"{"at":"2026-06-13T19:45:00+02:00","type":"award","player":"sam","amount":7,"by":"kim"}"# + "\n",
                                 to: site.appendingPathComponent("content/events.jsonl"))
        let appended = try await Self.status(base, after: 1) { $0.build > 1 || !$0.errors.isEmpty }
        #expect(appended.build == 2 && appended.errors.isEmpty)
        #expect(try await Self.get(base + "people/sam/").body.contains("Updated Sat 13 Jun, 19:45"))

        // A template saved with an error: the build reports it, pages learn of it, the site stays.
        let template = site.appendingPathComponent("Templates/pages/home.mustache")
        let good = try String(contentsOf: template, encoding: .utf8)
        try (good + "{{#broken}}").write(to: template, atomically: true, encoding: .utf8)
        let broken = try await Self.status(base, after: appended.revision) { $0.build > 2 || !$0.errors.isEmpty }
        #expect(broken.build == 2, "a failed build does not reload the pages")
        #expect(broken.errors.contains { $0.contains("Templates/pages/home.mustache") && $0.contains("error:") }, "\(broken.errors)")
        #expect(try await Self.get(base).status == 200)
        // Mended: a new build, and no errors left to show.
        try good.write(to: template, atomically: true, encoding: .utf8)
        let mended = try await Self.status(base, after: broken.revision) { $0.errors.isEmpty }
        #expect(mended.errors.isEmpty)

        // An editor's swap and backup files are no part of the game: saving them builds nothing.
        try await Task.sleep(for: .milliseconds(500))
        let quiet = try await Self.status(base, after: 0)
        for path in ["content/.events.jsonl.swp", "content/media/.thumbs/a.png", "Templates/pages/home.mustache~"] {
            let url = site.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("saved by an editor".utf8).write(to: url)
        }
        try await Task.sleep(for: .seconds(1))
        #expect(try await Self.status(base, after: 0).revision == quiet.revision)
    }

    struct Status: Decodable {
        var build: Int
        var revision: Int
        var errors: [String]
    }

    /// The build status once a build after revision `after` has finished and the status is
    /// what `until` waits for, asked every tenth of a second for up to a minute (a loaded machine
    /// may take a while). On a busy machine one save can be told twice (its write, then its
    /// close), and the second build finds nothing changed: `until` waits past such a build.
    static func status(_ base: String, after: Int, until: (Status) -> Bool = { _ in true }) async throws -> Status {
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            let status = try JSONDecoder().decode(Status.self, from: Data(try await get(base + "__questline/status").body.utf8))
            if status.revision > after, until(status) { return status }
            try await Task.sleep(for: .milliseconds(100))
        }
        throw NoBuild(after: after)
    }

    /// No build finished after revision `after` within a minute.
    struct NoBuild: Error {
        var after: Int
    }

    /// Every file under `folder` with its bytes, to tell that nothing in it changed.
    static func tree(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = walker?.nextObject() as? URL {
            guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
            files[String(url.path.dropFirst(folder.path.count))] = try Data(contentsOf: url)
        }
        return files
    }

    @Test("A production build in output/ made with --base-url is left untouched while serve builds and rebuilds")
    func leavesOutputAlone() async throws {
        let site = try KeptPagesTests.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        let production = try BuildCommandTests.run(["build", "--site", site.path, "--as-of", "2026-06-13T20:00",
                                                    "--base-url", "https://example.org/q/"])
        #expect(production.status == 0, "\(production.stderr)")
        let output = site.appendingPathComponent("output")
        let before = try Self.tree(output)
        #expect(before.values.contains { String(decoding: $0, as: UTF8.self).contains("https://example.org/q/") })

        let server = try Server(site: site, extra: ["--as-of", "2026-06-13T20:00"])
        defer { server.stop() }
        let base = try #require(server.address.hasPrefix("http://127.0.0.1:") ? server.address : nil, "no address printed")
        #expect(try await Self.get(base).status == 200)
        try FastPathTests.append(#"{"at":"2026-06-13T19:45:00+02:00","type":"award","player":"sam","amount":7,"by":"kim"}"# + "\n",
                                 to: site.appendingPathComponent("content/events.jsonl"))
        let rebuilt = try await Self.status(base, after: 1) { $0.build > 1 || !$0.errors.isEmpty }
        #expect(rebuilt.build == 2)
        #expect(try await Self.get(base + "people/sam/").body.contains("Updated Sat 13 Jun, 19:45"))
        #expect(try Self.tree(output) == before, "serve changed the production build in output/")
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent(".questline/serve/people/sam/index.html").path))
    }

    @Test("serve ignores game.yaml's base-url: its pages are for its own address, and it writes no sitemap for the production site")
    func ignoresGameBaseURL() async throws {
        let site = try KeptPagesTests.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        let yaml = site.appendingPathComponent("content/game.yaml")
        let text = try String(contentsOf: yaml, encoding: .utf8)
        try Data((text.replacingOccurrences(of: "public: false", with: "public: true") + "base-url: https://example.org/q/\n").utf8).write(to: yaml)
        let server = try Server(site: site, extra: ["--as-of", "2026-06-13T20:00"])
        defer { server.stop() }
        let base = try #require(server.address.hasPrefix("http://127.0.0.1:") ? server.address : nil, "no address printed")
        let home = try await Self.get(base)
        #expect(home.status == 200)
        #expect(!home.body.contains("example.org"))
        #expect(try await Self.get(base + "sitemap.xml").status == 404)
        // The production build still takes it.
        let production = try BuildCommandTests.run(["build", "--site", site.path, "--as-of", "2026-06-13T20:00"])
        #expect(production.status == 0, "\(production.stderr)")
        #expect(try String(contentsOf: site.appendingPathComponent("output/index.html"), encoding: .utf8).contains("https://example.org/q/"))
    }

    @Test("While the first build has failed every address says there is no site yet, with its errors; a save that mends it serves the site")
    func noSiteYet() async throws {
        let site = try KeptPagesTests.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        let yaml = site.appendingPathComponent("content/game.yaml")
        let good = try Data(contentsOf: yaml)
        try (good + Data("title: [\n".utf8)).write(to: yaml)
        let server = try Server(site: site, extra: ["--as-of", "2026-06-13T20:00"])
        defer { server.stop() }
        let base = try #require(server.address.hasPrefix("http://127.0.0.1:") ? server.address : nil, "no address printed")
        for path in ["", "people/sam/"] {
            let page = try await Self.get(base + path)
            #expect(page.status == 503 && page.body.contains("<h1>No site yet</h1>"), "\(path): \(page.status)")
            #expect(page.body.contains("<script src=\"/__questline/live-reload.js\""))
        }
        let failed = try await Self.status(base, after: 0)
        #expect(failed.build == 0 && failed.errors.contains { $0.contains("content/game.yaml") && $0.contains("error:") }, "\(failed)")
        try good.write(to: yaml)
        let mended = try await Self.status(base, after: failed.revision) { $0.build > 0 || !$0.errors.isEmpty }
        #expect(mended.build == 1 && mended.errors.isEmpty)
        #expect(try await Self.get(base).status == 200)
    }

    @Test("A partial saved so that it includes itself is an error at its tag; serve keeps serving, and builds once it is mended")
    func templateIncludesItself() async throws {
        let site = try KeptPagesTests.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        let server = try Server(site: site, extra: ["--as-of", "2026-06-13T20:00"])
        defer { server.stop() }
        let base = try #require(server.address.hasPrefix("http://127.0.0.1:") ? server.address : nil, "no address printed")
        let built = try await Self.status(base, after: 0) { $0.build > 0 }
        let badge = site.appendingPathComponent("Templates/partials/badge.mustache")
        let good = try Data(contentsOf: badge)
        try (good + Data("{{>partials/badge}}\n".utf8)).write(to: badge)
        let failed = try await Self.status(base, after: built.revision) { !$0.errors.isEmpty }
        #expect(failed.errors.contains { $0.contains("Templates/partials/badge.mustache:") && $0.contains("includes itself") }, "\(failed)")
        #expect(server.process.isRunning)
        #expect(try await Self.get(base).status == 200, "the pages of the build before are still served")
        try good.write(to: badge)
        let mended = try await Self.status(base, after: failed.revision) { $0.errors.isEmpty }
        #expect(mended.errors.isEmpty && server.process.isRunning)
    }

    @Test("A bad --as-of is a usage error before anything is built or served")
    func badInstant() throws {
        let run = try BuildCommandTests.run(["serve", "--site", BuildCommandTests.repositoryRoot.path, "--as-of", "someday", "--port", "0"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("--as-of \"someday\" is not an instant"))
    }

    @Test("--max-upload without --play, or out of its range, is a usage error that says what to do")
    func maxUploadNeedsPlay() throws {
        let root = BuildCommandTests.repositoryRoot.path
        let alone = try BuildCommandTests.run(["serve", "--site", root, "--max-upload", "20", "--port", "0"])
        #expect(alone.status == 64)
        #expect(alone.stderr.contains("--max-upload limits play mode's photos: use it with --play"))
        let huge = try BuildCommandTests.run(["serve", "--site", root, "--play", "--max-upload", "500", "--port", "0"])
        #expect(huge.status == 64)
        #expect(huge.stderr.contains("--max-upload must be from 1 to 100 (megabytes), not 500"))
    }

    @Test("A --host that names no address is a usage error before anything is built or served", arguments: ["a b", "", "[[::1]]", "http://x/"])
    func badHost(host: String) throws {
        let site = try KeptPagesTests.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        let run = try BuildCommandTests.run(["serve", "--site", site.path, "--host", host, "--port", "0"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("--host \"\(host)\" is not an address: write a name or an IP address"))
        #expect(!run.stderr.contains("network") && run.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent(".questline").path))
    }

    @Test("A bracketed IPv6 --host, as a URL writes it, is served on the address it brackets")
    func bracketedHost() throws {
        let site = try KeptPagesTests.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        let server = try Server(site: site, extra: ["--as-of", "2026-06-13T20:00", "--host", "[::1]"])
        defer { server.stop() }
        #expect(server.address.hasPrefix("http://[::1]:"))
    }

    @Test("A port that is taken is an error that says what to do")
    func portTaken() async throws {
        let site = try KeptPagesTests.sampleSite()
        defer { try? FileManager.default.removeItem(at: site) }
        let first = try Server(site: site, extra: ["--as-of", "2026-06-13T20:00"])
        defer { first.stop() }
        let port = try #require(first.address.split(separator: ":").last.map { String($0.dropLast()) })
        let second = try BuildCommandTests.run(["serve", "--site", site.path, "--as-of", "2026-06-13T20:00", "--port", port])
        #expect(second.status == 1)
        #expect(second.stderr.contains("cannot serve on 127.0.0.1:\(port): another program is using that port; choose another with --port, or --port 0"))
        #expect(second.stderr.split(separator: "\n").filter { $0.contains("cannot serve") }.count == 1)
        // Said before building: a big game's build takes seconds.
        #expect(second.stdout.isEmpty, "\(second.stdout)")
    }
}
