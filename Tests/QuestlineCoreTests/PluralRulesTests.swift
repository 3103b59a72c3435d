import Foundation
import Testing
@testable import QuestlineCore

@Suite("CLDR plural rules")
struct PluralRulesTests {
    /// The category of 0, 1, 2, 5, 22 and 101 in each language, as CLDR's samples list them.
    static let expected: [(String, [PluralCategory])] = [
        ("en", [.other, .one, .other, .other, .other, .other]),
        ("nb", [.other, .one, .other, .other, .other, .other]),
        ("sv", [.other, .one, .other, .other, .other, .other]),
        ("da", [.other, .one, .other, .other, .other, .other]),
        ("fi", [.other, .one, .other, .other, .other, .other]),
        ("de", [.other, .one, .other, .other, .other, .other]),
        ("nl", [.other, .one, .other, .other, .other, .other]),
        ("es", [.other, .one, .other, .other, .other, .other]),
        ("it", [.other, .one, .other, .other, .other, .other]),
        ("fr", [.one, .one, .other, .other, .other, .other]),
        ("pt", [.one, .one, .other, .other, .other, .other]),
        ("pl", [.many, .one, .few, .many, .few, .many]),
        ("ja", [.other, .other, .other, .other, .other, .other]),
        ("ar", [.zero, .one, .two, .few, .many, .other]),
    ]

    @Test("Each shipped language picks CLDR's form for 0, 1, 2, 5, 22 and 101", arguments: expected)
    func samples(language: String, categories: [PluralCategory]) {
        let rules = PluralRules.of(language)
        #expect([0, 1, 2, 5, 22, 101].map(rules.category) == categories, "\(language)")
    }

    @Test("The table covers the fourteen languages, and every condition in it reads")
    func table() {
        #expect(PluralRules.languages == ["ar", "da", "de", "en", "es", "fi", "fr", "it", "ja", "nb", "nl", "pl", "pt", "sv"])
        #expect(PluralRules.unreadable.isEmpty)
    }

    @Test("Each language has the categories CLDR gives it")
    func categories() {
        #expect(PluralRules.of("en").categories == [.one, .other])
        #expect(PluralRules.of("ja").categories == [.other])
        #expect(PluralRules.of("pl").categories == [.one, .few, .many, .other])
        #expect(PluralRules.of("ar").categories == [.zero, .one, .two, .few, .many, .other])
        #expect(PluralRules.of("fr").categories == [.one, .many, .other])
    }

    @Test("Polish teens and Arabic hundreds: the edges of the ranges")
    func edges() {
        let polish = PluralRules.of("pl")
        #expect([12, 13, 14, 112, 24, 1002].map(polish.category) == [.many, .many, .many, .many, .few, .few])
        let arabic = PluralRules.of("ar")
        #expect([3, 10, 11, 99, 100, 102, 103].map(arabic.category) == [.few, .few, .many, .many, .other, .other, .few])
    }

    @Test("A million is 'many' in French, Spanish, Italian and Portuguese (CLDR 42 and later), not in English")
    func millions() {
        for language in ["fr", "es", "it", "pt"] { #expect(PluralRules.of(language).category(1_000_000) == .many, "\(language)") }
        #expect(PluralRules.of("en").category(1_000_000) == .other)
        #expect(PluralRules.of("fr").category(2_000_001) == .other)
    }

    @Test("A region or script does not change the rules; an unknown language has only 'other'; a negative count counts as its size")
    func codes() {
        #expect(PluralRules.of("pl_PL").category(3) == .few)
        #expect(PluralRules.of("ar-EG").category(0) == .zero)
        #expect(PluralRules.of("tlh").categories == [.other])
        #expect(PluralRules.of("en").category(-1) == .one)
        #expect(PluralRules.of("pl").category(Int.min) == .many)
    }

    @Test("A condition that does not read never holds, and says so")
    func unreadable() {
        for text in ["", "x = 1", "n = ", "n % = 1", "n = 5..2", "n == 1", "n = a..b"] {
            let condition = PluralCondition(text)
            #expect(!condition.isValid, "\(text)")
            #expect(!condition.holds(1), "\(text)")
        }
        #expect(PluralCondition("n % 10 = 2..4,7 and n != 12").holds(7))
    }
}
