import Foundation
import Testing
import QuestlineCore
@testable import QuestlineSite

/// A photo proof on the timeline: an image, or for a HEIC (which only Safari shows) an object
/// whose fallback is a link to the photo, so no other browser shows a broken image.
@Suite("Proof photos on the timeline")
struct ProofPhotoTests {
    @Test("A HEIC proof is an object of type image/heic with a link to the photo inside; other photos are images")
    func heicFallsBackToALink() throws {
        let fixture = Fixture(files: [
            "content/game.yaml": Fixture.game(),
            "content/people.yaml": "- id: robin\n  name: Robin\n  role: player\n",
            "content/challenges.yaml": """
            - id: cake
              title: Bake a cake
              category: home
              points: 10
              proof: [photo]
            - id: swim
              title: Go for a swim
              category: sport
              points: 10
              proof: [photo]
            """,
            "content/media/proofs/cake.HEIC": "not really a picture",
            "content/media/proofs/swim.png": "not really a picture",
            "content/events.jsonl": """
            {"type":"complete","at":"2026-06-13T08:00:00+02:00","player":"robin","challenge":"cake","proof":"photo","media":"media/proofs/cake.HEIC"}
            {"type":"complete","at":"2026-06-13T09:00:00+02:00","player":"robin","challenge":"swim","proof":"photo","media":"media/proofs/swim.png"}

            """,
        ])
        let timeline = try #require(try fixture.build().text("timeline/index.html"))
        #expect(timeline.contains(#"<object class="node-photo" data="../media/proofs/cake.HEIC" type="image/heic"><a class="node-photo-open" href="../media/proofs/cake.HEIC"><span aria-hidden="true">📷</span><span class="vh">Proof photo</span></a></object>"#))
        #expect(timeline.contains(#"<img class="node-photo" src="../media/proofs/swim.png" alt="Proof photo" loading="lazy">"#))
        #expect(!timeline.contains(#"<img class="node-photo" src="../media/proofs/cake.HEIC""#))
    }
}
