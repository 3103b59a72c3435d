import Foundation
import Testing
import QuestlineCore
import QuestlinePresets
@testable import QuestlineSite

/// A game and its log, loaded for tests that look at its state as of many instants: every
/// instant the log has an event, a second before each, and any others asked for, in order.
struct LoggedGame {
    let game: Game
    let log: EventLog
    let strings: UIStrings
    let instants: [Date]

    init(_ source: InMemorySource, also extra: [Date] = []) throws {
        game = try #require(ContentLoader.load(from: source).game)
        let text = try #require(try source.text(at: ContentFormat.eventLogFile))
        log = EventLogParser.parse(text, calendar: game.settings.calendar)
        strings = try UIStrings.load(Fixture.templates(), language: game.settings.language)
        var instants = Set(log.events.map(\.at))
        instants.formUnion(log.events.map { $0.at.addingTimeInterval(-1) })
        instants.formUnion(extra)
        self.instants = instants.sorted()
    }

    /// A preset's game, as `questline init` writes it.
    static func preset(_ name: String) throws -> InMemorySource {
        let files = try PresetInstantiator(preset: Preset.named(name)!).files(historyThrough: LocalDate(Preset.anchor)!)
        return InMemorySource(Dictionary(uniqueKeysWithValues: files.map { ($0.path, String(decoding: $0.bytes, as: UTF8.self)) }))
    }

    func state(asOf instant: Date) -> GameState { Engine.state(of: game, log: log, asOf: instant) }
}
