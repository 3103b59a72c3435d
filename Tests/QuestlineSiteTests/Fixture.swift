import Foundation
import QuestlineCore
@testable import QuestlineSite

/// A small game in memory, built with the real templates from the repository's Templates/.
struct Fixture {
    var files: [String: String]

    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func templates() throws -> SiteTemplates {
        try SiteTemplates.read(folder: repositoryRoot.appendingPathComponent("Templates"))
    }

    static func instant(_ text: String) -> Date {
        Instant.parse(text, in: GameCalendar(timeZone: TimeZone(identifier: "Europe/Oslo")!))!
    }

    /// The game's state at the instant; throws the diagnostics when the game has errors.
    func state(asOf: String = "2026-06-13T20:00") throws -> GameState {
        let check = GameCheck.run(source: InMemorySource(files), asOf: Self.instant(asOf))
        guard let state = check.state, !check.hasErrors else { throw QuestlineError(check.diagnostics) }
        return state
    }

    /// Runs check and build; fails the test with the diagnostics when the game has errors.
    func build(asOf: String = "2026-06-13T20:00", baseURL: String = "", limits: PageLimits = PageLimits(),
               playSlots: Bool = false) throws -> SiteOutput {
        let source = InMemorySource(files)
        let check = GameCheck.run(source: source, asOf: Self.instant(asOf))
        guard let state = check.state, !check.hasErrors else {
            throw QuestlineError(check.diagnostics)
        }
        return try SiteBuilder(templates: Self.templates(), options: SiteBuildOptions(baseURL: baseURL, limits: limits, playSlots: playSlots))
            .build(state, media: source)
    }

    /// `id`: the game's lasting id, a fixed one unless a test wants none.
    static func game(title: String = "Fixture Quest", extra: String = "", id: String? = "6f1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d") -> String {
        """
        format: 1
        title: \(title)
        timezone: Europe/Oslo
        locale: en_GB
        starts: 2026-06-12
        ends: 2026-06-14
        prices:
          text: 10
          image: 10
          gallery: 10
          audio: 10
          video: 10
        \(extra)
        \(id.map { "id: \($0)" } ?? "")
        """
    }
}

extension SiteOutput {
    func text(_ path: String) -> String? {
        files.first { $0.path == path }.map { String(decoding: $0.bytes, as: UTF8.self) }
    }
}

extension SiteOutput {
    /// What this build leaves, as the next build sees it: every file with a fingerprint may be kept.
    func lastBuild() -> LastBuild {
        LastBuild(kept: Dictionary(uniqueKeysWithValues: files.compactMap { file in
            file.fingerprint.map { (file.path, KeptFile(fingerprint: $0, size: file.bytes.count)) }
        }))
    }
}
