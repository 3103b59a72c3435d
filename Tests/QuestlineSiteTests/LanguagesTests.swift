import Foundation
import QuestlineCore
import QuestlineWidgets
import Testing
@testable import QuestlineSite

/// The sample game, and others, in languages other than English (issue #36): plural forms by
/// CLDR's rules, dates and money in the page's language, Arabic right to left. The string files
/// here are small stand-ins for the shipped translations.
@Suite("Pages in other languages")
struct LanguagesTests {
    static let polish = """
    nav_home: Start
    active_days_one: "1 aktywny dzień"
    active_days_few: "{count} aktywne dni"
    active_days_many: "{count} aktywnych dni"
    active_days_other: "{count} dnia"
    cell_one: "{day}: 1 rzecz"
    cell_few: "{day}: {count} rzeczy"
    cell_many: "{day}: {count} rzeczy!"
    completion_rate_one: "{done} z 1 zadania"
    completion_rate_other: "{done} z {total} zadań"
    widget_quests_open_one: "1 zadanie otwarte"
    widget_quests_open_few: "{count} zadania otwarte"
    widget_quests_open_many: "{count} zadań otwartych"
    widget_quests_open_other: "{count} zadania"
    """

    static let arabic = """
    nav_home: الرئيسية
    active_days_zero: "لا أيام نشطة"
    active_days_one: "يوم نشط واحد"
    active_days_two: "يومان نشطان"
    active_days_few: "{count} أيام نشطة"
    active_days_many: "{count} يومًا نشطًا"
    active_days_other: "{count} يوم نشط"
    """

    static func templates(_ extra: [String: String]) throws -> SiteTemplates {
        var templates = try Fixture.templates()
        templates.strings.merge(extra) { _, new in new }
        return templates
    }

    static func strings(_ language: String, _ text: String) throws -> UIStrings {
        try UIStrings.load(templates([language: text]), language: language)
    }

