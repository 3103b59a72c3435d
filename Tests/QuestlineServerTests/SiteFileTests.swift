import Foundation
import Testing
@testable import QuestlineServer

@Suite("What a request path serves")
struct SiteFileTests {
    /// An output folder with a page, a profile, a stylesheet, a video, and the build's own files.
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("questline-serve-\(UUID().uuidString)")
        for (path, text) in ["index.html": "<html><body>home</body></html>", "people/sam/index.html": "sam",
                             "assets/site.css": "body{}", "media/clip.mp4": "video", ".questline-build": "stamp",
                             ".questline-manifest": "index.html", "people/index-less/photo.jpg": "jpg"] {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        // The files named are the ones symlinks lead to (on macOS /var is /private/var).
        return URL(fileURLWithPath: try #require(SiteFile.realPath(folder.path)), isDirectory: true)
    }

    @Test("Pages, folders and files by their path")
    func found() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(SiteFile.resolve("/", in: folder) == .file(folder.appendingPathComponent("index.html"), contentType: ContentTypes.html))
        #expect(SiteFile.resolve("/people/sam/", in: folder)
                == .file(folder.appendingPathComponent("people/sam/index.html"), contentType: ContentTypes.html))
        #expect(SiteFile.resolve("/people/sam/?from=feed", in: folder)
                == .file(folder.appendingPathComponent("people/sam/index.html"), contentType: ContentTypes.html))
        #expect(SiteFile.resolve("/assets/site.css", in: folder)
                == .file(folder.appendingPathComponent("assets/site.css"), contentType: "text/css; charset=utf-8"))
        #expect(SiteFile.resolve("/media/clip.mp4", in: folder) == .file(folder.appendingPathComponent("media/clip.mp4"), contentType: "video/mp4"))
        #expect(SiteFile.resolve("/people/%73am/", in: folder)
                == .file(folder.appendingPathComponent("people/sam/index.html"), contentType: ContentTypes.html))
    }

    @Test("A folder without its slash is redirected to it, so its page's relative links work")
    func redirect() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(SiteFile.resolve("/people/sam", in: folder) == .redirect(to: "/people/sam/"))
    }

    @Test("Nothing outside the folder, no hidden file, no folder without a page", arguments: [
        "/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/people/../../x", "/.questline-build", "/.questline-manifest",
        "/people/.hidden", "/missing.html", "/people/index-less/", "relative", "/a%00b", "/%zz",
        "/%2E%2E/etc/passwd", "/..%2f..%2fetc%2fpasswd", "/assets\\..\\..\\x", "/assets/%5c..%5cx", "/index.html%00.css", "/people/sam/%2e%2e/%2e%2e/%2e%2e/",
    ])
    func notFound(_ path: String) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(SiteFile.resolve(path, in: folder) == .notFound)
    }

    @Test("The live-reload tag goes before the last </body>, or at the end of a page without one")
    func injection() {
        let page = Data("<html><body><p>&lt;/body&gt;</p></body></html>".utf8)
        let injected = String(decoding: LiveReload.inject(into: page, build: 7), as: UTF8.self)
        #expect(injected == "<html><body><p>&lt;/body&gt;</p><script src=\"/__questline/live-reload.js\" data-build=\"7\" defer></script>\n</body></html>")
        #expect(String(decoding: LiveReload.inject(into: Data("plain".utf8), build: 0), as: UTF8.self).hasPrefix("plain<script"))
    }

    @Test("A symlink that leads out of the folder is not found, nor through a linked folder; one that stays inside is served")
    func symlinks() throws {
        let folder = try Self.folder()
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("questline-outside-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: folder)
            try? FileManager.default.removeItem(at: outside)
        }
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data("secret".utf8).write(to: outside.appendingPathComponent("events.jsonl"))
        let links = FileManager.default
        try links.createSymbolicLink(at: folder.appendingPathComponent("leak.txt"), withDestinationURL: outside.appendingPathComponent("events.jsonl"))
        try links.createSymbolicLink(at: folder.appendingPathComponent("away"), withDestinationURL: outside)
        try links.createSymbolicLink(atPath: folder.appendingPathComponent("up").path, withDestinationPath: "../")
        try links.createSymbolicLink(atPath: folder.appendingPathComponent("stamp.txt").path, withDestinationPath: ".questline-build")
        try links.createSymbolicLink(atPath: folder.appendingPathComponent("style.css").path, withDestinationPath: "assets/site.css")
        try links.createSymbolicLink(atPath: folder.appendingPathComponent("folks").path, withDestinationPath: "people")
        for path in ["/leak.txt", "/away/events.jsonl", "/away/", "/up/", "/stamp.txt"] {
            #expect(SiteFile.resolve(path, in: folder) == .notFound, "\(path)")
        }
        #expect(SiteFile.resolve("/style.css", in: folder)
                == .file(folder.appendingPathComponent("assets/site.css"), contentType: "text/css; charset=utf-8"))
        #expect(SiteFile.resolve("/folks/sam/", in: folder)
                == .file(folder.appendingPathComponent("people/sam/index.html"), contentType: ContentTypes.html))
        // The served folder may itself be reached through a link.
        let linked = outside.appendingPathComponent("site")
        try links.createSymbolicLink(at: linked, withDestinationURL: folder)
        #expect(SiteFile.resolve("/assets/site.css", in: linked)
                == .file(folder.appendingPathComponent("assets/site.css"), contentType: "text/css; charset=utf-8"))
    }

    @Test("A redirect never starts with two slashes, which a browser would take for another site")
    func redirectStaysHere() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(SiteFile.resolve("//people", in: folder) == .redirect(to: "/people/"))
    }

    @Test("Every listener hears of each build at once, the status now first")
    func counter() async throws {
        let builds = BuildCounter()
        var first = await builds.updates().makeAsyncIterator()
        #expect(await first.next() == BuildCounter.Status(build: 0, revision: 0, errors: []))
        var second = await builds.updates().makeAsyncIterator()
        #expect(await second.next()?.revision == 0)
        #expect(await builds.listenerCount == 2)
        await builds.finish(changed: true, errors: [])
        #expect(await first.next() == BuildCounter.Status(build: 1, revision: 1, errors: []))
        #expect(await second.next() == BuildCounter.Status(build: 1, revision: 1, errors: []))
        // A failed build is news too (its errors), but no new build to reload.
        await builds.finish(changed: false, errors: ["Templates/pages/home.mustache:3:1: error: never closed"])
        #expect(await first.next()
                == BuildCounter.Status(build: 1, revision: 2, errors: ["Templates/pages/home.mustache:3:1: error: never closed"]))
        // A listener that goes away is forgotten.
        let gone = Task { for await _ in await builds.updates() {} }
        try await Task.sleep(for: .milliseconds(50))
        #expect(await builds.listenerCount == 3)
        gone.cancel()
        for _ in 0..<50 where await builds.listenerCount == 3 { try await Task.sleep(for: .milliseconds(20)) }
        #expect(await builds.listenerCount == 2)
    }

    @Test("A status is one server-sent event: a data line of JSON, a blank line")
    func event() {
        let status = BuildCounter.Status(build: 2, revision: 3, errors: ["a.mustache:1:1: error: x\ny"])
        #expect(LiveReload.event(status) == "data: {\"build\":2,\"errors\":[\"a.mustache:1:1: error: x\\ny\"],\"revision\":3}\n\n")
    }

    @Test("localhost is listened on as 127.0.0.1; an address is kept as given")
    func host() {
        let folder = URL(fileURLWithPath: "/tmp")
        #expect(DevServer(folder: folder, host: "localhost", port: 0, builds: BuildCounter()).host == "127.0.0.1")
        #expect(DevServer(folder: folder, host: "0.0.0.0", port: 0, builds: BuildCounter()).host == "0.0.0.0")
    }

    @Test("The signature of a folder moves when a file is saved, added or removed")
    func signature() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = FolderSignature.of([folder])
        #expect(FolderSignature.of([folder]) == before)
        try Data("body{color:red}".utf8).write(to: folder.appendingPathComponent("assets/site.css"))
        let saved = FolderSignature.of([folder])
        #expect(saved != before)
        try Data("x".utf8).write(to: folder.appendingPathComponent("new.txt"))
        let added = FolderSignature.of([folder])
        #expect(added != saved)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("new.txt"))
        #expect(FolderSignature.of([folder]) == saved)
    }
}
