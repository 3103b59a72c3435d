import Foundation
import Testing
import QuestlineCore
@testable import QuestlineSite

@Suite("Relative paths in Markdown are the content folder's, made right for each page")
struct MarkdownPathTests {
    static let message = """
    ![Jo](media/avatars/jo.svg) and [the song](media/song.ogg), [top](#top), [mail](mailto:jo@example.org), \
    [elsewhere](https://example.org/x.png), [bad](javascript:alert(1)), [photo](photo.png)
    """

    static let fixture = Fixture(files: [
        "content/game.yaml": Fixture.game(extra: "daily-pick: {categories: [c]}"),
        "content/people.yaml": "- {id: sam, name: Sam, role: player}\n- {id: jo, name: Jo, role: friend}\n",
        "content/challenges.yaml": """
        - {id: swim, title: Swim, category: c, points: 30, schedule: pool, description: "![pool](media/pool.png)"}

        """,
        "content/rewards.yaml": """
        - id: card
          title: Card
          from: jo
          kind: text
          message: "\(message)"
          price: 5
        - id: later
          title: Later
          kind: text
          message: "![cake](media/later-cake.png)"
          price: 900

        """,
        "content/media/avatars/jo.svg": "<svg/>",
        "content/media/song.ogg": "OggS",
        "content/media/pool.png": "pool",
        "content/media/later-cake.png": "cake",
        "content/photo.png": "photo",
        "content/events.jsonl": """
        {"type":"complete","at":"2026-06-12T18:00:00+02:00","player":"sam","challenge":"swim","proof":"done"}
        {"type":"unlock","at":"2026-06-12T19:00:00+02:00","player":"sam","reward":"card"}

        """,
    ])

    @Test("On a reward's page, two folders down, media paths climb to the site's root; the rest stays as written")
    func rewardPage() throws {
        let page = try #require(try Self.fixture.build().text("rewards/card/index.html"))
        #expect(page.contains(#"<img src="../../media/avatars/jo.svg" alt="Jo" loading="lazy">"#))
        #expect(page.contains(#"<a href="../../media/song.ogg" rel="nofollow noopener">the song</a>"#))
        #expect(page.contains(##"<a href="#top" rel="nofollow noopener">top</a>"##))
        #expect(page.contains(#"<a href="mailto:jo@example.org" rel="nofollow noopener">mail</a>"#))
        #expect(page.contains(#"<a href="https://example.org/x.png" rel="nofollow noopener">elsewhere</a>"#))
        #expect(page.contains(#"<a href="../../media/photo.png" rel="nofollow noopener">photo</a>"#))
        #expect(!page.contains("javascript"))
    }

    @Test("A description's image points up one folder on the challenge board and on today's page")
    func descriptionPaths() throws {
        let output = try Self.fixture.build()
        #expect(output.text("challenges/index.html")?.contains(#"src="../media/pool.png""#) == true)
        #expect(output.text("today/index.html")?.contains(#"src="../media/pool.png""#) == true)
    }

    @Test("The media an unlocked message shows are published; a locked one's are not")
    func mediaCopied() throws {
        let paths = Set(try Self.fixture.build().files.map(\.path))
        #expect(paths.isSuperset(of: ["media/avatars/jo.svg", "media/song.ogg", "media/pool.png", "media/photo.png"]))
        #expect(!paths.contains("media/later-cake.png"))
    }

    @Test("A path rewritten for a page", arguments: [
        ("media/a.png", "../../", "../../media/a.png"), ("a.png?v=2#x", "../", "../media/a.png?v=2#x"),
        ("rewards/", "../", "../rewards/"), ("#top", "../", "#top"), ("?q", "../", "?q"), ("/abs.png", "../", "/abs.png"),
        ("https://x.org/a.png", "../", "https://x.org/a.png"), ("mailto:a@b.c", "../", "mailto:a@b.c"), ("media/a.png", "", "media/a.png"),
    ])
    func contentLink(target: String, root: String, expected: String) {
        #expect(ContentLink.forPage(target, root: root) == expected)
    }
}