    @Test("A counted phrase takes the form CLDR's rules pick: Polish one, few and many; Arabic all six")
    func forms() throws {
        let polish = try Self.strings("pl", Self.polish)
        #expect([1, 2, 5, 22, 101, 12].map { polish.counted("active_days", $0) }
            == ["1 aktywny dzień", "2 aktywne dni", "5 aktywnych dni", "22 aktywne dni", "101 aktywnych dni", "12 aktywnych dni"])
        let arabic = try Self.strings("ar", Self.arabic)
        #expect([0, 1, 2, 5, 22, 101].map { arabic.counted("active_days", $0) }
            == ["لا أيام نشطة", "يوم نشط واحد", "يومان نشطان", "5 أيام نشطة", "22 يومًا نشطًا", "101 يوم نشط"])
    }

    @Test("A form the file lacks is its _other; English never stands in for part of a translated phrase")
    func fallback() throws {
        let polish = try Self.strings("pl", Self.polish)
        #expect(polish.counted("completion_rate", 3, ["done": "2", "total": "3"]) == "2 z 3 zadań", "few falls back to other")
        #expect(polish.values["completion_rate_one"] == "{done} z 1 zadania")
        #expect(polish.counted("heatmap_total", 5) == "5 things done", "an untranslated phrase stays English, whole")
        #expect(polish.form(of: "cell", 3) == "cell_few")
        #expect(polish.form(of: "roster", 3) == "roster_other")
    }

    @Test("An old file's _many is read as _other in a language without 'many', and kept in one with it")
    func legacyMany() throws {
        var templates = try Fixture.templates()
        let english = try #require(templates.strings["en"])
        templates.strings["en"] = english.replacingOccurrences(of: "active_days_other: \"{count} active days\"",
                                                               with: "active_days_many: \"{count} days of action\"")
        let strings = try UIStrings.load(templates, language: "en")
        #expect(strings.counted("active_days", 4) == "4 days of action")
        #expect(strings.filledFromBuiltIn.isEmpty, "the renamed key is not missing")
        let polish = try Self.strings("pl", Self.polish)
        #expect(polish.counted("active_days", 5) == "5 aktywnych dni")
    }

    /// The sample game with `language:` (and optionally `locale:`) set, and stand-in media.
    struct Relanguaged: ContentSource, MediaReader {
        let base = StandInMedia(base: DirectorySource(root: Fixture.repositoryRoot))
        let lines: String

        func text(at path: String) throws -> String? {
            let text = try base.text(at: path)
            guard path == "content/game.yaml", let text else { return text }
            return text.split(separator: "\n").filter { !$0.hasPrefix("locale:") && !$0.hasPrefix("language:") }
                .joined(separator: "\n") + "\n" + lines + "\n"
        }
        func mediaStatus(_ path: String) -> MediaStatus { base.mediaStatus(path) }
        func mediaData(_ path: String) throws -> Data { try base.mediaData(path) }
    }

    static func sample(_ lines: String, strings: [String: String] = [:]) throws -> SiteOutput {
        let source = Relanguaged(lines: lines)
        let check = GameCheck.run(source: source, asOf: Fixture.instant(GoldenTests.asOf))
        let state = try #require(check.state)
        #expect(!check.hasErrors, "\(check.diagnostics)")
        return try SiteBuilder(templates: templates(strings)).build(state, media: source)
    }

    @Test("Arabic pages read right to left: lang and dir on <html>, the trail starting on the right")
    func rightToLeft() throws {
        let output = try Self.sample("language: ar", strings: ["ar": Self.arabic])
        let home = try #require(output.text("index.html"))
        #expect(home.contains("<html lang=\"ar\" dir=\"rtl\""))
        #expect(home.contains("الرئيسية"))
        let timeline = try #require(output.text("timeline/index.html"))
        #expect(timeline.contains("class=\"node is-challenge on-right\" style=\"--x: 75%; --x-wide: 58%;"), "the first node is on the right")
        let english = try Self.sample("language: en")
        #expect(try #require(english.text("index.html")).contains("<html lang=\"en\" data-theme"), "no dir on a left-to-right page")
        #expect(try #require(english.text("timeline/index.html")).contains("class=\"node is-challenge on-left\" style=\"--x: 25%; --x-wide: 42%;"))
    }

    @Test("Dates are written in the page's language: Polish month names, not English in a Polish page")
    func polishDates() throws {
        let output = try Self.sample("language: pl", strings: ["pl": Self.polish])
        let home = try #require(output.text("index.html"))
        #expect(home.contains("<html lang=\"pl\""))
        #expect(home.contains("cze"), "June is czerwiec")
        #expect(!home.contains(" Jun"))
        let calendar = try #require(output.text("calendar/index.html"))
        #expect(calendar.contains("aktywn"))
    }

    @Test("A page in English in a Norwegian locale writes English dates and NOK, never kr in an English sentence")
    func englishInNorway() throws {
        let output = try Self.sample("locale: nb_NO\nlanguage: en")
        let home = try #require(output.text("index.html"))
        #expect(!home.contains("juni") && !home.contains("lør"))
        #expect(home.contains("Jun"))
    }

    @Test("Heatmap weeks start on the locale's first day: Monday in Poland, Sunday in Japan and the US, Saturday in Arabic")
    func firstWeekday() throws {
        func firstRow(_ lines: String, _ strings: [String: String] = [:]) throws -> String {
            let calendar = try #require(try Self.sample(lines, strings: strings).text("calendar/index.html"))
            let row = try #require(calendar.firstMatch(of: /<th scope="row">([^<]*)<\/th>/))
            return String(row.output.1)
        }
        #expect(try firstRow("language: pl", ["pl": Self.polish]) == "pon.")
        #expect(try firstRow("language: ja", ["ja": "nav_home: ホーム"]) == "日")
        #expect(try firstRow("locale: en_US") == "Sun")
        #expect(try firstRow("language: ar", ["ar": Self.arabic]) == "سبت")
    }
}
