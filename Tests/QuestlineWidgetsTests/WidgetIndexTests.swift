import Foundation
import Testing
@testable import QuestlineWidgets

/// `widgets/index.json` is written by hand (`WidgetIndex.json()`); it must be the bytes
/// Foundation's encoder gives, whatever the texts hold.
@Suite("The widget index's JSON")
struct WidgetIndexTests {
    static func index(title: String, base: String = "https://example.org/quest/") -> WidgetIndex {
        let entries = [
            WidgetIndex.Entry(path: "widgets/game-small.json", url: base + "widgets/game-small.json", kind: .game, player: nil, size: .small, bytes: 505),
            WidgetIndex.Entry(path: "widgets/p-1-large.json", url: base + "widgets/p-1-large.json", kind: .player, player: "p-1", size: .large, bytes: 8_192),
            WidgetIndex.Entry(path: "widgets/x-medium.json", url: "/widgets/x-medium.json", kind: .player, player: "x", size: .medium, bytes: 0),
        ]
        return WidgetIndex(version: 3, asOf: "2026-06-13T20:00:00+02:00", title: title, schema: base + "widgets/schema.json", snapshots: entries)
    }

    @Test("Every ASCII character, and text beyond ASCII, as the encoder writes them")
    func sameBytes() throws {
        var every = ""
        for value in 0..<0x80 { every.unicodeScalars.append(Unicode.Scalar(value)!) }
        for title in [every, "Sam's \"quest\" \\ </script> & é 😀 \u{2028}\u{2029}\u{85}\u{FEFF}", "", "Plain"] {
            let index = Self.index(title: title, base: title.isEmpty ? "" : "https://example.org/ø/")
            #expect(index.json() == (try SnapshotEncoder.encode(index)), "\(title.debugDescription)")
        }
    }

    @Test("No snapshots at all")
    func empty() throws {
        var index = Self.index(title: "Empty")
        index.snapshots = []
        #expect(index.json() == (try SnapshotEncoder.encode(index)))
        #expect(try JSONDecoder().decode(WidgetIndex.self, from: index.json()) == index)
    }
}
