import Foundation
import Testing
import QuestlineCore
import QuestlinePresets
@testable import QuestlineSite
@testable import QuestlineWidgets

/// A build keeps a person's profile and snapshots when their view of the state
/// (`GameState.view(of:)`) has the same fingerprint as last time, without making them. So:
/// the same fingerprint must always mean the same files, and a view must show what the whole
/// state shows. Checked on every preset's game as of every instant its log has events (and a
/// second before each), and on a game where one person gives rewards others unlock.
@Suite("A person's view of the state")
struct PersonViewTests {
    /// What a build makes for a person: their profile page and their snapshots, as written.
    struct Files: Equatable {
        var profile: String?
        var snapshots: [Data] = []
    }

    static let library = try! TemplateLibrary(Fixture.templates())

    /// A person's files made as a build makes them, from their view; or, with `whole`, read
    /// straight from the whole state, as builds did before views.
    static func files(of person: Person, in state: GameState, site: SiteContext, whole: Bool = false) throws -> Files {
        let view = whole ? state : state.view(of: person.id)
        let page = (whole ? site : site.viewing(view)).personPage(person, unlockedGifts: Set(site.unlockedGifts(of: person.id)),
                                                                  given: given(by: person, in: state))
        var files = Files(profile: library.render(page.context, template: page.kind.template))
        if state.player(person.id) != nil {
            for size in WidgetSize.allCases {
                let snapshot = try SnapshotBuilder(state: view, baseURL: "https://example.org/").snapshot(ofOnly: person.id, size: size)
                files.snapshots.append(try ByteBudget.fit(snapshot, path: "p.json").bytes)
            }
        }
        return files
    }

    /// What a build hands a profile of what the person recorded for others (`SiteBuilder`).
    static func given(by person: Person, in state: GameState) -> [Transaction] {
        person.role.plays ? [] : SiteContext.transactionsGiven(in: state)[person.id] ?? []
    }

