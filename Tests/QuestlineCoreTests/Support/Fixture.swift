import Foundation
@testable import QuestlineCore

/// A small game written as files in memory; each test changes what it needs.
struct Fixture {
    var files: [String: String]

    static let gameYAML = """
    format: 1
    title: Test Quest
    timezone: Europe/Oslo
    locale: en_GB
    prices: {text: 50, image: 50, gallery: 50, audio: 75, video: 100}
    starts: 2026-06-12
    id: 6f1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d
    """

    static let peopleYAML = """
    - id: sam
      name: Sam
      role: player
    - id: jo
      name: Jo
      role: friend
    """

    static let challengesYAML = """
    - id: swim
      title: Swim
      category: physical
      points: 100
    - id: haiku
      title: Haiku
      category: creative
      points: 40
      options: {a: Write one, b: Recite one}
    """

    static let rewardsYAML = """
    - id: letter
      title: Letter
      from: jo
      kind: text
      message: Hello
    - id: song
      title: Song
      from: jo
      kind: audio
      media: media/song.ogg
      message: Listen
    """

    init(_ overrides: [String: String] = [:], events: [String] = []) {
        files = [
            "content/game.yaml": Fixture.gameYAML,
            "content/people.yaml": Fixture.peopleYAML,
            "content/challenges.yaml": Fixture.challengesYAML,
            "content/rewards.yaml": Fixture.rewardsYAML,
            "content/media/song.ogg": "OggS",
        ]
        for (path, text) in overrides { files[path] = text }
        if !events.isEmpty { files["content/events.jsonl"] = events.joined(separator: "\n") + "\n" }
    }

    var source: InMemorySource { InMemorySource(files) }

    func check(asOf: String = "2026-06-20T12:00:00+02:00") -> GameCheck {
        GameCheck.run(source: source, asOf: Instant.parse(asOf)!)
    }

    func game() -> Game {
        let loaded = ContentLoader.load(from: source)
        precondition(!loaded.diagnostics.hasErrors, "fixture has errors: \(loaded.diagnostics)")
        return loaded.game!
    }

    func state(asOf: String = "2026-06-20T12:00:00+02:00") -> GameState {
        check(asOf: asOf).state!
    }
}

/// Shorthand for one event line.
func event(_ at: String, _ type: String, _ fields: [String: Any] = [:]) -> String {
    var object = fields
    object["at"] = at
    object["type"] = type
    let data = try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    return String(decoding: data, as: UTF8.self)
}

extension Array where Element == Diagnostic {
    /// `file:line:column: error: message` lines, for exact assertions.
    var lines: [String] { map { "\($0.location?.description ?? "-"): \($0.severity.rawValue): \($0.message)" } }
}
