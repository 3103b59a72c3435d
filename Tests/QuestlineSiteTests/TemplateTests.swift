import Foundation
import Testing
import QuestlineCore
@testable import QuestlineSite
import QuestlineWidgets

@Suite("Templates and strings")
struct TemplateTests {
    @Test("A template that does not parse is reported with its file, line and column")
    func parseError() throws {
        var templates = try Fixture.templates()
        templates.templates["pages/goals"] = "<p>\n  {{#goals}}\n"
        let error = try #require(throws: QuestlineError.self) { try SiteBuilder(templates: templates) }
        let diagnostic = try #require(error.diagnostics.first)
        #expect(diagnostic.location?.file == "Templates/pages/goals.mustache")
        #expect(diagnostic.location?.line == 3)
        #expect(diagnostic.message == "a section {{#…}} or {{^…}} is never closed with {{/…}}")
    }

    @Test("A missing page template is an error, not an empty page")
    func missingTemplate() throws {
        var templates = try Fixture.templates()
        templates.templates["pages/history"] = nil
        let error = try #require(throws: QuestlineError.self) { try SiteBuilder(templates: templates) }
        #expect(error.diagnostics.map(\.message) == ["missing template pages/history.mustache"])
    }

    @Test("Strings fall back to English key by key")
    func fallback() throws {
        var templates = try Fixture.templates()
        templates.strings["nb"] = "nav_home: Hjem\n# a comment\nnav_today: \"I dag\"\n"
        let strings = try UIStrings.load(templates, language: "nb")
        #expect(strings["nav_home"] == "Hjem")
        #expect(strings["nav_today"] == "I dag")
        #expect(strings["nav_rewards"] == "Rewards")
        #expect(strings.format("points_to_go", ["amount": "5 stars"]) == "5 stars to go")
    }

    @Test("An older en.yaml is filled from the built-in English key by key, and the build is told which keys")
    func builtInFallback() throws {
        var templates = try Fixture.templates()
        templates.strings["en"] = "nav_home: Start\n"
        templates.strings["nb"] = "nav_today: I dag\n"
        let builtIn = ["nav_home": "Home", "nav_today": "Today", "nav_rewards": "Rewards"]
        let english = try UIStrings.load(templates, language: "en", builtIn: builtIn)
        #expect(english["nav_home"] == "Start")
        #expect(english["nav_rewards"] == "Rewards")
        #expect(english.filledFromBuiltIn == ["nav_rewards", "nav_today"])
        let warning = try #require(english.olderThanBuiltIn)
        #expect(warning.message == "2 UI strings this questline uses are missing (nav_rewards, nav_today); the built-in English is used")
        #expect(warning.location?.file == "Templates/strings/en.yaml")
        // Another language's own text wins; what it lacks comes from the site's English first.
        let norwegian = try UIStrings.load(templates, language: "nb", builtIn: builtIn)
        #expect(norwegian["nav_today"] == "I dag")
        #expect(norwegian["nav_home"] == "Start")
        #expect(norwegian["nav_rewards"] == "Rewards")
        // A site's en.yaml with every built-in key (and keys of its own) is not older.
        templates.strings["en"] = "nav_home: Start\nnav_today: Now\nnav_rewards: Gifts\nmy_own: Mine\n"
        let current = try UIStrings.load(templates, language: "en", builtIn: builtIn)
        #expect(current.filledFromBuiltIn.isEmpty && current.olderThanBuiltIn == nil)
        #expect(current["my_own"] == "Mine")
    }

    @Test("The warning names at most five missing keys")
    func builtInFallbackNamesFive() throws {
        var templates = try Fixture.templates()
        templates.strings["en"] = "a: A\n"
        let builtIn = Dictionary(uniqueKeysWithValues: "abcdefgh".map { (String($0), String($0).uppercased()) })
        let strings = try UIStrings.load(templates, language: "en", builtIn: builtIn)
        #expect(strings.olderThanBuiltIn?.message == "7 UI strings this questline uses are missing (b, c, d, e, f, …); the built-in English is used")
    }

    /// `partials/heatmap.mustache` as questline shipped it before the heatmap's cells became
    /// `lead`, `trail` and `cells` with a whole `class` (commit 61deb72).
    static let heatmapBefore8a8049d = """
    <figure class="heatmap">
      <figcaption><strong>{{caption}}</strong> <span class="quiet">{{range}} · {{summary}}</span></figcaption>
      <div class="heat-scroll" tabindex="0" role="region" aria-label="{{caption}}">
      <table class="heat">
        <caption class="vh">{{caption}}: {{summary}}</caption>
        <thead aria-hidden="true"><tr><td></td>{{#months}}<td class="month">{{label}}</td>{{/months}}</tr></thead>
        <tbody>
        {{#rows}}<tr><th scope="row"{{^labelled}} class="faint"{{/labelled}}>{{weekday}}</th>{{#cells}}{{#pad}}<td class="pad"></td>{{/pad}}{{^pad}}<td class="cell l{{level}}{{#today}} is-today{{/today}}" title="{{label}}"><span class="vh">{{label}}</span></td>{{/pad}}{{/cells}}</tr>
        {{/rows}}
        </tbody>
      </table>
      </div>
    </figure>

    """

