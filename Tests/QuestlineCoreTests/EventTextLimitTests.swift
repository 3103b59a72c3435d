import Foundation
import Testing
@testable import QuestlineCore

/// A note or a reason longer than `TextLimits.text` is refused before anything is appended,
/// from the CLI and from play mode alike (both record through `EventRecorder`).
@Suite("Event texts have a limit")
struct EventTextLimitTests {
    private static let at = Instant.parse("2026-06-17T09:00:00+02:00")!

    private func site() throws -> (FoldCacheTests.Site, Game) {
        let site = try FoldCacheTests.Site(lines: [])
        return (site, try #require(ContentLoader.load(from: site.source).game))
    }

    private func record(_ event: Event, in site: FoldCacheTests.Site, game: Game) -> QuestlineError? {
        do {
            _ = try EventRecorder(source: site.source, game: game).record(event)
            return nil
        } catch {
            return error as? QuestlineError ?? QuestlineError("\(error)")
        }
    }

    @Test("A reason or a note one character over the limit is refused and the log is unchanged; at the limit it is recorded",
          arguments: [(Event.Kind.award, "reason"), (.spend, "reason"), (.complete, "text")])
    func limit(kind: Event.Kind, name: String) throws {
        let field: WritableKeyPath<Event, String?> = name == "text" ? \.text : \.reason
        let (site, game) = try site()
        // Characters of two bytes and more: the limit counts characters, not bytes.
        let over = String(repeating: "é", count: TextLimits.text) + "🎉"
        var event = kind == .complete
            ? Event(at: Self.at, kind: .complete, player: "sam", challenge: "swim", proof: .text)
            : Event(at: Self.at, kind: kind, player: "sam", amount: 1, by: "jo")
        if kind == .spend { try site.write([#"{"at":"2026-06-16T09:00:00+02:00","type":"award","player":"sam","amount":5,"by":"jo"}"#]) }
        let before = try Data(contentsOf: site.logURL)
        event[keyPath: field] = over
        let refused = try #require(record(event, in: site, game: game))
        #expect(refused.diagnostics.map(\.message) == ["the event's \(name) is \(TextLimits.text + 1) characters long; at most \(TextLimits.text) are recorded"])
        #expect(try Data(contentsOf: site.logURL) == before)

        event[keyPath: field] = String(over.dropLast())
        #expect(record(event, in: site, game: game) == nil)
        let added = try #require(String(data: try Data(contentsOf: site.logURL).dropFirst(before.count), encoding: .utf8))
        #expect(added.contains(String(repeating: "é", count: TextLimits.text)))
    }

    @Test("A text of many bytes but few characters is taken")
    func fewCharacters() throws {
        let (site, game) = try site()
        // 2,500 family emoji: 25 bytes each, one character each.
        let text = String(repeating: "👨‍👩‍👧‍👦", count: 2_500)
        #expect(text.utf8.count > TextLimits.text)
        let event = Event(at: Self.at, kind: .award, player: "sam", amount: 1, reason: text, by: "jo")
        #expect(event.overlongText == nil)
        #expect(record(event, in: site, game: game) == nil)
    }
}
