import Foundation
import Testing

/// `base-url`, `public` and `private` in game.yaml, end to end: what a plain `questline build`
/// makes of them, and the located errors for bad values.
@Suite("game.yaml: base-url, public, private")
struct PublishingSettingsTests {
    static let day = "2026-11-25T12:00"

    /// A fresh blank game with `lines` added to its game.yaml.
    static func game(_ lines: String) throws -> (TemporarySite, URL) {
        let parent = try TemporarySite([:])
        let game = parent.root.appendingPathComponent("game")
        let made = try CLI.run(["init", game.path, "--preset", "blank", "--as-of", day])
        #expect(made.status == 0, "\(made.stderr)")
        let file = game.appendingPathComponent("content/game.yaml")
        let yaml = try String(contentsOf: file, encoding: .utf8)
        try Data((yaml + lines).utf8).write(to: file)
        return (parent, game)
    }

    /// `questline <command> --site game --as-of day` and more arguments.
    static func run(_ command: String, _ game: URL, _ extra: [String] = []) throws -> CLIResult {
        try CLI.run([command, "--site", game.path, "--as-of", day] + extra)
    }

    static func read(_ game: URL, _ path: String) -> String? {
        try? String(contentsOf: game.appendingPathComponent(path), encoding: .utf8)
    }

    @Test("base-url in game.yaml makes a plain build the production build; --base-url overrides it, --base-url '' drops it")
    func baseURLFromGame() throws {
        let (parent, game) = try Self.game("public: true\nbase-url: https://example.org/q\n")
        _ = parent
        let plain = try Self.run("build", game)
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(Self.read(game, "output/sitemap.xml")?.contains("<loc>https://example.org/q/</loc>") == true)
        #expect(Self.read(game, "output/robots.txt")?.contains("Sitemap: https://example.org/q/sitemap.xml") == true)
        #expect(Self.read(game, "output/index.html")?.contains(#"<meta property="og:url" content="https://example.org/q/">"#) == true)

        let other = try Self.run("build", game, ["--base-url", "https://other.example/x/"])
        #expect(other.status == 0, "\(other.stderr)")
        #expect(Self.read(game, "output/sitemap.xml")?.contains("<loc>https://other.example/x/</loc>") == true)
        #expect(Self.read(game, "output/index.html")?.contains("example.org/q") == false)

        let none = try Self.run("build", game, ["--base-url", ""])
        #expect(none.status == 0, "\(none.stderr)")
        #expect(Self.read(game, "output/sitemap.xml") == nil)
        #expect(Self.read(game, "output/index.html")?.contains("og:url") == false)
    }

    @Test("A bad base-url is a check error at its value, and build writes nothing", arguments: [
        "example.org/q/", "ftp://example.org/", "https://", "/q/", "https://example.org/q/?utm=1", "https://example.org/a b/",
        "//example.org/q/", "https://example.org:70000/q/",
    ])
    func badBaseURL(_ value: String) throws {
        let (parent, game) = try Self.game("base-url: \"\(value)\"\n")
        _ = parent
        let lines = try #require(Self.read(game, "content/game.yaml")).split(separator: "\n", omittingEmptySubsequences: false)
        let line = lines.count - 1
        let check = try Self.run("check", game)
        #expect(check.status == 1)
        #expect(check.stderr.contains("content/game.yaml:\(line):11: error: base-url "), "\(check.stderr)")
        #expect(check.stderr.contains("for example https://example.org/quest/"), "\(check.stderr)")
        let build = try Self.run("build", game)
        #expect(build.status == 1)
        #expect(!FileManager.default.fileExists(atPath: game.appendingPathComponent("output").path))
    }

