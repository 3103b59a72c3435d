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
        #expect(output.text("index.html")?.contains("https://example.org") == false)
        #expect(output.text("rewards/open-gift/index.html")?.contains("href=\"../../assets/site.css\"") == true)
    }

    @Test("Pages say noindex unless the game is public")
    func noindex() throws {
        #expect(try SecretsTests.fixture.build().text("index.html")?.contains("noindex") == true)
        var fixture = SecretsTests.fixture
        fixture.files["content/game.yaml"] = Fixture.game(extra: "public: true")
        #expect(try fixture.build().text("index.html")?.contains("noindex") == false)
    }
}
