import Foundation
import Testing
@testable import QuestlineSite

/// A profile lists what a person did up to a limit, with a link to the page that has the rest:
/// an organiser of a big game may hide thousands of gifts and record thousands of awards.
@Suite("Profiles: long lists")
struct ProfileListsTests {
    /// Ada plays; Kim, the organiser, hid `gifts` rewards for her and recorded `awards` awards.
    static func game(gifts: Int, awards: Int) -> Fixture {
        let rewards = (0..<gifts).map { "- {id: gift\($0), title: Gift \($0), kind: text, message: Hi, from: kim, for: [ada]}\n" }
        let events = (0..<awards).map { index in
            #"{"type":"award","at":"2026-06-12T\#(String(format: "%02d", 8 + index / 60)):\#(String(format: "%02d", index % 60)):00+02:00","player":"ada","amount":1,"by":"kim","reason":"Star \#(index)"}"#
        }
        return Fixture(files: [
            "content/game.yaml": Fixture.game(),
            "content/people.yaml": "- id: ada\n  name: Ada\n  role: child\n- id: kim\n  name: Kim\n  role: organiser\n",
            "content/challenges.yaml": "- id: read\n  title: Read\n  category: habits\n  points: 5\n",
            "content/rewards.yaml": rewards.joined(),
            "content/events.jsonl": events.map { $0 + "\n" }.joined(),
        ])
    }

    @Test("An organiser's hidden gifts: 50 listed, the rest counted with a link to the rewards page")
    func gifts() throws {
        let page = try #require(try Self.game(gifts: 57, awards: 0).build().text("people/kim/index.html"))
        let list = try #require(page.components(separatedBy: "<ul class=\"gives-list\">").last?.components(separatedBy: "</ul>").first)
        #expect(list.components(separatedBy: "<li").count - 1 == 50)
        #expect(list.contains("Gift 49") && !list.contains("Gift 50"), "in rewards.yaml's order")
        #expect(page.contains("<a href=\"../../rewards/index.html\">7 more gifts on the rewards page"))
        let few = try #require(try Self.game(gifts: 50, awards: 0).build().text("people/kim/index.html"))
        #expect(!few.contains("more gift"), "fifty are all listed")
    }

    @Test("The awards an organiser recorded: the newest 50, and the rest in the mission log")
    func recorded() throws {
        let page = try #require(try Self.game(gifts: 1, awards: 53).build().text("people/kim/index.html"))
        let list = try #require(page.components(separatedBy: "profile-given").last?.components(separatedBy: "</ul>").first)
        #expect(list.components(separatedBy: "<li").count - 1 == 50)
        #expect(list.contains("Star 52") && list.contains("Star 3") && !list.contains("Star 2 "), "the newest, newest first")
        #expect(list.range(of: "Star 52")!.lowerBound < list.range(of: "Star 51")!.lowerBound)
        #expect(page.contains("3 earlier ones are in the mission log"))
        #expect(try #require(try Self.game(gifts: 1, awards: 53).build().text("people/ada/index.html")).contains("from Kim"))
    }
}
