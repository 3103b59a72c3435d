import Foundation
import QuestlineCore
import QuestlineWidgets
import Testing

/// After one player's event, everyone else's snapshots are kept from the last build, and what
/// is kept is byte for byte what a build from scratch writes.
@Suite("Snapshots kept by fingerprint")
struct KeptSnapshotsTests {
    static let asOf = "2026-03-29T20:00"

    static func files(appending events: String = "", kept: [String: KeptFile] = [:]) throws -> [OutputFile] {
        var game = Fixtures.family
        if !events.isEmpty { game["content/events.jsonl"]! += "\n" + events }
        return try WidgetFeed.files(state: Fixtures.state(game, asOf: asOf), baseURL: Fixtures.baseURL, kept: kept)
    }

    @Test("An event of Noah's keeps Emma's snapshots; the feed is what a fresh build makes")
    func othersKept() throws {
        let before = try Self.files()
        let kept = Dictionary(uniqueKeysWithValues: before.compactMap { file in
            file.fingerprint.map { (file.path, KeptFile(fingerprint: $0, size: file.bytes.count)) }
        })
        #expect(kept.count == 9, "every snapshot has a fingerprint; the index and schema do not")
        let event = #"{"at":"2026-03-29T19:00:00+02:00","type":"award","player":"noah","amount":5,"by":"mum"}"#
        let after = try Self.files(appending: event, kept: kept)
        #expect(after.filter(\.isKept).map(\.path) == ["widgets/emma-small.json", "widgets/emma-medium.json", "widgets/emma-large.json"])
        let fresh = try Self.files(appending: event)
        #expect(after.map(\.path) == fresh.map(\.path))
        for (made, expected) in zip(after, fresh) {
            let bytes = made.isKept ? before.first { $0.path == made.path }!.bytes : made.bytes
            #expect(bytes == expected.bytes, "\(made.path)")
        }
        // Emma's say when her own standing last changed, not Noah's award.
        let emma = try Fixtures.decode(try #require(fresh.first { $0.path == "widgets/emma-large.json" }).bytes)
        let noah = try Fixtures.decode(try #require(fresh.first { $0.path == "widgets/noah-large.json" }).bytes)
        #expect(noah.asOf == "2026-03-29T19:00:00+02:00")
        #expect(emma.asOf < noah.asOf)
    }

    @Test("A kept file whose fingerprint no longer matches is made again")
    func staleFingerprint() throws {
        let before = try Self.files()
        let kept = Dictionary(uniqueKeysWithValues: before.compactMap { file in
            file.fingerprint.map { (file.path, KeptFile(fingerprint: $0 &+ 1, size: file.bytes.count)) }
        })
        #expect(try Self.files(kept: kept).filter(\.isKept).isEmpty)
    }

    @Test("The fingerprint sees every field, whatever order a dictionary's keys come in")
    func fingerprint() throws {
        let snapshot = try Fixtures.decode(try #require(try Self.files().first { $0.path == "widgets/emma-large.json" }).bytes)
        var other = snapshot
        other.omitted = ["timeline": 1, "quests": 2]
        var same = snapshot
        same.omitted = ["quests": 2, "timeline": 1]
        #expect(try Fingerprint.of(other) == Fingerprint.of(same))
        #expect(try Fingerprint.of(other) != Fingerprint.of(snapshot))
        same.omitted = ["quests": 1, "timeline": 2]
        #expect(try Fingerprint.of(other) != Fingerprint.of(same))
        var moved = snapshot
        moved.asOf = "2026-03-29T19:00:01+02:00"
        #expect(try Fingerprint.of(moved) != Fingerprint.of(snapshot))
        #expect(try Fingerprint.of(["a", "b"]) != Fingerprint.of(["ab"]))
        #expect(try Fingerprint.of([1]) != Fingerprint.of(["1"]))
        #expect(try Fingerprint.of(Optional<Int>.none) != Fingerprint.of([Int]()))
        #expect(try Fingerprint.of([String: Int]()) != Fingerprint.of([Int]()))
        #expect(try Fingerprint.of(["a": 1, "b": 2]) == Fingerprint.of(["b": 2, "a": 1]))
        #expect(try Fingerprint.of(["a": 1, "b": 2]) != Fingerprint.of(["a": 2, "b": 1]))
        #expect(try Fingerprint.of([[1, 2], [3]]) != Fingerprint.of([[1], [2, 3]]))
    }
}
