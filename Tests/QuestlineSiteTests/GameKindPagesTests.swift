import Foundation
import Testing
import QuestlineCore
@testable import QuestlineSite

/// Each kind of game in its own words, and only what it has (issue #34). Every preset is read
/// whole, at three instants, by `Tests/browser/read_presets.py`; these pin the rules.
@Suite("Pages in each game's own words")
struct GameKindPagesTests {
    /// A family star chart: no challenges, awards and a spend, treats bought again and again.
    static let family = Fixture(files: [
        "content/game.yaml": Fixture.game(extra: "").replacingOccurrences(of: "ends: 2026-06-14\n", with: ""),
        "content/people.yaml": "- id: ida\n  name: Ida\n  role: child\n- id: mum\n  name: Mum\n  role: parent\n",
        "content/rewards.yaml": "- id: ice-cream\n  title: An ice cream trip\n  kind: text\n  message: Two scoops.\n  price: 5\n  repeatable: true\n",
        "content/events.jsonl": [
            #"{"type":"award","at":"2026-06-12T18:00:00+02:00","player":"ida","amount":4,"by":"mum","reason":"Fed the cat"}"#,
            #"{"type":"award","at":"2026-06-13T18:00:00+02:00","player":"ida","amount":3,"by":"mum","reason":"Tidied the toys"}"#,
            #"{"type":"spend","at":"2026-06-13T19:00:00+02:00","player":"ida","amount":2,"by":"mum","reason":"Sticker"}"#,
        ].joined(separator: "\n") + "\n",
    ])

