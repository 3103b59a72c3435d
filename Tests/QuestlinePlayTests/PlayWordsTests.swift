import Foundation
import QuestlineCore
import Testing
@testable import QuestlinePlay

/// Play mode speaks the game's language (issue #36): the bar, the actions page, what an action
/// answers and why it was refused.
@Suite("Play mode's words")
struct PlayWordsTests {
    /// The repository's own site folder, whose Templates/strings/ ships the fourteen languages.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let languages = ["nb", "sv", "da", "fi", "de", "fr", "es", "it", "nl", "pt", "pl", "ja", "ar"]

    static func state() throws -> (Game, GameState) {
        let site = try PlayVoidTests.site()
        defer { try? FileManager.default.removeItem(at: site) }
        return try PlayVoidTests.load(site)
    }

    /// The English of every `play_` text that the page shows for a parent.
    static let parentKeys = ["play_what_you_can_do", "play_player", "play_void_heading", "play_void", "play_award", "play_spend",
                             "play_amount", "play_reason"]

    @Test("The actions page and the bar are in the game's language, with nothing of the English left", arguments: languages)
    func page(language: String) throws {
        let (game, state) = try Self.state()
        let words = PlayWords(site: Self.repository, language: language)
        let english = PlayWords.english
        #expect(words.language == language)
        let mum = try #require(game.person("mum"))
        let page = PlayPage(person: mum, state: state, token: "t", notice: nil, words: words).html
        #expect(page.contains("<html lang=\"\(language)\"\(language == "ar" ? " dir=\"rtl\"" : "")>"))
        #expect(page.contains(HTMLText.escape(words("heading", ["name": "Mum"]))))
        for key in Self.parentKeys {
            let (own, theirs) = (words.strings[key], english.strings[key])
            #expect(page.contains(HTMLText.escape(own)), "\(language): \(key) \(own)")
            #expect(own == theirs || !page.contains(">\(HTMLText.escape(theirs))<"), "\(language): \(key) is English on the page")
        }
        #expect(!page.contains("What you can do") && !page.contains("Mend a mistake"), "\(language)")
        let bar = PlayBar.html(name: "Mum", notice: nil, words: words)
        #expect(bar.contains("<strong>Mum</strong>") && !bar.contains("Signed in as"), "\(language): \(bar)")
    }

    @Test("A refusal by the rules is said by what it is about, in the game's language; any other by the rules' sentence")
    func refusals() throws {
        let (game, _) = try Self.state()
        let norwegian = PlayWords(site: Self.repository, language: "nb")
        let done = Diagnostic.error("'teeth' was already completed by 'emma' for 2026-06-12", refusal: .alreadyDone(challenge: "teeth"))
        #expect(norwegian.notDone(norwegian.refusal(done, in: game)) == "Ikke gjort: Brush teeth er allerede gjort")
        let english = PlayWords.english
        #expect(english.refusal(Diagnostic.error("x", refusal: .balanceTooLow(player: "leo", balance: 3)), in: game)
                == "Leo's balance is only 3\u{A0}points")
        #expect(english.refusal(Diagnostic.error("x", refusal: .cannotAfford(reward: "ghost", price: 50, balance: 3)), in: game)
                == "ghost costs 50\u{A0}points, and the balance is 3\u{A0}points")
        // Whatever the currency is called, a void's refusal does not call it points.
        #expect(english.refusal(Diagnostic.error("x", refusal: .voidTakesPaidPoints(reward: "ghost")), in: game)
                == "it paid for ghost: void that unlock first")
        #expect(norwegian.refusal(Diagnostic.error("x", refusal: .voidTakesPaidPoints(reward: "ghost")), in: game)
                == "det betalte for ghost: annuller den opplåsingen først")
        #expect(english.refusal(Diagnostic.error("a rule said no"), in: game) == "it breaks a rule of the game (a rule said no)")
        #expect(english.refusal(ProofError.locationUnremovable(.heic, "a moov box")).hasPrefix("the place this photo was taken cannot be removed"))
        #expect(english.refusal(ProofError.malformed(.jpeg, "cut")).contains("damaged"))
    }

    @Test("The rules name what they refuse: the second completion of a day and a spend past the balance, from the recorder")
    func typedRefusals() throws {
        let site = try PlayVoidTests.site()
        defer { try? FileManager.default.removeItem(at: site) }
        let (game, _) = try PlayVoidTests.load(site)
        let emma = try #require(game.person("emma")), mum = try #require(game.person("mum"))
        let twice = PlayRequest(person: emma, form: PlayForm(action: .complete, challenge: "teeth"))
            .perform(site: site, game: game, at: PlayVoidTests.at, words: PlayWords(site: Self.repository, language: "de"))
        let german = PlayWords(site: Self.repository, language: "de")
        #expect(twice == .refused(german("refused_done", ["title": "Brush teeth"])))
        let spend = PlayRequest(person: mum, form: PlayForm(action: .spend, player: "emma", amount: 1000))
            .perform(site: site, game: game, at: PlayVoidTests.at)
        #expect(spend == .refused("Emma's balance is only 12\u{A0}points"))
        // The CLI's recorder says the same refusal in its own sentence, with the refusal named.
        do {
            _ = try EventRecorder(source: DirectorySource(root: site), game: game)
                .record(Event(at: PlayVoidTests.at, kind: .complete, player: "emma", challenge: "teeth", proof: .done))
            Issue.record("a second completion of the day was recorded")
        } catch let error as QuestlineError {
            #expect(error.diagnostics.first?.refusal == .alreadyDone(challenge: "teeth"))
            #expect(error.diagnostics.first?.message.contains("already completed") == true)
        }
    }
}
