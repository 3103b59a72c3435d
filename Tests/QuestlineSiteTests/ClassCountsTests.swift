import Foundation
import Testing
@testable import QuestlineSite

/// A class of children: every page gives one child the same counts, and the board does not call a
/// challenge done when one child of the class did it.
@Suite("A class's pages agree on its counts")
struct ClassCountsTests {
    static let game = Fixture(files: [
        "content/game.yaml": Fixture.game(),
        "content/people.yaml": """
        - {id: lund, name: Ms Lund, role: organiser}
        - {id: ava, name: Ava, role: child}
        - {id: ben, name: Ben, role: child}
        - {id: cy, name: Cy, role: child}

        """,
        "content/challenges.yaml": """
        - {id: read-book, title: Read a book, category: reading, points: 15}
        - {id: tidy, title: Tidy desk, category: class, points: 5}
        - {id: poem, title: Write a poem, category: writing, points: 10}
        - {id: plant, title: Water the plant, category: class, points: 5, schedule: daily}
        - {id: maths, title: Times tables, category: maths, points: 10}

        """,
        "content/rewards.yaml": """
        - {id: sticker, title: A sticker, kind: text, message: Well done, price: 10}
        - {id: pencil, title: A pencil, kind: text, message: Yay, price: 20}
        - {id: party, title: Class party, kind: text, message: Fun, price: 30}
        - {id: sweet, title: A sweet, kind: text, message: Yum, price: 5, repeatable: true}

        """,
        "content/events.jsonl": [
            #"{"type":"complete","at":"2026-06-12T10:00:00+02:00","player":"ava","challenge":"read-book"}"#,
            #"{"type":"complete","at":"2026-06-12T11:00:00+02:00","player":"ava","challenge":"plant"}"#,
            #"{"type":"complete","at":"2026-06-13T11:00:00+02:00","player":"ava","challenge":"plant"}"#,
            #"{"type":"unlock","at":"2026-06-13T12:00:00+02:00","player":"ava","reward":"sticker"}"#,
            #"{"type":"complete","at":"2026-06-13T11:00:00+02:00","player":"ben","challenge":"tidy"}"#,
            #"{"type":"unlock","at":"2026-06-13T13:00:00+02:00","player":"ben","reward":"sweet"}"#,
            #"{"type":"complete","at":"2026-06-13T14:00:00+02:00","player":"ava","challenge":"maths"}"#,
            #"{"type":"complete","at":"2026-06-13T14:00:00+02:00","player":"ben","challenge":"maths"}"#,
            #"{"type":"complete","at":"2026-06-13T14:00:00+02:00","player":"cy","challenge":"maths"}"#,
        ].joined(separator: "\n") + "\n",
    ])

    /// The profile's stats as "label value note" lines.
    func stats(_ page: String) -> [String] {
        page.components(separatedBy: "<dt>").dropFirst().map {
            $0.replacingOccurrences(of: "<[^>]+>", with: " ", options: .regularExpression)
                .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
    }

    @Test("A treat bought again and again is not a reward unlocked: home, rewards and profile say 0 of 3 for Ben")
    func rewardsUnlocked() throws {
        let site = try Self.game.build()
        let home = try #require(site.text("index.html")), rewards = try #require(site.text("rewards/index.html"))
        #expect(home.contains("0 of 3 rewards unlocked") && home.contains("1 of 3 rewards unlocked"))
        #expect(rewards.contains("· 0 of 3 unlocked") && rewards.contains("· 1 of 3 unlocked") && !rewards.contains("of 4 unlocked"))
        #expect(stats(try #require(site.text("people/ben/index.html"))).contains("Rewards unlocked 0"))
        #expect(stats(try #require(site.text("people/ava/index.html"))).contains("Rewards unlocked 1"))
    }

    @Test("The profile counts the challenges done as home does, and a daily quest's completions beside them")
    func challengesDone() throws {
        let site = try Self.game.build()
        #expect(try #require(site.text("index.html")).contains("2 of 4 challenges done"))
        let ava = stats(try #require(site.text("people/ava/index.html")))
        #expect(ava.contains { $0.hasPrefix("Challenges done 2 4 times in all") }, "\(ava)")
        #expect(stats(try #require(site.text("people/cy/index.html"))).contains("Challenges done 1"))
    }

    @Test("A once-challenge is done on the board when every child has done it, not when one has")
    func boardDone() throws {
        let board = try #require(try Self.game.build().text("challenges/index.html"))
        let done = board.components(separatedBy: "<li class=\"challenge").dropFirst()
            .filter { $0.hasPrefix(" is-done") }.compactMap { $0.firstRange(of: "id=\"")?.upperBound }.count
        #expect(done == 1, "only the times tables, done by all three")
        #expect(board.contains("<li class=\"challenge is-done\" id=\"maths\"") || board.contains("is-done\" id=\"challenge-maths\""),
                "\(board.components(separatedBy: "<li class=\"challenge").dropFirst().map { $0.prefix(60) })")
    }
}
