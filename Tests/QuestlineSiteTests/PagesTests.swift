import Foundation
import Testing
import QuestlineCore
@testable import QuestlineSite

@Suite("What the pages show")
struct PagesTests {
    /// A game of routines: a daily quest, a shop item with no giver, nothing to claim once.
    static let routines = Fixture(files: [
        "content/game.yaml": Fixture.game(extra: "").replacingOccurrences(of: "ends: 2026-06-14\n", with: ""),
        "content/people.yaml": "- id: robin\n  name: Robin\n  role: player\n  avatar: \"🧝\"\n",
        "content/challenges.yaml": "- id: bed\n  title: Make the bed\n  category: home\n  points: 5\n  schedule: daily\n",
        "content/rewards.yaml": "- id: movie\n  title: Movie night\n  kind: text\n  message: Pick the film.\n  price: 5\n  repeatable: true\n",
        "content/events.jsonl": #"{"type":"complete","at":"2026-06-13T08:00:00+02:00","player":"robin","challenge":"bed","proof":"done"}"# + "\n",
    ])

    @Test("A card never borrows the player's link or avatar when the reward has none of its own")
    func noFallThrough() throws {
        let page = try #require(try Self.routines.build().text("rewards/index.html"))
        #expect(!page.contains(#"class="button" href="../people/robin/""#))
        #expect(!page.contains("🧝"))
        #expect(page.contains("Movie night"))
    }

    @Test("A giver without an avatar shows their initial, never the avatar of the player around them")
    func noBorrowedAvatar() throws {
        var game = Self.routines
        game.files["content/people.yaml"]! += "- id: sam\n  name: Sam\n  role: player\n  avatar: \"🐻\"\n- id: kim\n  name: Kim\n  role: friend\n"
        game.files["content/rewards.yaml"]! += "- id: letter\n  title: A letter\n  from: kim\n  kind: text\n  message: Hi.\n  price: 50\n"
        let page = try #require(try game.build().text("rewards/index.html"))
        // Robin's and Sam's sections each show the letter's card, from Kim, who has no avatar.
        let fromKim = page.components(separatedBy: #"<p class="reward-from">"#).dropFirst().map { $0.prefix { $0 != "\n" } }
            .filter { $0.contains("avatar") }
        #expect(fromKim.count == 2)
        for line in fromKim {
            #expect(line.contains(">K</span>"), "\(line)")
            #expect(!line.contains("🧝") && !line.contains("🐻"), "\(line)")
        }
    }

    @Test("A game of routines measures today's quests, and shows no badge when nothing can be claimed")
    func routineProgress() throws {
        let home = try #require(try Self.routines.build().text("index.html"))
        #expect(home.contains("Today&#39;s quests: 1 of 1 done"))
        #expect(!home.contains("rewards unlocked"))
        #expect(!home.contains("final-badge"))
    }

    @Test("The sample's timeline has a node per event, sparkles between them, and the newest breathing")
    func timeline() throws {
        let page = try #require(try SecretsTests.fixture.build().text("timeline/index.html"))
        #expect(page.components(separatedBy: "<li class=\"node ").count - 1 == 2)
        #expect(page.components(separatedBy: "class=\"sparkle\"").count - 1 == 1)
        #expect(page.contains("is-reward on-right is-newest"))
        #expect(page.contains(#"d="M25 75 C25 150 75 150 75 225""#))
    }

    @Test("Nothing is fetched from another site: no external scripts, styles, fonts or images")
    func noThirdParty() throws {
        let output = try SecretsTests.fixture.build()
        let external = try NSRegularExpression(pattern: #"(src|href)="(https?:)?//"#)
        for file in output.files where file.path.hasSuffix(".html") || file.path.hasSuffix(".css") {
            let text = String(decoding: file.bytes, as: UTF8.self)
            #expect(external.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) == nil, "\(file.path)")
            #expect(!text.contains("@import"), "\(file.path)")
            #expect(!text.contains("url(http"), "\(file.path)")
        }
    }

    @Test("The stylesheet has three themes, dark mode, and turns every animation off for reduced motion")
    func stylesheet() throws {
        let css = try #require(try SecretsTests.fixture.build().text("assets/site.css"))
        for theme in ["party", "parchment", "arcade"] { #expect(css.contains("[data-theme=\"\(theme)\"]")) }
        #expect(css.contains("@media (prefers-color-scheme: dark)"))
        #expect(css.contains("@media (prefers-reduced-motion: reduce) {\n  *, *::before, *::after { animation: none !important; transition: none !important;"))
    }
}
