import Foundation
import Testing
@testable import QuestlineSite

/// A star chart's parent checks where the stars went: the profile lists every award, spend and
/// reward bought, so that what was earned less what is listed as spent is the balance; the
/// mission log says what an unlock cost; and a shop item with no giver is not "from" anyone.
@Suite("Pages: where the points went")
struct PointsLinesTests {
    /// Emma earns 9 stars from Mum, buys ice cream (5, no giver) and gets a free hug note from Dad,
    /// and Dad takes 1 for a sweet.
    static let chart = Fixture(files: [
        "content/game.yaml": Fixture.game(extra: "currency: {name: stars, singular: star, worth: {amount: 10, currency: NOK}}"),
        "content/people.yaml": "- {id: emma, name: Emma, role: child}\n- {id: mum, name: Mum, role: parent}\n- {id: dad, name: Dad, role: parent}\n",
        "content/rewards.yaml": """
            - {id: ice-cream, title: Ice cream trip, kind: text, message: Two scoops., price: 5, repeatable: true}
            - {id: hug, title: A note from Dad, kind: text, message: Proud of you., price: 0, from: dad, for: [emma]}

            """,
        "content/events.jsonl": """
            {"type":"award","at":"2026-06-12T09:00:00+02:00","player":"emma","amount":9,"by":"mum","reason":"Tidied her room"}
            {"type":"unlock","at":"2026-06-12T12:00:00+02:00","player":"emma","reward":"ice-cream"}
            {"type":"unlock","at":"2026-06-12T13:00:00+02:00","player":"emma","reward":"hug"}
            {"type":"spend","at":"2026-06-12T15:00:00+02:00","player":"emma","amount":1,"by":"dad","reason":"A sweet"}

            """,
    ])

    @Test("The profile lists the paid unlock among awards and spends, newest first; earned 9 less 5 and 1 is the balance, 3")
    func profileAddsUp() throws {
        let page = try #require(try Self.chart.build(asOf: "2026-06-12T20:00").text("people/emma/index.html"))
        let list = try #require(page.components(separatedBy: "profile-transactions").dropFirst().first?.components(separatedBy: "</ul>").first)
        let lines = list.components(separatedBy: "<li").dropFirst()
        #expect(lines.count == 3, "the award, the ice cream and the sweet; the free note moves no stars: \(list)")
        #expect(lines.map { $0.contains("A sweet") } == [true, false, false], "newest first")
        #expect(lines.dropFirst().first?.contains("Ice cream trip") == true && lines.dropFirst().first?.contains("−5\u{A0}stars") == true)
        #expect(!list.contains("A note from Dad"))
        // "worth 30 kr" is said of the balance, inside its box.
        #expect(page.contains(">3\u{A0}stars<span class=\"stat-note\">worth NOK"), "\(page.components(separatedBy: "class=\"stats\"").last?.prefix(400) ?? "")")
    }

    @Test("The mission log says what an unlock cost, and nothing for a free one")
    func historyCosts() throws {
        let page = try #require(try Self.chart.build(asOf: "2026-06-12T20:00").text("history/index.html"))
        #expect(page.contains("🎁 <bdi>Ice cream trip</bdi> <span class=\"quiet\">12:00 · −5\u{A0}stars</span>"))
        #expect(page.contains("🎁 <bdi>A note from Dad</bdi> <span class=\"quiet\">13:00</span>"))
    }

    @Test("The timeline names a reward's giver, and no one for a shop item")
    func timelineGiver() throws {
        let page = try #require(try Self.chart.build(asOf: "2026-06-12T20:00").text("timeline/index.html"))
        #expect(page.contains("<p class=\"node-detail\">from Dad</p>"))
        #expect(page.components(separatedBy: "node-detail").count - 1 == 3, "Dad's note, Mum's award and Dad's spend: \(page)")
        #expect(!page.contains("from </p>"))
    }
}
