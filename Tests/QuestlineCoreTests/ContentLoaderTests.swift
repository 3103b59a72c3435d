import Testing
@testable import QuestlineCore

@Suite("Loading content")
struct ContentLoaderTests {
    @Test("The fixture game loads without a problem")
    func cleanFixture() {
        let check = Fixture().check()
        #expect(check.diagnostics.lines == [])
        #expect(check.game?.challenges.count == 2)
    }

    @Test("A word where points should be names the file, line and column")
    func pointsAsWord() {
        let check = Fixture(["content/challenges.yaml": """
        - id: swim
          title: Swim
          category: physical
          points: fifty
        """]).check()
        #expect(check.diagnostics.lines == [
            "content/challenges.yaml:4:11: error: points must be a whole number from 1 to 100000, got \"fifty\"",
        ])
    }

    @Test("Every problem in a file is reported at once", arguments: [true])
    func manyProblems(_: Bool) {
        let check = Fixture(["content/challenges.yaml": """
        - id: swim
          title: Swim
          category: physical
          points: 0
        - id: Bad Id
          title: Run
          category: physical
          points: 99999999999999999999999
        - id: climb
          category: physical
          points: 10
          tier: impossible
        """]).check()
        #expect(check.diagnostics.lines == [
            "content/challenges.yaml:4:11: error: points must be a whole number from 1 to 100000, got \"0\"",
            "content/challenges.yaml:5:7: error: id must be a lowercase id of letters, digits and dashes (at most 64), got \"Bad Id\"",
            "content/challenges.yaml:8:11: error: points must be a whole number from 1 to 100000, got \"99999999999999999999999\"",
            "content/challenges.yaml:9:3: error: challenge is missing 'title'",
            "content/challenges.yaml:12:9: error: tier must be one of easy, medium, hard, got \"impossible\"",
        ])
    }

    @Test("Malformed YAML is reported with its line and column")
    func malformedYAML() {
        let check = Fixture(["content/people.yaml": """
        - id: sam
          name: Sam
         role: player
        """]).check()
        #expect(check.diagnostics.errors.count == 1)
        let error = check.diagnostics.errors[0]
        #expect(error.location == SourceLocation(file: "content/people.yaml", line: 3, column: 2))
        #expect(error.message.hasPrefix("YAML syntax:"))
    }

    @Test("An id with letters outside a-z is suggested in plain Latin letters", arguments: [
        ("Søren", "soren"), ("Ærlig Åse", "aerlig-ase"), ("Müller!", "muller"), ("東京", "dong-jing"),
    ])
    func idSuggestion(_ written: String, _ suggested: String) {
        let check = Fixture(["content/people.yaml": "- id: \(written)\n  name: S\n  role: player\n"]).check()
        let error = check.diagnostics.errors.first { $0.message.hasPrefix("id must be") }
        #expect(error?.hint == "for example '\(suggested)'", "\(check.diagnostics)")
    }

    @Test("The two commonest YAML slips by hand get their own fix: a ': ' in a value, a tab", arguments: [
        ("- id: tidy\n  title: Tidy up: the \"floor\" too\n  category: home\n  points: 2\n",
         #"a value with ': ' in it needs quotes around it: title: "Tidy up: the \"floor\" too""#),
        ("- id: tidy\r\n\ttitle: Tidy up\r\n  category: home\r\n  points: 2\r\n",
         "indent with spaces, not tabs: replace the tab on this line with spaces"),
        ("- id: tidy\n  title: Tidy\n category: home\n", "check the indentation and that every list item starts with '- '"),
    ])
    func syntaxHints(_ yaml: String, _ hint: String) {
        let error = Fixture(["content/challenges.yaml": yaml]).check().diagnostics.errors.first
        #expect(error?.message.hasPrefix("YAML syntax:") == true && error?.hint == hint, "\(String(describing: error))")
    }

    @Test("YAML nested past libyaml's limit says so in plain words, not by its C function's name")
    func nestedTooDeeply() {
        let check = Fixture(["content/challenges.yaml": "- " + String(repeating: "[", count: 2_000)]).check()
        let error = check.diagnostics.errors.first
        #expect(error?.message.hasPrefix("YAML syntax: nested too deeply (lists and mappings inside each other)") == true, "\(check.diagnostics)")
        #expect(error?.message.contains("yaml_set") == false)
    }

    @Test("A key written twice in one mapping is an error")
    func duplicateKey() {
        let check = Fixture(["content/people.yaml": """
        - id: sam
          name: Sam
          name: Samuel
          role: player
        """]).check()
        #expect(check.diagnostics.errors.map(\.message) == ["duplicate key 'name' in one mapping"])
        #expect(check.diagnostics.errors.first?.location?.file == "content/people.yaml")
    }

    @Test("A role is read in either spelling of organiser, and any other word is refused with the list",
          arguments: [("organiser", true), ("organizer", true), ("Organizer", true), ("coach", false)])
    func roles(_ role: String, _ known: Bool) {
        let check = Fixture(["content/people.yaml": Fixture.peopleYAML + "\n- id: kim\n  name: Kim\n  role: \(role)\n"]).check()
        if known {
            #expect(check.diagnostics.errors.isEmpty, "\(check.diagnostics.lines)")
            #expect(check.state?.game.person("kim")?.role == .organiser)
        } else {
            #expect(check.diagnostics.errors.map(\.message) == ["role must be one of player, child, friend, parent, organiser, got \"coach\""])
        }
    }

    @Test("Duplicate ids name the line of the first one")
    func duplicateIDs() {
        let check = Fixture(["content/challenges.yaml": """
        - id: swim
          title: Swim
          category: physical
          points: 10
        - id: swim
          title: Swim again
          category: physical
          points: 20
        """]).check()
        #expect(check.diagnostics.errors.lines == [
            "content/challenges.yaml:5:7: error: duplicate challenge id 'swim' (first used at line 1)",
        ])
    }

    @Test("Unknown people in references list the people there are")
    func unknownPeople() {
        let check = Fixture(["content/rewards.yaml": """
        - id: letter
          title: Letter
          from: alx
          kind: text
          message: Hi
          for: [jo]
        """]).check()
        #expect(check.diagnostics.lines == [
            "content/rewards.yaml:3:9: error: unknown person 'alx' in 'from' (people are: sam, jo)",
            "content/rewards.yaml:6:8: error: 'jo' in 'for' is a friend, not a player (players are: sam)",
        ])
    }

    @Test("Negative and absurd prices are refused", arguments: ["-5", "1000001", "lots"])
    func badPrices(_ price: String) {
        let check = Fixture(["content/rewards.yaml": """
        - id: letter
          title: Letter
          kind: text
          message: Hi
          price: \(price)
        """]).check()
        #expect(check.diagnostics.lines.contains(
            "content/rewards.yaml:5:10: error: price must be a whole number from 0 to 1000000, got \"\(price)\""))
    }

    @Test("A reward with no price and no table entry says how to give it one")
    func missingPrice() {
        var fixture = Fixture()
        fixture.files["content/game.yaml"] = Fixture.gameYAML.replacingOccurrences(of: "prices: {text: 50, image: 50, gallery: 50, audio: 75, video: 100}\n", with: "")
        let errors = fixture.check().diagnostics.errors
        #expect(errors.map(\.message) == ["reward 'letter' has no price", "reward 'song' has no price"])
        #expect(errors.first?.hint == "set 'price: N' on it, or 'prices: {text: N}' in game.yaml")
    }

    /// rewards.yaml with one audio reward whose media is `media`, on line 4.
    static func song(media: String) -> String {
        """
        - id: song
          title: Song
          kind: audio
          media: \(media)
        """
    }

    @Test("Media paths that escape the content folder are refused", arguments: ["../secret.ogg", "/etc/passwd", "media/../../x.ogg"])
    func escapingMedia(_ path: String) {
        let check = Fixture(["content/rewards.yaml": Self.song(media: path)]).check()
        #expect(check.diagnostics.errors.count == 1)
        #expect(check.diagnostics.errors.first?.location?.description == "content/rewards.yaml:4:10")
    }

    @Test("Missing media is named with its path")
    func missingMedia() {
        let check = Fixture(["content/rewards.yaml": """
        - id: song
          title: Song
          kind: audio
          media: media/nope.ogg
        """]).check()
        #expect(check.diagnostics.lines == ["content/rewards.yaml:4:10: error: media \"media/nope.ogg\" does not exist"])
    }

    @Test("The photo proofs belong to the log: the content may not name one, however spelt",
          arguments: ["media/proofs/song.ogg", "./media//proofs/song.ogg", "Media/Proofs/song.ogg"])
    func mediaAmongProofs(_ path: String) {
        var fixture = Fixture(["content/rewards.yaml": Self.song(media: path)])
        fixture.files["content/media/proofs/song.ogg"] = "ogg"
        fixture.files["content/Media/Proofs/song.ogg"] = "ogg"
        let check = fixture.check()
        #expect(check.diagnostics.lines.first == "content/rewards.yaml:4:10: error: media \"\(path)\" is among the photo proofs (media/proofs/), which belong to the event log",
                "\(check.diagnostics.lines)")
        #expect(!MediaPath.isAmongProofs("media/proofs"), "the folder itself is no file among them")
        #expect(!MediaPath.isAmongProofs("media/proofsheet.png"))
    }

    @Test("A reward's message file among the photo proofs is refused at its field")
    func messageFileAmongProofs() {
        var fixture = Fixture(["content/rewards.yaml": """
        - id: letter
          title: Letter
          kind: text
          message-file: media/proofs/letter.md
        """])
        fixture.files["content/media/proofs/letter.md"] = "Dear Sam"
        #expect(fixture.check().diagnostics.lines.first?.hasPrefix(
            "content/rewards.yaml:4:17: error: message-file \"media/proofs/letter.md\" is among the photo proofs") == true,
                "\(fixture.check().diagnostics.lines)")
    }

    @Test("A media file of the wrong kind is refused")
    func wrongMediaKind() {
        let check = Fixture(["content/rewards.yaml": """
        - id: song
          title: Song
          kind: video
          media: media/song.ogg
        """]).check()
        #expect(check.diagnostics.errors.map(\.message) == ["\"media/song.ogg\" is not a video file (expected m4v, mov, mp4, ogv, webm)"])
    }

    @Test("Unknown keys are warnings with a suggestion, and do not fail the check")
    func unknownKey() {
        let check = Fixture(["content/people.yaml": """
        - id: sam
          name: Sam
          role: player
          tagline: hi
          tagine: typo
        - {id: jo, name: Jo, role: friend}
        """]).check()
        #expect(!check.hasErrors)
        #expect(check.diagnostics.lines == ["content/people.yaml:5:3: warning: unknown key 'tagine' in person is ignored"])
        #expect(check.diagnostics.first?.hint == "did you mean 'tagline'?")
        // A short key far from every known one gets the list, not a guess three edits away.
        let far = Fixture(["content/people.yaml": "- {id: sam, name: Sam, role: player, bomb: x}\n- {id: jo, name: Jo, role: friend}\n"]).check()
        #expect(far.diagnostics.first?.hint?.hasPrefix("known keys: ") == true, "\(far.diagnostics)")
        let near = Fixture(["content/people.yaml": "- {id: sam, name: Sam, role: player, rol: x}\n- {id: jo, name: Jo, role: friend}\n"]).check()
        #expect(near.diagnostics.first?.hint == "did you mean 'role'?", "\(near.diagnostics)")
    }

    @Test("Game settings reject unknown time zones, locales and currencies")
    func badSettings() {
        let check = Fixture(["content/game.yaml": """
        format: 1
        title: T
        timezone: Mars/Olympus
        locale: xx_YY
        currency: {name: stars, worth: {amount: 10, currency: XYZ}}
        starts: 2026-02-30
        """]).check()
        #expect(check.diagnostics.lines == [
            "content/game.yaml:3:11: error: unknown time zone \"Mars/Olympus\"",
            "content/game.yaml:4:9: error: unknown locale \"xx_YY\"",
            "content/game.yaml:5:55: error: unknown currency code \"XYZ\"",
            "content/game.yaml:6:9: error: starts must be a date written YYYY-MM-DD, got \"2026-02-30\"",
        ])
    }

    @Test("A newer format version is refused with a hint to update")
    func futureFormat() {
        let check = Fixture(["content/game.yaml": Fixture.gameYAML.replacingOccurrences(of: "format: 1", with: "format: 2")]).check()
        #expect(check.diagnostics.errors.map(\.message) == ["this game is written in format 2; this questline reads format 1"])
        #expect(check.diagnostics.errors.first?.hint == "update questline")
    }

    @Test("A game.yaml that does not load does not hide the other files' errors; the log waits for it, and says so")
    func everyProblemAtOnce() {
        let check = Fixture([
            "content/game.yaml": Fixture.gameYAML.replacingOccurrences(of: "starts: 2026-06-12", with: "starts: 12.06.2026"),
            "content/challenges.yaml": "- {id: swim, title: Swim, category: physical, points: -3}\n",
            "content/people.yaml": "- {id: Sam!, name: Sam, role: player}\n",
        ], events: [event("2026-06-13T10:00:00+02:00", "award", ["player": "sam", "amount": 1])]).check()
        #expect(check.game == nil)
        #expect(check.diagnostics.map { "\($0.location?.file ?? "") \($0.severity)" } == [
            "content/challenges.yaml error", "content/game.yaml error", "content/people.yaml error", "content/events.jsonl note",
        ], "\(check.diagnostics.lines)")
        #expect(check.diagnostics.last?.message == "content/events.jsonl is not checked until content/game.yaml loads")
    }

    @Test("A missing game.yaml says how to start")
    func missingGame() {
        var fixture = Fixture()
        fixture.files["content/game.yaml"] = nil
        #expect(fixture.check().diagnostics.lines == ["content/game.yaml: error: content/game.yaml is missing"])
    }

    @Test("The span that makes one too many is named, at its own line, in the order the days run")
    func fourthSpan() {
        func span(_ id: String, _ from: String) -> String {
            "- id: \(id)\n  title: S\n  category: c\n  points: 1\n  schedule: {days: 100, from: \(from)}"
        }
        // Written out of date order: the fourth to start is the second in the file.
        let spans = [span("a", "2026-06-12"), span("d", "2026-08-01"), span("b", "2026-07-01"), span("c", "2026-07-15")]
        let check = Fixture([
            "content/game.yaml": Fixture.gameYAML + "\nlimits: {concurrent-spans: 3}",
            "content/challenges.yaml": spans.joined(separator: "\n"), "content/rewards.yaml": "",
        ]).check()
        #expect(check.diagnostics.errors.map(\.description) == [
            "content/challenges.yaml:10:13: error: 4 spans run at once for 'sam' from 2026-08-01; at most 3 may\n"
                + "  hint: start one after another ends, or raise limits.concurrent-spans",
        ])
    }

    @Test("Spans that each overlap one long span but not each other are two at once, not three")
    func chainedSpans() {
        let spans = [
            "- {id: long, title: S, category: c, points: 1, schedule: {days: 100, from: 2026-06-12}}",
            "- {id: early, title: S, category: c, points: 1, schedule: {days: 10, from: 2026-06-12}}",
            "- {id: late, title: S, category: c, points: 1, schedule: {days: 10, from: 2026-08-01}}",
        ]
        let check = Fixture([
            "content/game.yaml": Fixture.gameYAML + "\nlimits: {concurrent-spans: 2}",
            "content/challenges.yaml": spans.joined(separator: "\n"), "content/rewards.yaml": "",
        ]).check()
        #expect(check.diagnostics.errors.map(\.message) == [])
    }

    @Test("Limits on players, goals and concurrent spans are enforced")
    func limits() {
        let people = (1...3).map { "- {id: kid\($0), name: Kid \($0), role: child}" }.joined(separator: "\n")
        let goals = (1...3).map { "- {id: goal\($0), title: Goal, player: kid1, target: 10}" }.joined(separator: "\n")
        let spans = (1...3).map { "- {id: span\($0), title: S, category: c, points: 1, schedule: {days: 100, from: 2026-06-12}}" }.joined(separator: "\n")
        let check = Fixture([
            "content/game.yaml": Fixture.gameYAML + "\nlimits: {players: 2, goals-per-player: 2, concurrent-spans: 2}",
            "content/people.yaml": people, "content/goals.yaml": goals, "content/challenges.yaml": spans,
            "content/rewards.yaml": "",
        ]).check()
        #expect(check.diagnostics.errors.map(\.message) == [
            "3 spans run at once for 'kid1' from 2026-06-12; at most 2 may",
            "3 spans run at once for 'kid2' from 2026-06-12; at most 2 may",
            "3 spans run at once for 'kid3' from 2026-06-12; at most 2 may",
            "'kid1' has 3 goals; at most 2 are allowed",
            "3 players; this game allows at most 2, and 'kid3' is number 3",
        ])
        let players = check.diagnostics.errors.first { $0.message.hasSuffix("is number 3") }
        #expect(players?.location?.description == "content/people.yaml:3:8")
        #expect(players?.hint == "if you mean to have 3, write in game.yaml: limits: {players: 3}")
    }

    @Test("Text with HTML is kept as text for the renderer to escape")
    func htmlInText() {
        let game = Fixture(["content/people.yaml": """
        - id: sam
          name: "<script>alert(1)</script>"
          role: player
        - {id: jo, name: Jo, role: friend}
        """]).game()
        #expect(game.people[0].name == "<script>alert(1)</script>")
    }
}

