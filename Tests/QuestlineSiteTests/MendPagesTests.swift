import Foundation
import Testing
import QuestlineCore
@testable import QuestlineSite

/// What void and pause (issue #35) look like: a voided event struck through in the history, with
/// its reason (pinned by a golden file), and paused days as cells of their own on the heatmap.
@Suite("Pages: voided events and paused days")
struct MendPagesTests {
    static let golden = Fixture.repositoryRoot.appendingPathComponent("Tests/QuestlineSiteTests/Golden/voided/history/index.html")

    /// A star chart whose second award went to the wrong child and was voided.
    static let voided = Fixture(files: [
        "content/game.yaml": Fixture.game(),
        "content/people.yaml": "- id: ida\n  name: Ida\n  role: child\n- id: mum\n  name: Mum\n  role: parent\n",
        "content/rewards.yaml": "- id: ice-cream\n  title: An ice cream trip\n  kind: text\n  message: Two scoops.\n  price: 5\n  repeatable: true\n",
        "content/events.jsonl": [
            #"{"type":"award","at":"2026-06-12T18:00:00+02:00","player":"ida","amount":4,"by":"mum","reason":"Fed the cat"}"#,
            #"{"type":"award","at":"2026-06-13T18:00:00+02:00","id":"aaaaaaaaaaaa","player":"ida","amount":3,"by":"mum","reason":"Tidied the toys"}"#,
            #"{"type":"void","at":"2026-06-13T19:00:00+02:00","event":"aaaaaaaaaaaa","reason":"It was Ola who tidied"}"#,
        ].joined(separator: "\n") + "\n",
    ])

    @Test("The history shows a voided award struck through with the reason, and the balance leaves it out")
    func voidedHistory() throws {
        let output = try Self.voided.build()
        let history = try #require(output.text("history/index.html"))
        #expect(history.contains("<del>Ida: Tidied the toys +3 stars</del>") || history.contains("<del>Ida: Tidied the toys"))
        #expect(history.contains("It was Ola who tidied"))
        #expect(try Self.voided.state().player("ida")?.balance == 4)
        if ProcessInfo.processInfo.environment["QUESTLINE_RECORD"] == "1" {
            try FileManager.default.createDirectory(at: Self.golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(history.utf8).write(to: Self.golden)
            return
        }
        let recorded = try String(contentsOf: Self.golden, encoding: .utf8)
        #expect(recorded == history, "history/index.html differs from Golden/voided/history/index.html; re-record with QUESTLINE_RECORD=1")
    }

    @Test("A paused day is a cell of its own with its own label, and the legend names it")
    func pausedHeatmap() throws {
        let fixture = Fixture(files: [
            "content/game.yaml": Fixture.game(),
            "content/people.yaml": "- id: sam\n  name: Sam\n  role: player\n",
            "content/challenges.yaml": "- {id: run, title: Run, category: c, points: 5, schedule: daily}\n",
            "content/events.jsonl": [
                #"{"type":"complete","at":"2026-06-12T08:00:00+02:00","player":"sam","challenge":"run"}"#,
                #"{"type":"pause","at":"2026-06-12T09:00:00+02:00","player":"sam","challenge":"run","from":"2026-06-13","until":"2026-06-13"}"#,
            ].joined(separator: "\n") + "\n",
        ])
        let calendar = try #require(try fixture.build(asOf: "2026-06-14T20:00").text("calendar/index.html"))
        #expect(calendar.contains("class=\"cell is-paused\""))
        #expect(calendar.contains("Sat 13 Jun: paused") || calendar.contains(": paused"))
        #expect(calendar.contains("title=\"Paused\""), "the legend has the paused cell")
        let history = try #require(try fixture.build(asOf: "2026-06-14T20:00").text("history/index.html"))
        #expect(history.contains("is-paused"), "the paused quest shows as paused in the history")
    }
}
