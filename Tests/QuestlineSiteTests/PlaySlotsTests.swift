import Foundation
import Testing
import QuestlineCore
@testable import QuestlineSite

/// Play mode's folder marks where its forms go; a published build has no trace of them.
@Suite("Play slots in the pages")
struct PlaySlotsTests {
    @Test("A play build marks each card, quest, reward and profile a form may go in; a published build marks none")
    func slots() throws {
        let fixture = SecretsTests.fixture
        let play = try fixture.build(playSlots: true)
        let board = try #require(play.text("challenges/index.html"))
        #expect(board.contains(PlaySlot(.complete, "cartwheel").marker))
        // A secret dare's slot names it for play alone, inside a comment the server replaces.
        #expect(board.contains(PlaySlot(.reveal, "dare-zzdareid").marker))
        #expect(play.text("rewards/index.html")?.contains(PlaySlot(.unlock, "locked-gift", player: "sam").marker) == true)
        #expect(play.text("people/sam/index.html")?.contains(PlaySlot(.points, "sam").marker) == true)
        #expect(play.text("people/jo/index.html")?.contains(PlaySlot.prefix) == false, "a friend has no points to give or take")

        let published = try fixture.build()
        for file in published.files {
            #expect(!String(decoding: file.bytes, as: UTF8.self).contains("questline-play"), "\(file.path)")
        }
        // Only the comments differ: a page is the published one with its slots filled.
        let filled = PlaySlot.fill(Data(board.utf8)) { _ in "" }
        #expect(String(decoding: filled, as: UTF8.self) == published.text("challenges/index.html"))
    }
}