    @Test("A star chart's mission log, calendar and profile show its awards and spends")
    func familyAwards() throws {
        let output = try Self.family.build()
        let history = try #require(output.text("history/index.html"))
        #expect(history.contains("Fed the cat") && history.contains("Tidied the toys") && history.contains("Sticker"))
        #expect(!history.contains("A quiet day."), "a day with an award is not quiet")
        let calendar = try #require(output.text("calendar/index.html"))
        #expect(calendar.contains("2 active days"))
        let profile = try #require(output.text("people/ida/index.html"))
        #expect(profile.contains("Earned and spent"))
        #expect(profile.contains("Fed the cat") && profile.contains("Sticker"))
        #expect(!profile.contains("Challenges done") && !profile.contains("Best streak"), "a star chart has neither")
        let mum = try #require(output.text("people/mum/index.html"))
        #expect(mum.contains("<h2>Stars given and spent</h2>") && mum.contains("Fed the cat") && mum.contains("<bdi>Ida</bdi>"),
                "the parent's profile lists what she recorded")
    }

    @Test("A goal of the balance spent below a milestone shows that milestone open again, as its meter does")
    func spentMilestones() throws {
        var files = Self.family.files
        // Ida reached 7 of 7 stars, then spent 2: 71%.
        files["content/goals.yaml"] = "- {id: ida-kite, title: A kite, player: ida, target: 7, measure: balance}\n"
        let goals = try #require(try Fixture(files: files).build().text("goals/index.html"))
        let card = try #require(goals.components(separatedBy: "A kite").dropFirst().first?.components(separatedBy: "</li>\n").first)
        #expect(card.contains("<strong>71%</strong>"), "\(card)")
        #expect(card.components(separatedBy: "★").count - 1 == 2 && card.components(separatedBy: "☆").count - 1 == 2, "\(card)")
        #expect(!card.contains("75% on") && !card.contains("100% on") && card.contains("50% on"), "\(card)")
    }

    @Test("A child in a family's game is saving up for their goal, not for a treat they can already buy, and shows it reached; the goal is not listed twice")
    func savingUpFor() throws {
        var files = Self.family.files
        files["content/goals.yaml"] = """
            - {id: ida-bike, title: A new bike, player: ida, target: 20, measure: balance}
            - {id: ida-pony, title: Pony rides, player: ida, target: 40, measure: earned}

            """
        let home = try #require(try Fixture(files: files).build().text("index.html"))
        let card = try #require(home.components(separatedBy: "class=\"next-reward").dropFirst().first?.components(separatedBy: "</a>").first)
        #expect(card.contains("A new bike") && card.contains("20\u{A0}points") && card.contains("15\u{A0}points to go"), "\(card)")
        #expect(!card.contains("ice cream") && !card.contains("Ready to unlock"))
        let listed = try #require(home.components(separatedBy: "class=\"home-goals\">").dropFirst().first?.components(separatedBy: "</ul>").first)
        #expect(listed.contains("Pony rides") && !listed.contains("A new bike"), "\(listed)")
        // Every goal of their balance reached: the last of them, and when, not a treat they never saved for.
        files["content/goals.yaml"] = "- {id: ida-kite, title: A kite, player: ida, target: 4, measure: balance}\n"
        let reached = try #require(try Fixture(files: files).build().text("index.html"))
        let done = try #require(reached.components(separatedBy: "class=\"next-reward").dropFirst().first?.components(separatedBy: "</a>").first)
        #expect(done.contains("A kite") && done.contains("100% on ") && done.hasPrefix(" is-affordable"), "\(done)")
        #expect(!done.contains("ice cream") && !done.contains("to go"))
        // Without a goal of their balance: the next treat, as before.
        let plain = try #require(try Self.family.build().text("index.html"))
        #expect(plain.contains("An ice cream trip"))
    }

    @Test("The board writes a quest's opening time as the rest of the site does: 7:00 PM in American English")
    func boardClockTime() throws {
        let files = [
            "content/game.yaml": Fixture.game().replacingOccurrences(of: "locale: en_GB", with: "locale: en_US"),
            "content/people.yaml": "- id: ida\n  name: Ida\n  role: child\n",
            "content/challenges.yaml": "- {id: walk, title: Walk, category: fun, points: 5, schedule: {every: day, at: \"19:00\"}}\n",
        ]
        let board = try #require(try Fixture(files: files).build().text("challenges/index.html"))
        // ICU writes a narrow no-break space before PM.
        let written = board.replacingOccurrences(of: "\u{202F}", with: " ")
        #expect(written.contains("from 7:00 PM") && !written.contains("from 19:00"))
    }

    @Test("The board says how often a player did a quest in all, not a bare ×2", arguments: [
        ("en", "<bdi>Ida</bdi>: Done · 2 times in all"), ("pl", "<bdi>Ida</bdi>: Zrobione · łącznie 2 razy"),
    ])
    func boardTimesInAll(_ language: String, _ chip: String) throws {
        let done = ["2026-06-12T18:00:00+02:00", "2026-06-13T18:00:00+02:00"].map {
            #"{"type":"complete","at":"\#($0)","player":"ida","challenge":"walk"}"#
        }
        let files = [
            "content/game.yaml": Fixture.game(extra: "language: \(language)"),
            "content/people.yaml": "- id: ida\n  name: Ida\n  role: child\n",
            "content/challenges.yaml": "- {id: walk, title: Walk, category: fun, points: 5, schedule: {every: day}}\n",
            "content/events.jsonl": done.joined(separator: "\n") + "\n",
        ]
        let board = try #require(try Fixture(files: files).build().text("challenges/index.html"))
        #expect(board.contains(chip) && !board.contains("×"), "\(board.components(separatedBy: "class=\"status\"").dropFirst().first?.prefix(300) ?? "")")
    }

    @Test("Where nothing is bought and every challenge pays one, quests and cards show no worth beside their state",
          arguments: [(1, false), (2, true)])
    func worthOnlyWhereItSaysSomething(_ runPoints: Int, _ shown: Bool) throws {
        let files = [
            "content/game.yaml": Fixture.game(extra: "currency: {name: days done, singular: day done}"),
            "content/people.yaml": "- id: lee\n  name: Lee\n  role: player\n",
            "content/challenges.yaml": "- {id: sketch, title: Sketch, category: art, points: 1, schedule: {every: day}}\n"
                + "- {id: run, title: Run, category: fit, points: \(runPoints), schedule: {every: day}}\n",
            "content/events.jsonl": #"{"type":"complete","at":"2026-06-13T08:00:00+02:00","player":"lee","challenge":"sketch"}"# + "\n",
        ]
        let site = try Fixture(files: files).build()
        let today = try #require(site.text("today/index.html")), board = try #require(site.text("challenges/index.html"))
        #expect(today.contains("<span class=\"quest-meta\">1\u{00A0}day done · 08:00</span>") == shown, "\(today)")
        #expect(today.contains("<span class=\"quest-meta\">08:00</span>") == !shown)
        #expect(board.contains("<span class=\"points\">") == shown)
        #expect(try #require(site.text("timeline/index.html")).contains("1\u{00A0}day done"), "the timeline still counts what was earned")
    }

    @Test("A language with no strings (ISO's 'no' for Norwegian) is warned of with the likely code and the codes there are")
    func unknownLanguage() throws {
        let files = [
            "content/game.yaml": Fixture.game(extra: "language: no"),
            "content/people.yaml": "- id: ida\n  name: Ida\n  role: child\n",
            "content/challenges.yaml": "- {id: walk, title: Walk, category: fun, points: 5}\n",
        ]
        let warning = try #require(try Fixture(files: files).build().warnings.first { $0.message.contains("no.yaml") })
        #expect(warning.message == "no Templates/strings/no.yaml; the site is in English")
        #expect(warning.hint?.hasPrefix("did you mean 'nb'? Templates/strings/ has ar, da, de, en,") == true, "\(warning)")
    }

    @Test("In a star chart an award given without a reason reads 'Earned', not 'Bonus points'")
    func familyAwardWithoutReason() throws {
        var files = Self.family.files
        files["content/events.jsonl"]! += #"{"type":"award","at":"2026-06-13T20:00:00+02:00","player":"ida","amount":1,"by":"mum"}"# + "\n"
        let history = try #require(try Fixture(files: files).build().text("history/index.html"))
        #expect(history.contains("Earned") && !history.contains("Bonus points"))
    }

    @Test("An award is from the person who gave it; a spend was recorded by them, not from them")
    func spendRecordedBy() throws {
        let output = try Self.family.build()
        for page in ["history/index.html", "timeline/index.html", "people/ida/index.html"] {
            let text = try #require(output.text(page))
            #expect(text.contains("from Mum"), "\(page): the awards")
            #expect(text.contains("recorded by Mum"), "\(page): the spend")
            let spend = try #require(text.range(of: "Sticker"))
            // Up to the end of the spend's item (a timeline entry is an <li> too).
            let line = text[spend.upperBound...].components(separatedBy: "</li>")[0]
            #expect(line.contains("recorded by Mum") && !line.contains("from Mum"), "\(page): \(line)")
        }
    }

    @Test("The board's lede says what the game's challenges are: flavours only where one has two",
          arguments: [("gifts", true, "Pick one, do it, and earn the points. Some come in two flavours."),
                      ("gifts", false, "Pick one, do it, and earn the points."),
                      ("shop", false, "Do each quest when it opens, and spend what it earns on treats."),
                      ("milestones", false, "Do them day by day: every day done counts.")])
    func boardLede(_ kind: String, _ flavours: Bool, _ lede: String) throws {
        let options = flavours ? "  options: {a: Sing it, b: Dance it}\n" : ""
        var files = [
            "content/game.yaml": Fixture.game(),
            "content/people.yaml": "- id: ida\n  name: Ida\n  role: child\n",
            "content/challenges.yaml": "- id: song\n  title: A song\n  category: fun\n  points: 5\n\(options)",
        ]
        if kind != "milestones" {
            files["content/rewards.yaml"] = "- {id: treat, title: A treat, kind: text, message: Yum, price: 5\(kind == "shop" ? ", repeatable: true" : "")}\n"
        }
        let board = try #require(try Fixture(files: files).build().text("challenges/index.html"))
        #expect(board.contains("<p class=\"lede\">\(lede)</p>"))
    }

    @Test("Kinds the game lacks are neither made nor in the navigation, nor a daily pick missed")
    func onlyWhatTheGameHas() throws {
        let output = try Self.family.build()
        #expect(output.text("challenges/index.html") == nil)
        #expect(output.text("goals/index.html") == nil)
        #expect(output.text("rewards/index.html") != nil)
        for file in output.files where file.path.hasSuffix(".html") {
            let page = String(decoding: file.bytes, as: UTF8.self)
            #expect(!page.contains("goals/index.html") && !page.contains("challenges/index.html"), "\(file.path)")
            #expect(!page.contains("No daily pick today."), "\(file.path)")
        }
    }

    @Test("Treats bought again and again are counted as redeemed, in a shop's or a family's words")
    func treats() throws {
        let rewards = try #require(try Self.family.build().text("rewards/index.html"))
        #expect(!rewards.contains("gifts your friends hid"))
        #expect(!rewards.contains("Letter"))
        #expect(!rewards.contains(" of 1 unlocked"))
        #expect(rewards.contains("Treat"))
        let shop = try #require(try PagesTests.routines.build().text("rewards/index.html"))
        #expect(shop.contains("Spend what your quests earn on treats"))
        #expect(shop.contains("0 treats redeemed"))
    }

    @Test("After the game has ended home offers no next reward")
    func afterTheEnd() throws {
        var game = PagesTests.routines
        game.files["content/game.yaml"] = Fixture.game()
        game.files["content/rewards.yaml"] = "- id: letter\n  title: A letter\n  kind: text\n  message: Hi.\n  price: 50\n"
        let during = try #require(try game.build(asOf: "2026-06-13T20:00").text("index.html"))
        #expect(during.contains("Next reward within reach"))
        let after = try #require(try game.build(asOf: "2026-06-16T12:00").text("index.html"))
        #expect(!after.contains("Next reward within reach"))
    }

    @Test("Counts choose one or many: 1 active day, 2 active days, 0 of 1 quest done")
    func counted() throws {
        let strings = try UIStrings.load(Fixture.templates(), language: "en")
        #expect(strings.counted("active_days", 1) == "1 active day")
        #expect(strings.counted("active_days", 2) == "2 active days")
        #expect(strings.counted("completion_rate", 1, ["done": "0", "total": "1"]) == "0 of 1 quest done")
        #expect(strings.counted("history_others", 1, ["active": "1", "players": "1", "count": "4"])
            == "1 of 1 more player was active: 4 done", "a given {count} is kept")
    }

    @Test("A key for a kind of game stands for the plain key in that kind only")
    func wordsByKind() throws {
        let strings = try UIStrings.load(Fixture.templates(), language: "en")
        #expect(strings["kind_text"] == "Letter")
        #expect(strings.forKind("shop")["kind_text"] == "Treat")
        #expect(strings.forKind("gifts")["kind_text"] == "Letter")
        #expect(strings.forKind("shop")["kind_text_shop"] == "Treat", "the kind's own key stays")
        #expect(GameKind.of(try Self.family.state().game) == .family)
        #expect(GameKind.of(try PagesTests.routines.state().game) == .shop)
    }

    @Test("A design token the theme never reads is a warning, not silently written into the CSS")
    func unknownToken() throws {
        var game = PagesTests.routines
        game.files["content/game.yaml"] = Fixture.game(extra: "tokens:\n  accent: \"#123456\"\n  bogus: \"#654321\"\n")
        let warnings = try game.build().warnings.map(\.message)
        #expect(warnings.contains { $0.contains("'bogus'") && $0.contains("--q-bogus") }, "\(warnings)")
        #expect(!warnings.contains { $0.contains("'accent'") }, "\(warnings)")
    }
}
