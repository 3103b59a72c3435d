import Foundation
import QuestlineCore
import Testing
@testable import QuestlinePlay

/// A note or reason over the recorder's limit can only come from a hand-made request (the forms
/// say `maxlength`), but its refusal is still the person's own words, not the CLI's sentence.
@Suite("Play refuses an overlong note in the game's language")
struct PlayTextLimitTests {
    @Test("11,000 characters of note: refused in English and in Norwegian with the limit written as the pages write it; nothing appended")
    func refusedInWords() throws {
        let site = try PlayVoidTests.site()
        defer { try? FileManager.default.removeItem(at: site) }
        let (game, _) = try PlayVoidTests.load(site)
        let emma = try #require(game.person("emma"))
        let log = site.appendingPathComponent("content/events.jsonl")
        let before = try Data(contentsOf: log)
        let request = PlayRequest(person: emma, form: PlayForm(action: .complete, challenge: "teeth", text: String(repeating: "x", count: 11_000)))

        #expect(request.perform(site: site, game: game, at: PlayVoidTests.at)
            == .refused("the text is longer than 10,000 characters: shorten it"))
        var norwegian = game
        norwegian.settings.language = "nb"
        norwegian.settings.locale = Locale(identifier: "nb_NO")
        let words = PlayWords(site: PlayWordsTests.repository, language: "nb")
        #expect(request.perform(site: site, game: norwegian, at: PlayVoidTests.at, words: words)
            == .refused("teksten er lengre enn 10\u{A0}000 tegn: gjør den kortere"))
        #expect(try Data(contentsOf: log) == before)
    }
}
