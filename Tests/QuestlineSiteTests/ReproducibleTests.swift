import Foundation
import Testing
import QuestlineCore
@testable import QuestlineSite

@Suite("The same inputs give the same bytes")
struct ReproducibleTests {
    @Test("Two builds of the same game at the same instant are byte-identical")
    func twice() throws {
        let fixture = SecretsTests.fixture
        let first = try fixture.build()
        let second = try fixture.build()
        #expect(first.files.map(\.path) == second.files.map(\.path))
        for (a, b) in zip(first.files, second.files) {
            #expect(a.bytes == b.bytes, "\(a.path) differs between builds")
        }
    }

    @Test("A later instant changes the pages: the comparison can fail")
    func laterInstantDiffers() throws {
        let fixture = SecretsTests.fixture
        #expect(try fixture.build(asOf: "2026-06-13T20:00").text("index.html") != fixture.build(asOf: "2026-06-14T09:00").text("index.html"))
    }

    @Test("Feeds link absolutely with a base URL; pages stay relative")
    func baseURL() throws {
        let output = try SecretsTests.fixture.build(baseURL: "https://example.org/quest/")
        #expect(output.text("feed.atom")?.contains("href=\"https://example.org/quest/timeline/\"") == true)
        // Only what a chat app reads of a shared link (og:url) names the address; no link does.
        #expect(output.text("index.html")?.contains("href=\"https://example.org") == false)
        #expect(output.text("index.html")?.contains("src=\"https://example.org") == false)
        #expect(output.text("rewards/open-gift/index.html")?.contains("href=\"../../assets/site.css\"") == true)
    }

    @Test("Pages say noindex unless the game is public")
    func noindex() throws {
        #expect(try SecretsTests.fixture.build().text("index.html")?.contains("noindex") == true)
        var fixture = SecretsTests.fixture
        fixture.files["content/game.yaml"] = Fixture.game(extra: "public: true")
        #expect(try fixture.build().text("index.html")?.contains("noindex") == false)
    }

    @Test("A private game asks crawlers to stay out and has no sitemap, even with a base URL")
    func privateRobots() throws {
        let output = try SecretsTests.fixture.build(baseURL: "https://example.org/quest/")
        #expect(output.text("robots.txt") == "User-agent: *\nDisallow: /\n")
        #expect(output.text("sitemap.xml") == nil)
    }

    @Test("A public game's sitemap lists every page it made by its address, and no locked reward")
    func sitemap() throws {
        var fixture = SecretsTests.fixture
        fixture.files["content/game.yaml"] = Fixture.game(extra: "public: true")
        #expect(try fixture.build().text("sitemap.xml") == nil, "no sitemap without an absolute base URL")
        let output = try fixture.build(baseURL: "https://example.org/quest/")
        #expect(output.text("robots.txt") == "User-agent: *\nAllow: /\n\nSitemap: https://example.org/quest/sitemap.xml\n")
        let sitemap = try #require(output.text("sitemap.xml"))
        let pages = output.files.map(\.path).filter { $0.hasSuffix("index.html") }
        #expect(sitemap.components(separatedBy: "<loc>").count - 1 == pages.count)
        #expect(sitemap.contains("<loc>https://example.org/quest/</loc>"))
        #expect(sitemap.contains("<loc>https://example.org/quest/rewards/open-gift/</loc>"))
        #expect(!sitemap.contains("rewards/locked-gift"), "a locked reward has no page, so no address")
        #expect(!sitemap.contains("404"))
    }

    @Test("The 404 page links from the site's path when it has one, since it is served at any depth")
    func notFound() throws {
        let plain = try #require(try SecretsTests.fixture.build().text("404.html"))
        #expect(plain.contains("href=\"assets/site.css\""))
        #expect(plain.contains("noindex"))
        let hosted = try #require(try SecretsTests.fixture.build(baseURL: "https://example.org/quest/").text("404.html"))
        #expect(hosted.contains("href=\"/quest/assets/site.css\""))
        #expect(hosted.contains("href=\"/quest/index.html\""))
        let path = try #require(try SecretsTests.fixture.build(baseURL: "/q").text("404.html"))
        #expect(path.contains("href=\"/q/assets/site.css\""))
    }

    @Test("A shared link has a title and description, and its address where the base URL is known")
    func openGraph() throws {
        let page = try #require(try SecretsTests.fixture.build(baseURL: "https://example.org/quest/").text("rewards/index.html"))
        #expect(page.contains("<meta property=\"og:title\" content=\"Rewards · "))
        #expect(page.contains("<meta property=\"og:url\" content=\"https://example.org/quest/rewards/\">"))
        #expect(try SecretsTests.fixture.build().text("rewards/index.html")?.contains("og:url") == false)
    }
}
