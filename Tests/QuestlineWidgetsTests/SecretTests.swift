import Foundation
import QuestlineCore
import QuestlineWidgets
import Testing

@Suite("No secret passes")
struct SecretTests {
    @Test("No snapshot, index or schema carries a locked reward's message or media, or an unrevealed dare's text or id",
          arguments: ["2026-06-10T12:00", "2026-06-20T08:00", "2026-06-03T18:10"])
    func nothingLeaks(asOf: String) throws {
        let state = try Fixtures.state(SecretFixture.files, asOf: asOf)
        let files = try WidgetFeed.files(state: state, baseURL: Fixtures.baseURL)
        #expect(files.count == 3 + 3 + 2)
        for file in files {
            let text = String(decoding: file.bytes, as: UTF8.self)
            for marker in SecretFixture.markers {
                #expect(!text.contains(marker), "\(file.path) leaks \(marker): \(text)")
            }
        }
        let large = files.first { $0.path == "widgets/pat-large.json" }.map { String(decoding: $0.bytes, as: UTF8.self) }
        #expect(large?.contains(SecretFixture.revealedTitle) == true, "the control title is missing, so the scan proves nothing")
    }

    @Test("A secret dare revealed later today is announced by its author's name only")
    func revealAnnouncedByAuthor() throws {
        let state = try Fixtures.state(SecretFixture.files, asOf: "2026-06-20T08:00")
        let snapshot = try Fixtures.decode(WidgetFeed.snapshot(state: state, player: "pat", size: .large, baseURL: Fixtures.baseURL))
        #expect(snapshot.refresh.next == "2026-06-20T12:00:00+02:00")
        #expect(snapshot.refresh.upcoming?.first?.summary == "Jo's secret dare is revealed")
    }

    @Test("Once its time has come, the dare's title is no longer hidden")
    func revealedAfterItsTime() throws {
        let state = try Fixtures.state(SecretFixture.files, asOf: "2026-06-20T12:00")
        let files = try WidgetFeed.files(state: state, baseURL: Fixtures.baseURL)
        // It is not on any list of a large snapshot (once-challenges are counted, not listed), but nothing hides it
        // either: the count of available challenges goes up by one.
        let before = try Fixtures.decode(WidgetFeed.snapshot(state: Fixtures.state(SecretFixture.files, asOf: "2026-06-20T11:59"),
                                                            player: "pat", size: .medium, baseURL: Fixtures.baseURL))
        let after = try Fixtures.decode(try #require(files.first { $0.path == "widgets/pat-medium.json" }).bytes)
        #expect(after.challenges?.available == (before.challenges?.available ?? 0) + 1)
        #expect(after.challenges?.upcoming == (before.challenges?.upcoming ?? 0) - 1)
    }
}
