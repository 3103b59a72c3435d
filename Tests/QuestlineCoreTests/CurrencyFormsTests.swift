import Foundation
import Testing
@testable import QuestlineCore

/// The points' names follow the game's plural rules (issue #36): "5 gwiazdek", not "5 gwiazdki".
@Suite("The currency's names by CLDR plural rules")
struct CurrencyFormsTests {
    func check(language: String, currency: String) -> GameCheck {
        var fixture = Fixture()
        fixture.files["content/game.yaml"] = """
        format: 1
        id: 6f1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d
        title: Test Quest
        timezone: Europe/Warsaw
        starts: 2026-06-12
        language: \(language)
        prices: {text: 50, image: 50, gallery: 50, audio: 75, video: 100}
        currency: \(currency)
        """
        return fixture.check()
    }

    @Test("Polish: one, few, many from the game's forms, for 0, 1, 2, 5, 12, 22, 25 and 102")
    func polish() throws {
        let currency = try #require(check(language: "pl", currency: "{name: gwiazdki, singular: gwiazdka, forms: {few: gwiazdki, many: gwiazdek}}")
            .state?.game.settings.currency)
        #expect([0, 1, 2, 5, 12, 22, 25, 102].map(currency.amount)
                == ["0 gwiazdek", "1 gwiazdka", "2 gwiazdki", "5 gwiazdek", "12 gwiazdek", "22 gwiazdki", "25 gwiazdek", "102 gwiazdki"])
        #expect(currency.missingForms.isEmpty)
    }

    @Test("Arabic: zero, one, two, few, many and other, each its own form")
    func arabic() throws {
        let currency = try #require(check(language: "ar", currency: "{name: نجمة, singular: نجمة, forms: {zero: نجمة-0, two: نجمتان, few: نجوم, many: نجمة-11}}")
            .state?.game.settings.currency)
        #expect([0, 1, 2, 3, 11, 100].map(currency.name(for:)) == ["نجمة-0", "نجمة", "نجمتان", "نجوم", "نجمة-11", "نجمة"])
    }

    @Test("English and French keep singular and name; French counts 0 as one, as CLDR says")
    func twoForms() throws {
        let english = try #require(check(language: "en", currency: "{name: stars, singular: star}").state?.game.settings.currency)
        #expect([0, 1, 2].map(english.amount) == ["0 stars", "1 star", "2 stars"])
        let french = try #require(check(language: "fr", currency: "{name: étoiles, singular: étoile}").state?.game.settings.currency)
        #expect([0, 1, 2].map(french.amount) == ["0 étoile", "1 étoile", "2 étoiles"])
        #expect(french.missingForms.isEmpty, "French 'many' is for millions only")
    }

    @Test("A Polish game without its forms is warned, at the currency, with the keys to add; a form that is no category is warned as every unknown key is")
    func warned() throws {
        let bare = check(language: "pl", currency: "{name: gwiazdki, singular: gwiazdka}")
        let warning = try #require(bare.diagnostics.first { $0.message.hasPrefix("currency has no name for") })
        #expect(warning.severity == .warning)
        #expect(warning.message == "currency has no name for few and many counts, which pl has: 'gwiazdki' is shown for them")
        #expect(warning.hint == "add forms: {few: …, many: …} under currency (docs/format.md)")
        #expect(warning.location?.file == "content/game.yaml" && warning.location?.line == 8)
        #expect(!check(language: "en", currency: "{name: stars, singular: star}").diagnostics.contains { $0.message.hasPrefix("currency has") })
        let wrong = check(language: "pl", currency: "{name: gwiazdki, forms: {several: gwiazdek}}")
        #expect(wrong.diagnostics.contains { $0.severity == .warning && $0.message == "unknown key 'several' in currency forms is ignored" },
                "\(wrong.diagnostics)")
    }

    @Test("A currency set in code follows the settings' language, then and after a change")
    func followsLanguage() {
        var settings = GameSettings(title: "T", timeZone: .gmt, currency: Currency(name: "gwiazdki", singular: "gwiazdka",
                                    forms: [.many: "gwiazdek"]), starts: LocalDate(dayNumber: 0), language: "pl")
        #expect(settings.currency.amount(5) == "5 gwiazdek")
        settings.language = "en"
        #expect(settings.currency.amount(5) == "5 gwiazdki")
        settings.currency = Currency(name: "punkty", singular: "punkt", forms: [.many: "punktów"])
        settings.language = "pl"
        #expect(settings.currency.amount(5) == "5 punktów")
    }

    @Test("A change keeps its sign before its count; right to left, the two are isolated left to right")
    func signedAmounts() {
        var stars = Currency(name: "نجوم", singular: "نجمة")
        stars.language = "ar"
        let count = CountText(locale: Locale(identifier: "ar@numbers=latn"))
        #expect(stars.signedAmount(-5, written: count, rightToLeft: true) == "\u{2066}−5\u{2069} نجوم")
        #expect(Currency.points.signedAmount(35, written: CountText(locale: Locale(identifier: "en")), rightToLeft: false) == "+35 points")
        #expect(Currency.points.signedAmount(-1, written: CountText(locale: Locale(identifier: "en")), rightToLeft: false) == "−1 point")
        #expect(Currency.points.signedAmount(Int.min, written: CountText(locale: Locale(identifier: "en")), rightToLeft: false).hasPrefix("−9"),
                "no trap on the smallest Int")
    }
}
