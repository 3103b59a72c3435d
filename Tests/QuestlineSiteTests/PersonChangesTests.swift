import Foundation
import Testing
import QuestlineCore
import QuestlinePresets
@testable import QuestlineSite
@testable import QuestlineWidgets

/// `GameState.changedAt(for:)` is what lets a build keep everyone else's profile and snapshots
/// after one player's event, so it must never be too early: whenever what a person's profile or
/// snapshots show changes between two instants, their `changedAt(for:)` as of the later one is
/// after the earlier one. Checked on every preset's game, between every two instants at which
/// its log has events.
@Suite("The time of a person's last change")
struct PersonChangesTests {
    static let library = try! TemplateLibrary(Fixture.templates())

    /// Everything a person's profile and large snapshot show but the time of the last change.
    static func shown(_ person: Person, in state: GameState, strings: UIStrings) throws -> [UInt64?] {
        let site = SiteContext(state: state, strings: strings, options: SiteBuildOptions())
        let page = site.viewing(state.view(of: person.id)).personPage(person, unlockedGifts: Set(site.unlockedGifts(of: person.id)))
        var context = page.context
        context["asOf"] = false
        var shown = [library.render(context, template: page.kind.template).map { text -> UInt64 in
            var hash = StableHash()
            hash.combine(text)
            return hash.value
        }]
        if state.player(person.id) != nil {
            for size in WidgetSize.allCases {
                var snapshot = try SnapshotBuilder(state: state, baseURL: "https://example.org/").playerSnapshot(person.id, size: size)
                snapshot.asOf = ""
                shown.append(try Fingerprint.of(snapshot))
            }
        }
        return shown
    }

    @Test("It moves whenever a person's profile or snapshots change", arguments: Preset.withHistory.map(\.name))
    func neverTooEarly(_ name: String) throws {
        let moved = try Self.check(LoggedGame.preset(name), name)
        #expect(moved > 5, "the check saw pages change")
    }

    @Test("The final badge, earned with the last player's unlock, moves everyone's")
    func finalBadge() throws {
        var fixture = KeptPagesTests.fixture(events: [
            #"{"type":"award","at":"2026-06-12T08:00:00+02:00","player":"robin","amount":20}"#,
            #"{"type":"award","at":"2026-06-12T08:00:00+02:00","player":"sam","amount":20}"#,
            #"{"type":"unlock","at":"2026-06-12T09:00:00+02:00","player":"robin","reward":"letter"}"#,
            #"{"type":"unlock","at":"2026-06-12T10:00:00+02:00","player":"sam","reward":"poem"}"#,
        ])
        fixture.files["content/people.yaml"]! += "- id: sam\n  name: Sam\n  role: player\n"
        fixture.files["content/rewards.yaml"] = """
        - id: letter
          title: A letter
          kind: text
          message: For Robin.
          price: 10
          for: [robin]
        - id: poem
          title: A poem
          kind: text
          message: For Sam.
          price: 10
          for: [sam]
        """
        let state = try fixture.state()
        #expect(state.violations.map(\.description) == [])
        #expect(state.finalBadge.earnedAt == Fixture.instant("2026-06-12T10:00"))
        #expect(state.changedAt(for: "robin") == Fixture.instant("2026-06-13T00:00"), "the day began after the badge")
        #expect(try Self.check(InMemorySource(fixture.files), "final badge") > 0)
    }

    /// Checks the game between every two instants of its log (and a second before each, when
    /// the day changed) and returns how many times a person's pages changed.
    static func check(_ source: InMemorySource, _ name: String) throws -> Int {
        let logged = try LoggedGame(source)
        let (game, strings, sorted) = (logged.game, logged.strings, logged.instants)
        var previous: (at: Date, shown: [String: [UInt64?]])?
        var moved = 0
        for instant in sorted + [sorted.last!.addingTimeInterval(3_600)] {
            let state = logged.state(asOf: instant)
            var shown: [String: [UInt64?]] = [:]
            for person in game.people {
                shown[person.id] = try Self.shown(person, in: state, strings: strings)
                let changedAt = state.changedAt(for: person.id)
                #expect(changedAt <= state.changedAt && changedAt <= instant)
                if let previous, previous.shown[person.id] != shown[person.id] {
                    moved += 1
                    #expect(changedAt > previous.at, "\(name): \(person.id)'s page changed after \(previous.at) but says \(changedAt)")
                }
            }
            previous = (instant, shown)
        }
        return moved
    }
}
