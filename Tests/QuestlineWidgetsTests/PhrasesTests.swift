import Foundation
import QuestlineCore
import QuestlineWidgets
import Testing

/// A snapshot's text is told in the site's language: the `widget_*` UI strings.
@Suite("Widget phrases")
struct PhrasesTests {
    /// The family chart's phrases in Norwegian, as a site's `Templates/strings/nb.yaml` gives them.
    static let norwegian: [String: String] = [
        "widget_completed": "{name} fullførte {challenge}",
        "widget_got_from": "{name} fikk {amount} av {giver}",
        "widget_with_reason": "{text} – {reason}",
        "widget_balance": "{name}: {amount}",
        "widget_quests_open_other": "{count} oppdrag åpne",
        "widget_quests_done_open": "{done} av {total} oppdrag gjort, {open} åpne",
        "widget_to_go": "{points} igjen til {reward}",
        "widget_quest_opens": "{challenge} åpner",
        "widget_new_day": "En ny dag begynner",
        // Not a phrase: never read.
        "nav_home": "Hjem",
    ]

    func snapshot(player: String? = nil, asOf: String, phrases: WidgetPhrases) throws -> WidgetSnapshot {
        let state = try Fixtures.state(Fixtures.family, asOf: asOf)
        return try Fixtures.decode(WidgetFeed.snapshot(state: state, player: player, size: .large, baseURL: Fixtures.baseURL,
                                                       phrases: phrases))
    }

    @Test("The state line, the timeline and what changes next are in the site's words")
    func translated() throws {
        let phrases = WidgetPhrases(Self.norwegian)
        let game = try snapshot(asOf: "2026-03-28T20:00", phrases: phrases)
        #expect(game.state == "Emma: 5 · Noah: 17 stars · 4 oppdrag åpne")
        let texts = game.timeline?.map(\.text) ?? []
        #expect(texts.first == "Noah fikk 15 stars av Mum – Tidied his room")
        #expect(texts.contains("Emma fullførte Morning run"))

        let emma = try snapshot(player: "emma", asOf: "2026-03-27T07:29", phrases: phrases)
        #expect(emma.refresh.upcoming?.map(\.summary) == ["Morning run åpner", "En ny dag begynner"])
        #expect(emma.state.contains("oppdrag gjort"), "\(emma.state)")
        #expect(emma.state.contains("igjen til Ice cream trip"), "\(emma.state)")
    }

    @Test("A phrase the site does not translate stays English, and English is what it was")
    func englishUnderneath() throws {
        let phrases = WidgetPhrases(Self.norwegian)
        let game = try snapshot(asOf: "2026-03-28T20:00", phrases: phrases)
        #expect(game.timeline?.contains { $0.text == "Noah completed Read for twenty minutes" } == false)
        #expect(game.timeline?.contains { $0.text == "Noah fullførte Read for twenty minutes" } == true)

        let english = try snapshot(asOf: "2026-03-28T20:00", phrases: .english)
        #expect(english.state == "Emma 5 · Noah 17 stars · 4 quests open")
        #expect(english.timeline?.first?.text == "Noah got 15 stars from Mum: Tidied his room")
        // The fingerprint follows the words: the same English gives the same, one word changed another.
        for key in WidgetPhrases.Key.allCases {
            #expect(WidgetPhrases([key.rawValue: key.english]).fingerprint == WidgetPhrases.english.fingerprint)
            #expect(WidgetPhrases([key.rawValue: key.english + "!"]).fingerprint != WidgetPhrases.english.fingerprint, "\(key.rawValue)")
        }
    }

    @Test("What fills a phrase is never read for placeholders")
    func placeholdersInNames() throws {
        var files = Fixtures.family
        files["content/people.yaml"] = files["content/people.yaml"]!.replacingOccurrences(of: "name: Noah", with: "name: \"{giver}\"")
        let state = try Fixtures.state(files, asOf: "2026-03-28T20:00")
        let snapshot = try Fixtures.decode(WidgetFeed.snapshot(state: state, player: nil, size: .large, baseURL: Fixtures.baseURL,
                                                               phrases: WidgetPhrases(Self.norwegian)))
        #expect(snapshot.timeline?.first?.text == "{giver} fikk 15 stars av Mum – Tidied his room")
    }

    @Test("Another table of phrases makes every snapshot anew: none is kept from English")
    func keptOnlyInTheSameWords() throws {
        let state = try Fixtures.state(Fixtures.family, asOf: "2026-03-29T20:00")
        let english = try WidgetFeed.files(state: state, baseURL: Fixtures.baseURL)
        let kept = Dictionary(uniqueKeysWithValues: english.compactMap { file in
            file.fingerprint.map { (file.path, KeptFile(fingerprint: $0, size: file.bytes.count)) }
        })
        let same = try WidgetFeed.files(state: state, baseURL: Fixtures.baseURL, kept: kept)
        #expect(same.filter(\.isKept).count == 9)
        let norwegian = try WidgetFeed.files(state: state, baseURL: Fixtures.baseURL, phrases: WidgetPhrases(Self.norwegian), kept: kept)
        #expect(norwegian.filter(\.isKept).isEmpty)
        #expect(norwegian.contains { String(decoding: $0.bytes, as: UTF8.self).contains("oppdrag åpne") })
    }

    @Test("Counted phrases take the language's plural form, and money is written in the phrases' language")
    func pluralsAndMoney() throws {
        let polish = WidgetPhrases(["widget_quests_open_one": "1 zadanie otwarte", "widget_quests_open_few": "{count} zadania otwarte",
                                    "widget_quests_open_many": "{count} zadań otwartych", "widget_quests_open_other": "{count} zadania"],
                                   language: "pl")
        #expect([1, 2, 4, 5, 12, 22].map(polish.questsOpen) == ["1 zadanie otwarte", "2 zadania otwarte", "4 zadania otwarte",
                                                                "5 zadań otwartych", "12 zadań otwartych", "22 zadania otwarte"])
        let japanese = WidgetPhrases(["widget_quests_open_other": "未完了 {count} 件"], language: "ja")
        #expect(japanese.questsOpen(1) == "未完了 1 件", "Japanese has no singular")
        #expect(WidgetPhrases.english.questsOpen(1) == "1 quest open" && WidgetPhrases.english.questsOpen(3) == "3 quests open")
        #expect(polish.fingerprint != WidgetPhrases(["widget_quests_open_one": "1 zadanie otwarte"], language: "pl").fingerprint)

        let norwegian = try snapshot(player: "noah", asOf: "2026-03-30T12:00", phrases: WidgetPhrases(Self.norwegian, language: "nb"))
        #expect(norwegian.player?.worth == "170\u{A0}kr", "a whole amount of kroner, as Norwegians write prices")
    }
}
