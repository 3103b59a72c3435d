import Foundation
import QuestlineCore
import Testing
@testable import QuestlinePlay

/// Buying from a shop on a phone answers as an award does: what it cost and what is left.
@Suite("What play says after an unlock")
struct PlayUnlockResultTests {
    @Test("A priced unlock says its cost and the balance left, each time; a free one only that it is unlocked")
    func costAndBalance() throws {
        let site = try PlayVoidTests.site()
        defer { try? FileManager.default.removeItem(at: site) }
        try Data("""
        - {id: ice-cream, title: Ice cream, kind: text, message: Two scoops., price: 5, repeatable: true}
        - {id: note, title: A note, kind: text, message: Hi., price: 0, from: dad}

        """.utf8).write(to: site.appendingPathComponent("content/rewards.yaml"))
        let (game, _) = try PlayVoidTests.load(site)
        let emma = try #require(game.person("emma"))
        func unlock(_ reward: String) -> PlayRequest.Outcome {
            PlayRequest(person: emma, form: PlayForm(action: .unlock, reward: reward)).perform(site: site, game: game, at: PlayVoidTests.at)
        }
        // Emma has 7 points from Dad and 5 for brushing her teeth.
        #expect(unlock("ice-cream") == .recorded("Ice cream unlocked: −5\u{A0}points, balance 7\u{A0}points"))
        #expect(unlock("ice-cream") == .recorded("Ice cream unlocked: −5\u{A0}points, balance 2\u{A0}points"))
        #expect(unlock("note") == .recorded("A note unlocked"))
    }
}
