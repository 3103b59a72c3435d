import Foundation
import Testing
import QuestlineCore
@testable import QuestlineSite

/// Feed and calendar ids come from the game's id, never its title (issue #35).
@Suite("Feed and calendar ids survive a rename")
struct FeedIDTests {
    static func game(title: String, id: String?) -> Fixture {
        var fixture = CalendarAndFeedTests.game(locale: "en_GB")
        var yaml = fixture.files["content/game.yaml"] ?? ""
        yaml = yaml.replacingOccurrences(of: "title: Fixture Quest", with: "title: \(title)")
            .replacing(/(?m)^id: .*$/, with: id.map { "id: \($0)" } ?? "")
        fixture.files["content/game.yaml"] = yaml
        return fixture
    }

    static func ids(_ output: SiteOutput) throws -> [String] {
        let feed = try #require(output.text("feed.atom"))
        let ics = try #require(output.text("quests.ics"))
        return feed.matches(of: /<id>([^<]*)<\/id>/).map { String($0.output.1) }
            + ics.replacingOccurrences(of: "\r\n ", with: "").matches(of: /UID:([^\r]*)/).map { String($0.output.1) }
    }

    @Test("Renaming a game with an id keeps every id; the feed's is urn:uuid: and the game's")
    func renameWithID() throws {
        let id = "0b7c6a8e-3f1d-4e2a-9c5b-8d4f2e1a7b3c"
        let before = try Self.ids(Self.game(title: "Ada Reads", id: id).build())
        let after = try Self.ids(Self.game(title: "Ada Reads Everything", id: id).build())
        #expect(before == after)
        #expect(before.count > 3, "\(before)")
        #expect(before.first == "urn:uuid:\(id)")
        #expect(before.allSatisfy { $0.contains(id) || $0.hasPrefix("urn:uuid:") }, "\(before)")
        #expect(before.contains("quest-read-20260612@\(id)"), "\(before)")
    }

    @Test("Without an id, renaming keeps the derived ids too; another id changes them all")
    func renameWithoutID() throws {
        let before = try Self.ids(Self.game(title: "Ada Reads", id: nil).build())
        let after = try Self.ids(Self.game(title: "Ada Reads Everything", id: nil).build())
        #expect(before == after)
        let other = try Self.ids(Self.game(title: "Ada Reads", id: "0b7c6a8e-3f1d-4e2a-9c5b-8d4f2e1a7b3c").build())
        #expect(Set(before).isDisjoint(with: other), "\(before) \(other)")
    }

    @Test("The derived id is a version 8 UUID from starts, timezone and the people, and check says how to keep it")
    func derived() throws {
        let fixture = Self.game(title: "Ada Reads", id: nil)
        let check = GameCheck.run(source: InMemorySource(fixture.files), asOf: Fixture.instant("2026-06-13T20:00"))
        let game = try #require(check.state?.game)
        let derived = game.derivedID.uuidString.lowercased()
        #expect(game.id == game.derivedID)
        #expect(derived.dropFirst(14).first == "8")
        #expect(derived == NameBasedUUID.make("questline game|2026-06-12|Europe/Oslo|ada").uuidString.lowercased())
        let warning = try #require(check.diagnostics.first { $0.message.hasPrefix("game.yaml has no id") })
        #expect(warning.severity == .warning)
        #expect(warning.location == SourceLocation(file: "content/game.yaml", line: 1, column: 1))
        #expect(warning.hint == "add 'id: \(derived)' to game.yaml to keep the ids it has now")
        let kept = Self.game(title: "Ada Reads", id: derived)
        let keptCheck = GameCheck.run(source: InMemorySource(kept.files), asOf: Fixture.instant("2026-06-13T20:00"))
        #expect(!keptCheck.diagnostics.contains { $0.message.hasPrefix("game.yaml has no id") })
        #expect(try Self.ids(kept.build()) == Self.ids(fixture.build()))
    }

    @Test("A feed entry's id is its event's: a line added above it or an event voided beside it keeps it")
    func entryIDsFollowEvents() throws {
        let id = "0b7c6a8e-3f1d-4e2a-9c5b-8d4f2e1a7b3c"
        func entryIDs(_ log: String) throws -> [String] {
            var fixture = Self.game(title: "Ada Reads", id: id)
            fixture.files["content/events.jsonl"] = log
            let feed = try #require(fixture.build().text("feed.atom"))
            return feed.matches(of: /<entry>[\s\S]*?<id>([^<]*)<\/id>/).map { String($0.output.1) }
        }
        let first = #"{"type":"complete","at":"2026-06-12T19:00:00+02:00","player":"ada","challenge":"read","proof":"done","id":"readreadread"}"#
        let second = #"{"type":"complete","at":"2026-06-13T19:00:00+02:00","player":"ada","challenge":"read","proof":"done"}"#
        let award = #"{"type":"award","at":"2026-06-12T08:00:00+02:00","player":"ada","amount":3,"reason":"early bird","by":"ada"}"#
        let void = #"{"type":"void","at":"2026-06-13T20:00:00+02:00","event":"readreadread","reason":"twice"}"#
        let before = try entryIDs([first, second, ""].joined(separator: "\n"))
        #expect(before.count == 2, "\(before)")
        // Newest first: the second completion (id from its bytes), then the first (its own id).
        #expect(before[1] == "urn:uuid:" + NameBasedUUID.make("questline entry|\(id)|event readreadread").uuidString.lowercased())
        let moved = try entryIDs([award, first, second, ""].joined(separator: "\n"))
        #expect(moved.count == 3 && Array(moved.prefix(2)) == before, "\(moved) \(before)")
        let voided = try entryIDs([first, second, void, ""].joined(separator: "\n"))
        #expect(voided == [before[0]], "\(voided)")
    }

    @Test("An id that is not a UUID is an error at the field")
    func notAUUID() {
        let fixture = Self.game(title: "Ada Reads", id: "my-game")
        let check = GameCheck.run(source: InMemorySource(fixture.files), asOf: Fixture.instant("2026-06-13T20:00"))
        let error = check.diagnostics.first { $0.severity == .error }
        #expect(error?.message == "id must be a UUID such as 0b7c6a8e-3f1d-4e2a-9c5b-8d4f2e1a7b3c, got \"my-game\"")
        #expect(error?.location?.file == "content/game.yaml")
        #expect(error?.location?.line != nil)
    }
}