@Suite("Loading content: lists")
struct ContentListTests {
    @Test("A missing file in a gallery is named at its own line")
    func galleryItem() {
        let check = Fixture(["content/rewards.yaml": """
        - id: album
          title: Album
          kind: gallery
          media:
            - media/song.ogg
            - media/missing.png
        """]).check()
        #expect(check.diagnostics.errors.lines == [
            "content/rewards.yaml:5:7: error: \"media/song.ogg\" is not a gallery file (expected avif, gif, jpeg, jpg, png, svg, webp)",
            "content/rewards.yaml:6:7: error: media \"media/missing.png\" does not exist",
        ])
    }
}

@Suite("Loading content: reserved ids")
struct ReservedIDTests {
    @Test("A player called 'game' is refused by check, not first by the build")
    func gamePlayer() {
        let check = Fixture(["content/people.yaml": "- {id: game, name: Game, role: player}\n- {id: jo, name: Jo, role: friend}"]).check()
        #expect(check.diagnostics.errors.lines == [
            "content/people.yaml:1:8: error: 'game' cannot be a player's id: the widget feed names its whole-game snapshots game-small.json and so on",
        ])
    }
}

@Suite("Loading content: errors in game.yaml have a place")
struct GameSettingsPlaceTests {
    @Test("An unknown daily-pick category is named at its own line and column")
    func unknownDailyPickCategory() {
        let check = Fixture([
            "content/game.yaml": Fixture.gameYAML + "\ndaily-pick:\n  categories: [physical, cooking]\n",
            "content/challenges.yaml": "- {id: swim, title: Swim, category: physical, points: 10, schedule: pool}\n",
        ]).check()
        #expect(check.diagnostics.errors.lines == [
            "content/game.yaml:9:26: error: daily-pick category 'cooking' has no challenge with 'schedule: pool' (pool categories: physical)",
        ])
    }

    @Test("A daily pick with nothing to pick is warned of at the daily-pick setting")
    func emptyPool() {
        let check = Fixture(["content/game.yaml": Fixture.gameYAML + "\ndaily-pick: {categories: [physical]}\n"]).check()
        #expect(check.diagnostics.lines.contains(
            "content/game.yaml:8:13: warning: daily-pick is set but no challenge has 'schedule: pool', so there is nothing to pick"))
    }

    @Test("An unknown theme is a warning at the theme field, from check as from build")
    func unknownTheme() {
        let check = Fixture(["content/game.yaml": Fixture.gameYAML + "\ntheme: disco\n"]).check()
        #expect(!check.hasErrors)
        #expect(check.diagnostics.lines == [
            "content/game.yaml:8:8: warning: unknown theme \"disco\"; using party (themes: party, parchment, arcade)",
        ])
        #expect(Fixture(["content/game.yaml": Fixture.gameYAML + "\ntheme: arcade\n"]).check().diagnostics.lines == [])
    }
}

