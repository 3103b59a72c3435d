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
        return folder
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

    @Test("A wait ends as soon as another build has finished, or when its time is up")
    func counter() async {
        let builds = BuildCounter()
        #expect(await builds.wait(after: 0, timeout: .milliseconds(200)).revision == 0)
        let waiting = Task { await builds.wait(after: 0, timeout: .seconds(30)) }
        try? await Task.sleep(for: .milliseconds(150))
        await builds.finish(changed: true, errors: [])
        #expect(await waiting.value == BuildCounter.Status(build: 1, revision: 1, errors: []))
        // A failed build is news too (its errors), but no new build to reload.
        await builds.finish(changed: false, errors: ["Templates/pages/home.mustache:3:1: error: never closed"])
        #expect(await builds.wait(after: 1, timeout: .seconds(30))
                == BuildCounter.Status(build: 1, revision: 2, errors: ["Templates/pages/home.mustache:3:1: error: never closed"]))
        await builds.finish(changed: true, errors: [])
        #expect(await builds.wait(after: 2, timeout: .seconds(30)) == BuildCounter.Status(build: 2, revision: 3, errors: []))
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
