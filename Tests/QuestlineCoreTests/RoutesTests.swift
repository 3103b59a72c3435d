import Testing
import QuestlineCore

@Suite("Routes: links that open from a folder")
struct RoutesTests {
    @Test("A page's link names its file, with any anchor after it", arguments: [
        (Routes.home, "index.html"),
        (Routes.challenges, "challenges/index.html"),
        (Routes.reward("jo-video"), "rewards/jo-video/index.html"),
        (Routes.challenge("cartwheel"), "challenges/index.html#challenge-cartwheel"),
        (Routes.atomFeed, "feed.atom"),
    ])
    func link(route: String, expected: String) {
        #expect(Routes.link(route) == expected)
    }
}
