import Foundation
import QuestlineCore
import QuestlineWidgets
import Testing

/// Small games written inline, as a site folder's files.
enum Fixtures {
    static let baseURL = "https://example.org/quest/"

    /// The folder this package lives in.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The state of a game as of an instant written `2026-06-13T20:00` in the game's zone (or with an offset).
    static func state(_ files: [String: String], asOf text: String, allowErrors: Bool = false,
                      sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> GameState {
        let source = InMemorySource(files)
        let zone = ContentLoader.load(from: source).game?.settings.calendar
        let instant = try #require(Instant.parse(text, in: zone), "bad instant \(text)", sourceLocation: sourceLocation)
        let check = GameCheck.run(source: source, asOf: instant)
        if !allowErrors {
            #expect(!check.hasErrors, "fixture has errors: \(check.diagnostics.map { $0.description })", sourceLocation: sourceLocation)
        }
        return try #require(check.state, sourceLocation: sourceLocation)
    }

    /// The sample game in content/, as of Saturday evening of the birthday weekend.
    /// Its media are made elsewhere, so missing-media errors are expected and ignored here.
    static func sampleState(asOf text: String = "2026-06-13T20:00") throws -> GameState {
        let source = DirectorySource(root: packageRoot)
        let zone = ContentLoader.load(from: source).game?.settings.calendar
        let instant = try #require(Instant.parse(text, in: zone))
        return try #require(GameCheck.run(source: source, asOf: instant).state)
    }

    static func decode(_ bytes: Data) throws -> WidgetSnapshot {
        try JSONDecoder().decode(WidgetSnapshot.self, from: bytes)
    }

    // MARK: - A family star chart with daily quests at times of day (Europe/Oslo, NOK)

    static let family: [String: String] = [
        "content/game.yaml": """
        format: 1
        title: Stars at home
        timezone: Europe/Oslo
        locale: nb_NO
        currency:
          name: stars
          singular: star
          symbol: "★"
          worth:
            amount: "10"
            currency: NOK
        starts: 2026-03-01
        """,
        "content/people.yaml": """
        - id: emma
          name: Emma
          role: child
          avatar: "🦄"
        - id: noah
          name: Noah
          role: child
        - id: mum
          name: Mum
          role: parent
        """,
        "content/challenges.yaml": """
        - id: morning-run
          title: Morning run
          category: fitness
          points: 3
          schedule: {every: day, at: "07:30"}
          for: [emma]
        - id: read
          title: Read for twenty minutes
          category: study
          points: 2
          schedule: daily
        - id: night-owl
          title: Count the stars
          category: fun
          points: 1
          schedule: {every: day, at: "02:30"}
          for: [emma]
        - id: piano
          title: Piano practice
          category: music
          points: 4
          schedule: {every: [mon, wed], at: "16:00"}
          for: [noah]
        """,
        "content/rewards.yaml": """
        - id: ice-cream
          title: Ice cream trip
          kind: text
          message: Friday, the big cone.
          price: 20
        - id: movie-night
          title: Movie night
          kind: text
          message: You pick the film.
          price: 50
        """,
        "content/goals.yaml": """
        - id: bike
          title: A new bike
          player: emma
          target: 200
        """,
        "content/events.jsonl": """
        {"at":"2026-03-27T07:40:00+01:00","type":"complete","player":"emma","challenge":"morning-run"}
        {"at":"2026-03-27T18:00:00+01:00","type":"complete","player":"emma","challenge":"read"}
        {"at":"2026-03-27T18:05:00+01:00","type":"complete","player":"noah","challenge":"read"}
        {"at":"2026-03-28T19:00:00+01:00","type":"award","player":"noah","amount":15,"reason":"Tidied his room","by":"mum"}
        """,
    ]
}