    /// Every state of the game's log worth looking at; for each person, the files as a build
    /// makes them by the fingerprint a build keeps them by. Returns how many states shared a
    /// fingerprint with an earlier one (kept files).
    static func check(_ source: InMemorySource, _ name: String, also extra: [Date] = []) throws -> Int {
        let logged = try LoggedGame(source, also: extra)
        let (game, strings, sorted) = (logged.game, logged.strings, logged.instants)
        // By person and fingerprint: a build compares a file's fingerprint with its own last one.
        var seen: [String: Files] = [:]
        var kept = 0
        for instant in sorted + [sorted.last!.addingTimeInterval(3_600), sorted.last!.addingTimeInterval(86_400 * 3)] {
            let state = logged.state(asOf: instant)
            let site = SiteContext(state: state, strings: strings, options: SiteBuildOptions())
            let prints = state.viewFingerprints()
            for person in game.people {
                let files = try Self.files(of: person, in: state, site: site)
                #expect(files == (try Self.files(of: person, in: state, site: site, whole: true)),
                        "\(name): \(person.id)'s files as of \(instant) differ made from the view and from the whole state")
                let view = try #require(prints[person.id])
                #expect(view == state.view(of: person.id).fingerprint())
                let print = SiteContext.profileFingerprint(view: view, unlockedGifts: site.unlockedGifts(of: person.id),
                                                           hasCalendar: site.hasCalendar, given: Self.given(by: person, in: state))
                let key = "\(person.id) \(print)"
                if let earlier = seen[key] {
                    kept += 1
                    #expect(earlier == files, "\(name): \(person.id)'s files as of \(instant) differ from an earlier state's with the same fingerprint")
                } else {
                    seen[key] = files
                }
            }
        }
        return kept
    }

    @Test("The same fingerprint means the same files, and a view shows what the whole state does", arguments: Preset.withHistory.map(\.name))
    func presets(_ name: String) throws {
        let kept = try Self.check(LoggedGame.preset(name), name)
        #expect(kept > 0, "some states shared a fingerprint, so the check compared files")
    }

    @Test("A giver's profile follows the unlocks of their rewards and the awards they record, not others' balances")
    func giver() throws {
        var fixture = KeptPagesTests.fixture(events: [
            #"{"type":"award","at":"2026-06-12T08:00:00+02:00","player":"robin","amount":20}"#,
            #"{"type":"award","at":"2026-06-12T08:30:00+02:00","player":"sam","amount":5}"#,
            #"{"type":"unlock","at":"2026-06-12T09:00:00+02:00","player":"robin","reward":"letter"}"#,
            #"{"type":"award","at":"2026-06-12T10:00:00+02:00","player":"sam","amount":3,"by":"gran","reason":"Helped in the garden"}"#,
        ])
        fixture.files["content/people.yaml"]! += "- id: sam\n  name: Sam\n  role: player\n- id: gran\n  name: Gran\n  role: parent\n"
        fixture.files["content/rewards.yaml"] = """
        - id: letter
          title: A letter
          kind: text
          message: For Robin.
          price: 10
          from: gran
          for: [robin]
        """
        let source = InMemorySource(fixture.files)
        #expect(try Self.check(source, "giver") > 0)
        func gran(_ at: String) throws -> UInt64 {
            let state = try fixture.state(asOf: at)
            let site = SiteContext(state: state, strings: UIStrings(language: "en", values: [:]), options: SiteBuildOptions())
            return SiteContext.profileFingerprint(view: try #require(state.viewFingerprints()["gran"]), unlockedGifts: site.unlockedGifts(of: "gran"),
                                                  hasCalendar: site.hasCalendar, given: SiteContext.transactionsGiven(in: state)["gran"] ?? [])
        }
        #expect(try gran("2026-06-12T08:10") == gran("2026-06-12T08:40"), "Sam's award leaves Gran's profile")
        #expect(try gran("2026-06-12T08:40") != gran("2026-06-12T09:10"), "Robin's unlock of Gran's letter changes it")
        #expect(try gran("2026-06-12T09:10") != gran("2026-06-12T10:10"), "the award Gran recorded changes it")
        let page = try #require(try fixture.build(asOf: "2026-06-12T10:10").text("people/gran/index.html"))
        #expect(page.contains("<h2>Bonus points given and spending recorded</h2>"))
        #expect(page.contains("</span> <bdi>Helped in the garden</bdi> <span class=\"quiet\"><bdi>Sam</bdi> · Fri 12 Jun, 10:00 · +3\u{A0}points</span>"),
                "the award, with its player")
        #expect(page.contains("Updated Fri 12 Jun, 10:00"), "and Gran's page changed when she recorded it")
        #expect(try #require(try fixture.build(asOf: "2026-06-12T10:10").text("people/sam/index.html")).contains("from Gran"))
    }

    @Test("Quests that open at a time of day and a dare revealed at one: the view moves with them")
    func timed() throws {
        var fixture = KeptPagesTests.fixture(events: [
            #"{"type":"complete","at":"2026-06-12T07:45:00+02:00","player":"robin","challenge":"run"}"#,
            #"{"type":"complete","at":"2026-06-12T18:30:00+02:00","player":"sam","challenge":"stretch"}"#,
            #"{"type":"complete","at":"2026-06-13T19:00:00+02:00","player":"robin","challenge":"run"}"#,
        ])
        fixture.files["content/people.yaml"]! += "- id: sam\n  name: Sam\n  role: player\n"
        fixture.files["content/challenges.yaml"] = """
        - {id: run, title: Run, category: fitness, points: 5, for: [robin], schedule: {every: day, at: "07:30"}}
        - {id: stretch, title: Stretch, category: fitness, points: 2, for: [sam], schedule: {every: day, at: "18:00"}}
        - {id: dare, title: Sing, category: fun, points: 9, for: [sam], secret: {by: kim, reveal: 2026-06-12T12:00}}
        """
        // Every quarter of an hour for two days, and a second either side of each.
        let start = Fixture.instant("2026-06-12T00:00")
        let extra = (0..<(2 * 96)).flatMap { quarter -> [Date] in
            let at = start.addingTimeInterval(Double(quarter) * 900)
            return [at.addingTimeInterval(-1), at, at.addingTimeInterval(1)]
        }
        #expect(try Self.check(InMemorySource(fixture.files), "timed", also: extra) > 100)
    }
}
