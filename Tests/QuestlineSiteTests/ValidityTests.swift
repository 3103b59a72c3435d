import Foundation
import Testing
import QuestlineCore
import QuestlineWidgets
@testable import QuestlineSite

/// Everything a build writes is a function of the state's validity interval: as of any instant
/// in `[changedAt, nextChangeAt)` the site and the widget feed are the same bytes. That is what
/// lets `questline build` skip a rebuild whose inputs did not change.
@Suite("The output holds for the state's validity interval")
struct ValidityTests {
    /// A game with quests at times of day, a dare revealed at a time and a pending event (Europe/Oslo).
    static let timed = Fixture(files: [
        "content/game.yaml": Fixture.game(),
        "content/people.yaml": "- {id: sam, name: Sam, role: player}\n- {id: emma, name: Emma, role: player}\n- {id: jo, name: Jo, role: friend}\n",
        "content/challenges.yaml": """
        - {id: run, title: Run, category: fitness, points: 5, schedule: {every: day, at: "07:30"}}
        - {id: stretch, title: Stretch, category: fitness, points: 2, schedule: {every: day, at: "18:00"}, for: [emma]}
        - {id: swim, title: Swim, category: fitness, points: 50}
        - id: dare
          title: Dare
          category: dare
          points: 40
          secret:
            by: jo
            reveal: 2026-06-13T12:00
        """,
        "content/rewards.yaml": "- {id: card, title: Card, from: jo, kind: text, message: Hi, price: 20}\n",
        "content/events.jsonl": """
        {"at":"2026-06-12T08:00:00+02:00","type":"complete","player":"sam","challenge":"run"}
        {"at":"2026-06-12T18:10:00+02:00","type":"complete","player":"emma","challenge":"stretch"}
        {"at":"2026-06-13T09:40:00+02:00","type":"complete","player":"sam","challenge":"swim"}
        {"at":"2026-06-13T15:20:00+02:00","type":"unlock","player":"sam","reward":"card"}

        """,
    ])

    /// The site and the widget feed, as one list of files.
    static func output(_ source: some ContentSource & MediaReader, asOf: Date) throws -> (state: GameState, files: [OutputFile]) {
        let check = GameCheck.run(source: source, asOf: asOf)
        let state = try #require(check.state)
        let site = try SiteBuilder(templates: Fixture.templates(), options: SiteBuildOptions(baseURL: "https://example.org/q/")).build(state, media: source)
        return (state, site.files + (try WidgetFeed.files(state: state, baseURL: "https://example.org/q/")))
    }

    /// For each starting instant: the bytes as of the span's start, its middle and its last
    /// second are those as of the instant itself, and at the span's end something changes.
    func check(_ source: some ContentSource & MediaReader, instants: [String]) throws {
        for text in instants {
            let (state, files) = try Self.output(source, asOf: Fixture.instant(text))
            #expect(state.changedAt <= state.asOf && state.asOf < state.nextChangeAt)
            let span = state.nextChangeAt.timeIntervalSince(state.changedAt)
            for probe in [state.changedAt, state.changedAt.addingTimeInterval(span / 2), state.nextChangeAt.addingTimeInterval(-1)] {
                let other = try Self.output(source, asOf: probe).files
                #expect(other.map(\.path) == files.map(\.path), "as of \(text) and \(Instant.formatUTC(probe))")
                for (a, b) in zip(files, other) where a.bytes != b.bytes {
                    Issue.record("\(a.path) differs as of \(text) and as of \(Instant.formatUTC(probe)), inside [\(Instant.formatUTC(state.changedAt)), \(Instant.formatUTC(state.nextChangeAt)))")
                }
            }
            let next = try Self.output(source, asOf: state.nextChangeAt).files
            #expect(next != files, "nothing changed at the end of the span that began \(Instant.formatUTC(state.changedAt))")
        }
    }

    @Test("The sample game: the same bytes all through each span, from before the start to after the end")
    func sample() throws {
        let source = StandInMedia(base: DirectorySource(root: Fixture.repositoryRoot))
        try check(source, instants: ["2026-06-10T12:00", "2026-06-12T09:00", "2026-06-13T11:00", "2026-06-13T20:00",
                                     "2026-06-14T09:59", "2026-06-20T12:00"])
    }

    @Test("Quests at times of day, a dare's reveal time and an event to come")
    func timedQuests() throws {
        let source = InMemorySource(Self.timed.files)
        try check(source, instants: ["2026-06-12T07:00", "2026-06-12T12:00", "2026-06-12T19:00", "2026-06-13T07:29",
                                     "2026-06-13T10:00", "2026-06-13T12:30", "2026-06-13T20:00", "2026-06-14T18:00"])
    }
}