@Suite("Loading content: media in Markdown")
struct MarkdownMediaTests {
    @Test("Relative targets in Markdown are media of the content folder; URLs, anchors, mail and pages are not", arguments: [
        ("![Jo](media/avatars/jo.svg)", ["media/avatars/jo.svg"]),
        ("[song](media/song.ogg \"Listen\") and ![again](<media/my photo.png>)", ["media/song.ogg", "media/my photo.png"]),
        ("![a](media/a%20b.png)\n\n[ref]: media/ref.jpg\n", ["media/a b.png", "media/ref.jpg"]),
        ("<img src=\"media/raw.png\">", ["media/raw.png"]),
        ("[x](https://example.org/a.png) [top](#top) [mail](mailto:jo@example.org) [page](rewards/) [md](messages/a.md)", []),
        ("[j](javascript:alert(1).png) [abs](/media/x.png) [dot](./media/x.png)", []),
        ("![up](../secret.png)", ["../secret.png"]),
    ])
    func references(markdown: String, expected: [String]) {
        #expect(MarkdownMedia.references(in: markdown) == expected)
    }

    @Test("The quick look for a reference's marks finds each of them anywhere, after any letters, and nothing else", arguments: [
        ("](", true), ("]:", true), ("src=", true), ("Grüße 🎂 ![x](a.png)", true), ("日本 [r]: a.png", true),
        ("ü<img src=\"a.png\">", true), ("a ]\n( b", false), ("] (", false), ("src =", false), ("sr c=", false),
        ("Do the thing number 1 and tell everyone about it.", false), ("", false), ("]", false), ("sr", false),
    ])
    func quickLook(markdown: String, expected: Bool) {
        #expect(MarkdownMedia.mayReferToMedia(markdown) == expected)
        // The same answer Foundation's three searches gave.
        #expect(expected == (markdown.contains("](") || markdown.contains("]:") || markdown.contains("src=")))
    }