    @Test("A template that is an older questline's default, byte for byte, is named in a warning; today's and edited ones are not")
    func olderDefaultTemplate() throws {
        var templates = try Fixture.templates()
        #expect(templates.olderDefaults == [], "a default template is among the retired ones: run scripts/embed-presets.py")
        templates.templates["partials/heatmap"] = Self.heatmapBefore8a8049d
        #expect(templates.olderDefaults == ["partials/heatmap.mustache"])
        let output = try KeptGamePagesTests.build([], templates: templates)
        let warning = try #require(output.warnings.first { $0.location?.file == "Templates/partials/heatmap.mustache" })
        #expect(warning.message == "this is the default template of an older questline; pages built with it may lack what this questline adds")
        // Once someone has edited it, it is theirs: nothing can say what it was made for.
        templates.templates["partials/heatmap"] = Self.heatmapBefore8a8049d.replacingOccurrences(of: "heatmap\"", with: "heatmap mine\"")
        #expect(templates.olderDefaults == [])
        #expect(try KeptGamePagesTests.build([], templates: templates).warnings.allSatisfy { $0.location?.file != "Templates/partials/heatmap.mustache" })
    }

    @Test("An asset that is an older questline's default (site.js before its carousel went right to left) is named in a warning")
    func olderDefaultAsset() throws {
        var templates = try Fixture.templates()
        let today = try #require(templates.assets["site.js"])
        // site.js as questline shipped it at 290f5db: its carousel went the wrong way right to
        // left, and the menu did not show the page's own item.
        let text = String(decoding: today, as: UTF8.self)
        let changes: [(String, String)] = [
            ("        // Right to left, the track starts at its right edge and goes on to the left.\n        track.scrollBy({ left: (rtl ? -1 : 1) * direction * step,",
             "        track.scrollBy({ left: direction * step,"),
            ("    var rtl = window.getComputedStyle(track).direction === \"rtl\";\n    // Labels come from the page (Templates/strings), so they follow the game's language. The\n    // arrows are mirrored by the browser in a right-to-left page (‹ and › are), so they point\n    // the way each button goes in both.\n",
             "    // Labels come from the page (Templates/strings), so they follow the game's language.\n"),
            ("  /* The menu, wider than a phone: the page's own item scrolled into view. */\n  function showCurrentMenuItem() {\n    var current = document.querySelector(\".nav [aria-current]\");\n    var list = current && current.closest(\"ul\");\n    if (!list || list.scrollWidth <= list.clientWidth) return;\n    var item = current.getBoundingClientRect(), box = list.getBoundingClientRect();\n    list.scrollLeft += (item.left + item.width / 2) - (box.left + box.width / 2);\n  }\n\n",
             ""),
            ("    showCurrentMenuItem();\n",
             ""),
        ]
        var before = text
        for (now, then) in changes {
            #expect(before.contains(now), "site.js changed since: \(now.prefix(60))")
            before = before.replacingOccurrences(of: now, with: then)
        }
        templates.assets["site.js"] = Data(before.utf8)
        #expect(templates.olderDefaults == ["assets/site.js"])
        let output = try KeptGamePagesTests.build([], templates: templates)
        let warning = try #require(output.warnings.first { $0.location?.file == "Templates/assets/site.js" })
        #expect(warning.message == "this is the default file of an older questline; pages built with it may lack what this questline adds")
        #expect(warning.hint == "make a new site (questline init /tmp/new-site) and copy its Templates/assets/site.js")
        // An asset of the site's own (or today's) is not flagged.
        templates.assets["site.js"] = today
        templates.assets["extra.css"] = Data("body {}".utf8)
        #expect(templates.olderDefaults == [])
    }

    @Test("Placeholders are filled in one pass; what goes in is never read for placeholders")
    func placeholdersOnePass() {
        let strings = UIStrings(language: "en", values: ["unlocked_by": "{name} on {when}", "odd": "{} {a{b} {gone} }{"])
        // Each value holds the other's placeholder: replacing one after the other gets this wrong
        // in either order, so it would also differ from one run to the next.
        #expect(strings.format("unlocked_by", ["name": "{when}", "when": "{name}"]) == "{when} on {name}")
        #expect(strings.format("unlocked_by", ["name": "Ada", "when": "Mon 3 Feb"]) == "Ada on Mon 3 Feb")
        // Braces that open nothing are text, and a placeholder without an argument stays as written.
        #expect(strings.format("odd", ["b": "B"]) == "{} {aB {gone} }{")
        #expect(strings.format("no_such_key", ["name": "Ada"]) == "no_such_key")
    }

    @Test("A broken strings line names its file and line")
    func brokenStrings() throws {
        #expect(throws: QuestlineError.self) { try UIStrings.parse("a: 1\nno colon here\n", file: "Templates/strings/xx.yaml") }
        do { _ = try UIStrings.parse("a: 1\nno colon here\n", file: "Templates/strings/xx.yaml") } catch let error as QuestlineError {
            #expect(error.diagnostics.first?.location == SourceLocation(file: "Templates/strings/xx.yaml", line: 2, column: 1))
        }
    }

