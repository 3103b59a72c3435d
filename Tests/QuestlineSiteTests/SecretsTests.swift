import Foundation
import Testing
import QuestlineCore
@testable import QuestlineSite

@Suite("Secrets stay out of the output")
struct SecretsTests {
    /// Every secret field holds a marker; none may appear in any output byte.
    static let markers = ["zzlockedmessage", "zzlockedmedia", "zzmessagefile", "zzfilemessage", "zzdaretitle", "zzdaredesc",
                          "zzdareid", "zzdareoption", "zzdarecategory", "zzpoolid", "zzpooltitle", "zzpooldesc", "zzmessageimage"]

    static let fixture = Fixture(files: [
        "content/game.yaml": Fixture.game(),
        "content/people.yaml": """
        - id: sam
          name: Sam
          role: player
        - id: jo
          name: Jo
          role: friend
        """,
        "content/challenges.yaml": """
        - id: cartwheel
          title: Cartwheel
          category: physical
          points: 30
        - id: dare-zzdareid
          title: The zzdaretitle dare
          description: Do the zzdaredesc thing.
          category: zzdarecategory
          points: 40
          tier: hard
          options:
            a: zzdareoption one
            b: zzdareoption two
          secret:
            by: jo
            reveal: manual
        - id: dare-zzpoolid
          title: The zzpooltitle pick
          description: zzpooldesc
          category: zzdarecategory
          points: 10
          secret:
            by: jo
            reveal:
              after-completions: 5
        """,
        "content/rewards.yaml": """
        - id: open-gift
          title: Open gift
          from: jo
          kind: image
          media: media/open-photo.png
          message: You can read this.
          price: 20
        - id: locked-gift
          title: Locked gift
          from: jo
          kind: video
          media: media/zzlockedmedia.webm
          message: "The zzlockedmessage text. ![cake](media/zzmessageimage.png)"
          price: 900
        - id: locked-letter
          title: Locked letter
          from: jo
          kind: text
          message-file: messages/zzmessagefile.md
          price: 900
        """,
        "content/messages/zzmessagefile.md": "Dear Sam, zzfilemessage.",
        "content/media/open-photo.png": "open photo bytes",
        "content/media/zzlockedmedia.webm": "zzlockedmedia bytes",
        "content/media/zzmessageimage.png": "zzmessageimage bytes",
        "content/events.jsonl": """
        {"type":"complete","at":"2026-06-12T18:00:00+02:00","player":"sam","challenge":"cartwheel","proof":"done"}
        {"type":"unlock","at":"2026-06-12T19:00:00+02:00","player":"sam","reward":"open-gift"}

        """,
    ])

    @Test("No byte of the output holds a locked reward's message, media or file name, or an unrevealed dare's text or id")
    func noSecretAnywhere() throws {
        let output = try Self.fixture.build()
        #expect(output.files.count > 12)
        for file in output.files {
            let text = String(decoding: file.bytes, as: UTF8.self).lowercased()
            for marker in Self.markers {
                #expect(!text.contains(marker), "\(file.path) contains \(marker)")
                #expect(!file.path.lowercased().contains(marker), "\(file.path) is named after a secret")
            }
        }
    }

    @Test("The scan can fail: published content does reach the output")
    func publishedContentIsThere() throws {
        let output = try Self.fixture.build()
        #expect(output.text("rewards/open-gift/index.html")?.contains("You can read this.") == true)
        #expect(output.files.contains { $0.path == "media/open-photo.png" })
        #expect(output.text("rewards/index.html")?.contains("Locked gift") == true)
        #expect(output.text("challenges/index.html")?.contains("A secret dare from Jo") == true)
        #expect(!output.files.contains { $0.path.hasPrefix("rewards/locked-gift/") })
    }

    @Test("Once revealed, a dare shows its title in the dossier look")
    func revealedDare() throws {
        var fixture = Self.fixture
        fixture.files["content/events.jsonl"]! += #"{"type":"reveal","at":"2026-06-13T10:00:00+02:00","challenge":"dare-zzdareid","by":"jo"}"# + "\n"
        let board = try #require(try fixture.build().text("challenges/index.html"))
        #expect(board.contains("The zzdaretitle dare"))
        #expect(board.contains("dossier"))
    }

    @Test("Unlocking a reward publishes its message and media")
    func unlockPublishes() throws {
        var fixture = Self.fixture
        fixture.files["content/events.jsonl"]! += #"{"type":"award","at":"2026-06-13T10:00:00+02:00","player":"sam","amount":1000}"# + "\n"
            + #"{"type":"unlock","at":"2026-06-13T11:00:00+02:00","player":"sam","reward":"locked-gift"}"# + "\n"
        let output = try fixture.build()
        #expect(output.text("rewards/locked-gift/index.html")?.contains("zzlockedmessage") == true)
        #expect(output.files.contains { $0.path == "media/zzlockedmedia.webm" })
        #expect(output.files.contains { $0.path == "media/zzmessageimage.png" })
    }
}
