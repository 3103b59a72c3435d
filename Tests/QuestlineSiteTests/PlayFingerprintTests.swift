import Foundation
import Testing
import QuestlineCore
import QuestlinePresets
@testable import QuestlineSite

/// The calendar, the board and the mission log are dated anew by a fingerprint worked out
/// before their models are made (`GamePage.showsOnlyPlay`, `GameState.playFingerprint()`). So
/// whenever two states give such a page the same fingerprint, the page's model must be the same
/// too, whatever else differs: checked on every preset's game, the sample game and a crowd
/// with a roster, as of every instant their logs have events and a second before each (and each
/// three hours, for the last two), with one player in full and the rest in a roster, and (the
/// crowd and the sample game) with everyone in full.
@Suite("Pages that show only what was done")
struct PlayFingerprintTests {
    /// Three players, one of them past a cap of one, quests at times of day, a span, a 2-in-1,
    /// dares revealed by time, by count and by hand, and awards, spends and unlocks for the
    /// player shown in full and for those in the roster.
    static let crowd = InMemorySource([
        "content/game.yaml": Fixture.game(),
        "content/people.yaml": """
        - {id: ada, name: Ada, role: player}
        - {id: bo, name: Bo, role: player}
        - {id: cy, name: Cy, role: player}
        - {id: jo, name: Jo, role: friend}
        """,
        "content/challenges.yaml": """
        - {id: run, title: Run, category: fitness, points: 5, schedule: {every: day, at: "07:30"}}
        - {id: stretch, title: Stretch, category: fitness, points: 2, schedule: {every: day, at: "18:00"}, for: [bo]}
        - {id: sketch, title: Sketch, category: art, points: 1, schedule: {days: 3, from: 2026-06-12}}
        - {id: duel, title: Duel, category: fun, points: 20, options: {a: Chess, b: Cards}}
        - {id: swim, title: Swim, category: fitness, points: 50}
        - {id: timed, title: Timed, category: dare, points: 10, secret: {by: jo, reveal: "2026-06-13T12:00"}}
        - {id: counted, title: Counted, category: dare, points: 10, secret: {by: jo, reveal: {after-completions: 2}}}
        - {id: manual, title: Manual, category: dare, points: 10, secret: {by: jo}}
        """,
        "content/rewards.yaml": """
        - {id: card, title: Card, from: jo, kind: text, message: Hi, price: 20}
        - {id: treat, title: Treat, kind: text, message: Yum, price: 5, repeatable: true}
        """,
        "content/events.jsonl": [
            #"{"at":"2026-06-12T08:00:00+02:00","type":"complete","player":"ada","challenge":"run"}"#,
            #"{"at":"2026-06-12T08:30:00+02:00","type":"award","player":"ada","amount":30,"by":"jo"}"#,
            #"{"at":"2026-06-12T09:00:00+02:00","type":"award","player":"bo","amount":40,"by":"jo"}"#,
            #"{"at":"2026-06-12T09:30:00+02:00","type":"complete","player":"bo","challenge":"sketch"}"#,
            #"{"at":"2026-06-12T10:00:00+02:00","type":"complete","player":"cy","challenge":"duel","option":"b"}"#,
            #"{"at":"2026-06-12T11:00:00+02:00","type":"spend","player":"bo","amount":3,"reason":"Ice cream"}"#,
            #"{"at":"2026-06-12T12:00:00+02:00","type":"reveal","challenge":"manual","by":"jo"}"#,
            #"{"at":"2026-06-12T18:30:00+02:00","type":"complete","player":"bo","challenge":"stretch"}"#,
            #"{"at":"2026-06-12T19:00:00+02:00","type":"unlock","player":"ada","reward":"treat"}"#,
            #"{"at":"2026-06-12T20:00:00+02:00","type":"spend","player":"ada","amount":4}"#,
            #"{"at":"2026-06-13T07:45:00+02:00","type":"complete","player":"ada","challenge":"run"}"#,
            #"{"at":"2026-06-13T08:00:00+02:00","type":"complete","player":"ada","challenge":"sketch"}"#,
            #"{"at":"2026-06-13T09:00:00+02:00","type":"award","player":"cy","amount":25}"#,
            #"{"at":"2026-06-13T10:00:00+02:00","type":"unlock","player":"cy","reward":"card"}"#,
            #"{"at":"2026-06-13T13:00:00+02:00","type":"complete","player":"ada","challenge":"timed"}"#,
            #"{"at":"2026-06-13T14:00:00+02:00","type":"award","player":"bo","amount":5}"#,
            #"{"at":"2026-06-13T15:00:00+02:00","type":"award","player":"ada","amount":5}"#,
            #"{"at":"2026-06-14T09:00:00+02:00","type":"complete","player":"bo","challenge":"sketch"}"#,
            #"{"at":"2026-06-14T09:30:00+02:00","type":"unlock","player":"bo","reward":"treat"}"#,
            #"{"at":"2026-06-14T10:00:00+02:00","type":"award","player":"bo","amount":2}"#,
        ].joined(separator: "\n") + "\n",
    ])