    @Test("Every string key the templates use exists in en.yaml")
    func allKeysExist() throws {
        let templates = try Fixture.templates()
        let english = try UIStrings.parse(templates.strings["en"]!, file: "en.yaml")
        let pattern = try NSRegularExpression(pattern: #"\{\{t\.([a-z0-9_]+)\}\}"#)
        for (name, text) in templates.templates {
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let key = String(text[Range(match.range(at: 1), in: text)!])
                #expect(english[key] != nil, "\(name) uses t.\(key), which en.yaml does not define")
            }
        }
    }

    @Test("en.yaml holds every widget phrase, word for word as the widgets' own English")
    func widgetPhrases() throws {
        let english = try UIStrings.parse(try Fixture.templates().strings["en"]!, file: "en.yaml")
        let phrases = english.filter { $0.key.hasPrefix("widget_") }
        #expect(Set(phrases.keys) == Set(WidgetPhrases.Key.allCases.map(\.rawValue)))
        for key in WidgetPhrases.Key.allCases {
            #expect(phrases[key.rawValue] == key.english, "\(key.rawValue)")
        }
    }

    @Test("Token overrides become custom properties; unsafe values are dropped")
    func tokens() {
        #expect(ThemeStyle.overrides(["accent": "#FF6B9D", "radius": "8px"]) == "--q-accent: #FF6B9D; --q-radius: 8px;")
        #expect(ThemeStyle.overrides(["accent": "red</style><script>"]) == "")
        #expect(ThemeStyle.overrides(["a b": "red"]) == "")
    }
}

@Suite("Calendar and feeds")
struct CalendarAndFeedTests {
    static func game(locale: String) -> Fixture {
        Fixture(files: [
            "content/game.yaml": Fixture.game(extra: "").replacingOccurrences(of: "locale: en_GB", with: "locale: \(locale)")
                .replacingOccurrences(of: "ends: 2026-06-14\n", with: ""),
            "content/people.yaml": "- id: ada\n  name: Ada\n  role: child\n",
            "content/challenges.yaml": """
            - id: read
              title: Read, twenty minutes
              description: "Any book; comics count"
              category: habits
              points: 5
              color: "#3BB273"
              schedule:
                days: 100
                at: "18:00"
                from: 2026-06-12
            """,
            "content/events.jsonl": """
            {"type":"complete","at":"2026-06-12T19:00:00+02:00","player":"ada","challenge":"read","proof":"done"}
            {"type":"complete","at":"2026-06-13T19:00:00+02:00","player":"ada","challenge":"read","proof":"done"}

            """,
        ])
    }

    @Test("The heatmap's week starts on the locale's first weekday", arguments: [("en_GB", "Mon"), ("en_US", "Sun")])
    func weekStart(_ locale: String, _ first: String) throws {
        let page = try #require(try Self.game(locale: locale).build().text("calendar/index.html"))
        let firstRow = try #require(page.range(of: "<tr><th scope=\"row\">"))
        #expect(page[firstRow.upperBound...].hasPrefix(first))
    }

    @Test("Counts are readable as text, not colour alone")
    func labels() throws {
        let page = try #require(try Self.game(locale: "en_GB").build().text("calendar/index.html"))
        #expect(page.contains("<span class=\"vh\">Sat 13 Jun: 1 thing done</span>"))
        #expect(page.contains("Day 2, Sat 13 Jun: done"))
        #expect(page.components(separatedBy: "<li class=\"is-").count - 1 == 100)
    }

    @Test("Heatmap levels follow the counts", arguments: [(0, 0), (1, 1), (2, 2), (3, 3), (4, 3), (5, 4), (40, 4)])
    func levels(_ count: Int, _ level: Int) {
        #expect(SiteContext.level(count) == level)
    }

    @Test("The iCalendar file has a weekly rule per quest, escaped text and CRLF lines")
    func iCalendar() throws {
        let ics = try #require(try Self.game(locale: "en_GB").build().text("quests.ics"))
        #expect(ics.hasPrefix("BEGIN:VCALENDAR\r\n"))
        #expect(ics.contains("DTSTART;TZID=Europe/Oslo:20260612T180000\r\n"))
        #expect(ics.contains("RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR,SA,SU;UNTIL=20260919T215959Z\r\n"))
        #expect(ics.contains("DESCRIPTION:Any book\\; comics count\r\n"))
        #expect(ics.split(separator: "\r\n").allSatisfy { $0.utf8.count <= 75 })
    }

    @Test("Long iCalendar lines fold at 75 octets without splitting a character")
    func folding() {
        let folded = ICalendarText.fold("SUMMARY:" + String(repeating: "æ", count: 60))
        #expect(folded.split(separator: "\r\n").allSatisfy { $0.utf8.count <= 75 })
        #expect(folded.replacingOccurrences(of: "\r\n ", with: "") == "SUMMARY:" + String(repeating: "æ", count: 60))
    }
}
