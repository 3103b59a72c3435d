import Foundation
import Testing
@testable import QuestlineCore

@Suite("A game's language and locale")
struct GameLanguageTests {
    func settings(_ lines: String) -> GameSettings {
        var fixture = Fixture()
        fixture.files["content/game.yaml"] = """
        format: 1
        title: Test Quest
        timezone: Europe/Oslo
        starts: 2026-06-12
        prices: {text: 50, image: 50, gallery: 50, audio: 75, video: 100}
        \(lines)
        """
        return fixture.game().settings
    }

    @Test("Each defaults from the other: language alone picks its locale, locale alone its language, neither is en_US")
    func defaults() {
        #expect(settings("language: pl").locale.identifier == "pl_PL")
        #expect(settings("language: pl").language == "pl")
        #expect(settings("language: ja").locale.identifier == "ja_JP")
        #expect(settings("language: ar").locale.identifier == "ar", "no region, so Western digits")
        #expect(settings("locale: nb_NO").language == "nb")
        #expect(settings("").locale.identifier == "en_US")
        #expect(settings("").language == "en")
        let both = settings("locale: nb_NO\nlanguage: en")
        #expect(both.locale.identifier == "nb_NO" && both.language == "en")
    }

    @Test("A page's dates and numbers are written in its language, with the locale's region")
    func formatting() {
        #expect(GameLanguage.formatting("en", in: Locale(identifier: "nb_NO")).identifier == "en_NO")
        #expect(GameLanguage.formatting("nb", in: Locale(identifier: "nb_NO")).identifier == "nb_NO")
        #expect(GameLanguage.formatting("pl", in: Locale(identifier: "en_GB")).identifier == "pl_GB")
        #expect(GameLanguage.formatting("ar", in: Locale(identifier: "ar")).identifier == "ar")
        #expect(GameLanguage.defaultLocale("tlh").identifier.hasPrefix("tlh"), "an unshipped language gets CLDR's likely region, or none")
    }

    @Test("Weekdays, clocks and first days follow the locale")
    func customs() {
        let saturday = Instant.parse("2026-06-13T20:00:00+02:00")!
        func clock(_ id: String) -> String {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: id)
            formatter.timeZone = TimeZone(identifier: "Europe/Oslo")
            formatter.setLocalizedDateFormatFromTemplate("jmm")
            return formatter.string(from: saturday)
        }
        #expect(clock("nb_NO") == "20:00")
        #expect(clock("de_DE") == "20:00")
        #expect(clock("en_US") == "8:00\u{202F}PM")
        func firstWeekday(_ id: String) -> Int {
            var calendar = Calendar(identifier: .gregorian)
            calendar.locale = Locale(identifier: id)
            return calendar.firstWeekday
        }
        #expect(firstWeekday("nb_NO") == 2 && firstWeekday("pl_PL") == 2 && firstWeekday("en_US") == 1 && firstWeekday("ja_JP") == 1)
        #expect(firstWeekday("ar") == 7, "Saturday")
    }

    @Test("Arabic is read right to left; the others are not")
    func direction() {
        #expect(GameLanguage.isRightToLeft("ar"))
        for language in ["en", "nb", "pl", "ja", "fi"] { #expect(!GameLanguage.isRightToLeft(language), "\(language)") }
    }
}