    @Test("An image in a message that is missing is an error at the message's field")
    func missingImage() {
        let check = Fixture(["content/rewards.yaml": """
        - id: letter
          title: Letter
          kind: text
          message: "Look: ![Jo](media/jo.png)"
        """]).check()
        #expect(check.diagnostics.errors.lines == [
            "content/rewards.yaml:4:12: error: link in the message \"media/jo.png\" does not exist",
        ])
    }

    @Test("An image in a challenge's description that is there is fine")
    func presentImage() {
        let check = Fixture([
            "content/challenges.yaml": "- {id: swim, title: Swim, category: c, points: 10, description: \"![pool](media/pool.png)\"}\n",
            "content/media/pool.png": "png",
        ]).check()
        #expect(check.diagnostics.errors.lines == [])
    }
}

@Suite("Dates in the game's files")
struct YAMLDateRangeTests {
    @Test("A date in the YAML outside the supported dates is a located error", arguments: [
        ("content/game.yaml", Fixture.gameYAML.replacingOccurrences(of: "starts: 2026-06-12", with: "starts: 1969-12-31"),
         "content/game.yaml:6:9: error: starts 1969-12-31 is outside the dates Questline supports (from 1970-01-01 to 2199-12-31)"),
        ("content/challenges.yaml", "- {id: run, title: Run, category: c, points: 5, schedule: {every: day, from: 2026-06-12, until: 9999-12-31}}\n",
         "content/challenges.yaml:1:97: error: until 9999-12-31 is outside the dates Questline supports (from 1970-01-01 to 2199-12-31)"),
        ("content/challenges.yaml", "- {id: dare, title: Dare, category: c, points: 5, secret: {by: jo, reveal: 0001-01-01T00:00}}\n",
         "content/challenges.yaml:1:76: error: reveal 0001-01-01T00:00 is outside the dates Questline supports (from 1970-01-01 to 2199-12-31)"),
    ])
    func outside(_ path: String, _ text: String, _ message: String) {
        let check = Fixture([path: text]).check()
        #expect(check.diagnostics.lines.contains(message), "\(check.diagnostics.lines)")
    }
}