    /// For each state worth looking at and each page that shows only what was done: the page's
    /// model fingerprint by the fingerprint a build keeps it by. Returns how many states shared
    /// that fingerprint with an earlier, different state (one whose own fingerprint differs).
    static func check(_ source: InMemorySource, _ name: String, limits: PageLimits, everyFewHours: Bool = false) throws -> Int {
        let first = try LoggedGame(source)
        let hours = !everyFewHours ? [] : stride(from: first.instants.first!, through: first.instants.last!.addingTimeInterval(86_400 * 2),
                                                 by: 3 * 3_600).map { $0 }
        let logged = try LoggedGame(source, also: hours)
        let pages = GamePage.all.filter(\.showsOnlyPlay)
        #expect(pages.map(\.kind) == [.calendar, .challenges, .history])
        var seen: [UInt64: (model: UInt64, state: UInt64, instant: Date)] = [:]
        var shared = 0
        for instant in logged.instants {
            let state = logged.state(asOf: instant)
            let site = SiteContext(state: state, strings: logged.strings, options: SiteBuildOptions(limits: limits))
            let play = state.playFingerprint(), whole = state.fingerprint()
            for page in pages {
                let key = site.playPageFingerprint(page, play: play)
                let model = try #require(ModelFingerprint.of(page.make(site)))
                guard let earlier = seen[key] else {
                    seen[key] = (model, whole, instant)
                    continue
                }
                if earlier.state != whole { shared += 1 }
                #expect(earlier.model == model, """
                    \(name): the \(page.kind) page as of \(Instant.formatUTC(instant)) differs from the one as of \
                    \(Instant.formatUTC(earlier.instant)), with the same fingerprint
                    """)
            }
        }
        return shared
    }

    static let roster = PageLimits(playersInDetail: 1)

    @Test("The same fingerprint means the same page, on a crowd with a roster and without one", arguments: [true, false])
    func crowd(withRoster: Bool) throws {
        let shared = try Self.check(Self.crowd, "crowd", limits: withRoster ? Self.roster : PageLimits(), everyFewHours: true)
        #expect(shared > 0, "states that differ shared a fingerprint, so the check compared pages")
    }

    @Test("The same fingerprint means the same page, on every preset's game", arguments: Preset.withHistory.map(\.name))
    func presets(_ name: String) throws {
        // One player in full: a game of several has a roster, a game of one is shown as it is.
        _ = try Self.check(LoggedGame.preset(name), name, limits: Self.roster)
    }

    @Test("The same fingerprint means the same page, on the sample game")
    func sample() throws {
        let folder = Fixture.repositoryRoot.appendingPathComponent(ContentFormat.folder)
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".yaml") || name.hasSuffix(".jsonl") {
            files[ContentFormat.folder + "/" + name] = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        }
        _ = try Self.check(InMemorySource(files), "sample", limits: PageLimits(), everyFewHours: true)
    }

    @Test("An award leaves the board's fingerprint as it is, in full or past the cap; a completion, an unlock, a reveal, the next day and the cap change it")
    func whatChangesIt() throws {
        let logged = try LoggedGame(Self.crowd)
        let board = try #require(GamePage.all.first { $0.kind == .challenges })
        func key(_ text: String, limits: PageLimits = Self.roster, page: GamePage? = nil) -> UInt64 {
            let state = logged.state(asOf: Fixture.instant(text))
            let site = SiteContext(state: state, strings: logged.strings, options: SiteBuildOptions(limits: limits))
            return site.playPageFingerprint(page ?? board, play: state.playFingerprint())
        }
        // The calendar counts awards and the mission log lists awards and spends (issue #34):
        // theirs change with Ada's award and her spend.
        for kind in [PageKind.calendar, .history] {
            let page = try #require(GamePage.all.first { $0.kind == kind })
            #expect(key("2026-06-12T08:15", page: page) != key("2026-06-12T08:45", page: page), "\(kind): an award")
            #expect(key("2026-06-12T19:30", page: page) != key("2026-06-12T20:30", page: page), "\(kind): a spend")
        }
        // Ada, shown in full: her award and her spend change nothing those pages show.
        #expect(key("2026-06-12T08:15") == key("2026-06-12T08:45"))
        #expect(key("2026-06-12T19:30") == key("2026-06-12T20:30"))
        // Bo is past the cap: his balance is on the people page alone, so his award changes
        // nothing the board shows either; who is past the cap does.
        #expect(key("2026-06-12T08:45") == key("2026-06-12T09:15"))
        #expect(key("2026-06-12T08:45", limits: PageLimits()) == key("2026-06-12T09:15", limits: PageLimits()))
        #expect(key("2026-06-12T08:45") != key("2026-06-12T08:45", limits: PageLimits()), "the roster's cap")
        #expect(key("2026-06-12T07:00") != key("2026-06-12T08:15"), "a completion")
        #expect(key("2026-06-12T18:45") != key("2026-06-12T19:15"), "an unlock")
        #expect(key("2026-06-12T11:45") != key("2026-06-12T12:15"), "a dare revealed by hand")
        #expect(key("2026-06-13T11:45") != key("2026-06-13T12:15"), "a dare revealed at its time")
        #expect(key("2026-06-12T07:15") != key("2026-06-12T07:45"), "run opens at 07:30")
        #expect(key("2026-06-12T23:30") != key("2026-06-13T00:30"), "the next day")
    }
}