    @Test("private: true keeps crawlers out: robots.txt disallows all, every page says noindex, no sitemap even with a base URL")
    func privateGame() throws {
        let (parent, game) = try Self.game("private: true\nbase-url: https://example.org/q/\n")
        _ = parent
        let build = try Self.run("build", game)
        #expect(build.status == 0, "\(build.stderr)")
        #expect(Self.read(game, "output/robots.txt") == "User-agent: *\nDisallow: /\n")
        #expect(Self.read(game, "output/sitemap.xml") == nil)
        let pages = try #require(FileManager.default.enumerator(atPath: game.appendingPathComponent("output").path))
            .compactMap { $0 as? String }.filter { $0.hasSuffix(".html") }
        #expect(pages.count > 5)
        for page in pages {
            #expect(Self.read(game, "output/" + page)?.contains(#"<meta name="robots" content="noindex"#) == true, "\(page)")
        }
    }

    @Test("public: true lets crawlers in; public and private saying opposite things is an error at private")
    func publicAndPrivate() throws {
        let (parent, game) = try Self.game("public: true\nprivate: false\n")
        _ = parent
        #expect(try Self.run("build", game).status == 0)
        #expect(Self.read(game, "output/robots.txt") == "User-agent: *\nAllow: /\n")
        #expect(Self.read(game, "output/index.html")?.contains("noindex") == false)

        let (other, both) = try Self.game("public: true\nprivate: true\n")
        _ = other
        let check = try Self.run("check", both)
        #expect(check.status == 1)
        let line = try #require(Self.read(both, "content/game.yaml")).split(separator: "\n").count
        #expect(check.stderr.contains("content/game.yaml:\(line):10: error: public: true and private: true contradict each other"), "\(check.stderr)")
    }
}

/// og:image: a picture on every page, made from the theme when no player's avatar is one.
@Suite("Link previews: the theme's card")
struct ShareCardTests {
    /// Width, height and palette of a PNG, read by Python's own zlib and struct.
    static func describe(_ png: URL) throws -> String {
        let script = """
        import struct, sys, zlib
        d = open(sys.argv[1], 'rb').read()
        assert d[:8] == b'\\x89PNG\\r\\n\\x1a\\n'
        i, out = 8, {}
        while i < len(d):
            n = struct.unpack('>I', d[i:i+4])[0]; t = d[i+4:i+8]; body = d[i+8:i+8+n]
            assert zlib.crc32(t + body) & 0xffffffff == struct.unpack('>I', d[i+8+n:i+12+n])[0], t
            out[t] = body; i += 12 + n
        w, h = struct.unpack('>II', out[b'IHDR'][:8])
        raw = zlib.decompress(out[b'IDAT'])
        assert len(raw) == h * ((w * 2 + 7) // 8 + 1)
        print(w, h, out[b'PLTE'].hex())
        """
        let result = try CLI.run(["python3", "-c", script, png.path], executable: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test("Every page names share.png, relative without a base URL and absolute with one; the card has the theme's colours and tokens")
    func everyPage() throws {
        let (parent, game) = try PublishingSettingsTests.game("theme: arcade\ntokens: {accent: \"#123456\"}\n")
        _ = parent
        #expect(try PublishingSettingsTests.run("build", game).status == 0)
        let output = game.appendingPathComponent("output")
        let pages = try #require(FileManager.default.enumerator(atPath: output.path)).compactMap { $0 as? String }.filter { $0.hasSuffix(".html") }
        #expect(pages.count > 5)
        for page in pages {
            let depth = page == "404.html" ? 0 : page.split(separator: "/").count - 1
            let expected = String(repeating: "../", count: depth) + "share.png"
            #expect(PublishingSettingsTests.read(game, "output/" + page)?.contains(#"<meta property="og:image" content="\#(expected)">"#) == true, "\(page)")
        }
        // Arcade's background, the accent token, arcade's second accent and ink.
        #expect(try Self.describe(output.appendingPathComponent("share.png")) == "1200 630 0a0f24123456ff2e97e8f3ff")

        #expect(try PublishingSettingsTests.run("build", game, ["--base-url", "https://example.org/q/"]).status == 0)
        #expect(PublishingSettingsTests.read(game, "output/people/me/index.html")?
            .contains(#"<meta property="og:image" content="https://example.org/q/share.png">"#) == true)
    }
}
