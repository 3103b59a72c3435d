import Foundation
import Testing
import QuestlineCore
@testable import QuestlinePresets

@Suite("Presets")
struct PresetTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The files of a preset with its history through `today`, checked at `time` local time that
    /// day (20:00, the story's own evening: later quests of that day are still open).
    func check(_ preset: String, packs: [String] = [], today: String = Preset.anchor, time: String = "20:00") throws -> GameCheck {
        let files = try PresetInstantiator(preset: Preset.named(preset)!, packs: packs).files(historyThrough: LocalDate(today)!)
        let source = InMemorySource(Dictionary(uniqueKeysWithValues: files.map { ($0.path, String(decoding: $0.bytes, as: UTF8.self)) }))
        let zone = ContentLoader.load(from: source).game!.settings.calendar
        return GameCheck.run(source: source, asOf: Instant.parse("\(today)T\(time)", in: zone)!)
    }

    @Test("The embedded archive is the repository's files, byte for byte")
    func archiveIsCurrent() throws {
        var expected: [String: Data] = [:]
        func add(_ prefix: String, _ folder: URL) throws {
            guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else { return }
            for case let url as URL in walker where try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true {
                let relative = url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1)
                expected["\(prefix)/\(relative)"] = try Data(contentsOf: url)
            }
        }
        try add("birthday/content", Self.root.appendingPathComponent("content"))
        try add("Templates", Self.root.appendingPathComponent("Templates"))
        for preset in Preset.all where preset.name != "birthday" {
            try add(preset.name, Self.root.appendingPathComponent("Presets/\(preset.name)"))
        }
        #expect(PresetFiles.names == expected.keys.sorted(), "run scripts/embed-presets.py")
        for name in PresetFiles.names where PresetFiles.data(name) != expected[name] {
            Issue.record("\(name) differs from the repository: run scripts/embed-presets.py")
        }
    }

    @Test("The built-in English a build falls back on is the repository's Templates/strings/en.yaml")
    func builtInStrings() throws {
        let file = Self.root.appendingPathComponent("Templates/strings/en.yaml")
        #expect(DefaultTheme.englishStrings == (try String(contentsOf: file, encoding: .utf8)))
    }

    @Test("Every preset with a history checks clean on its anchor day", arguments: Preset.withHistory.map(\.name))
    func anchorDay(_ name: String) throws {
        let check = try check(name)
        #expect(check.diagnostics.errors.map(\.description) == [])
        #expect(check.log.eventCount > 10, "a game in progress")
    }

    @Test("The blank preset is the smallest game: one player, one challenge, no events, clean on its anchor day and months later")
    func blank() throws {
        for today in [Preset.anchor, "2026-11-21"] {
            let check = try self.check("blank", today: today)
            #expect(check.diagnostics.errors.map(\.description) == [])
            #expect(check.log.eventCount == 0)
            #expect(check.game?.people.count == 1 && check.game?.challenges.count == 1)
        }
    }

    @Test("Made months later, every preset moves to that week, keeps its weekdays and checks clean", arguments: Preset.withHistory.map(\.name))
    func shifted(_ name: String) throws {
        let check = try check(name, today: "2026-11-21")
        #expect(check.diagnostics.errors.map(\.description) == [])
        let state = try #require(check.state)
        // Nothing of the history lies after the day it runs through: only that evening's quests
        // are done after 20:00.
        #expect(try #require(self.check(name, today: "2026-11-21", time: "23:59").state).pendingEvents == 0)
        #expect(state.timeline.last.map { $0.day.days(to: LocalDate("2026-11-21")!) }.map { (0...7).contains($0) } == true,
                "the latest event is within the week")
        #expect(check.game!.settings.starts.weekday == (try self.check(name).game!.settings.starts.weekday))
    }

    @Test("daily-quests: choosing packs chooses the quests and their history")
    func packs() throws {
        let check = try check("daily-quests", packs: ["fitness"])
        #expect(check.diagnostics.errors.map(\.description) == [])
        #expect(check.game!.challenges.map(\.id) == ["run", "strength", "long-walk"])
        #expect(try self.check("daily-quests").game!.challenges.count == 10)
        #expect(check.state!.player("robin")!.streak.current >= 7)
        #expect(throws: PresetInstantiator.Failure.unknownPack("yoga", known: ["morning-routine", "fitness", "study", "self-care"])) {
            try PresetInstantiator(preset: Preset.named("daily-quests")!, packs: ["yoga"])
        }
        #expect(throws: PresetInstantiator.Failure.packsNotSupported("birthday")) {
            try PresetInstantiator(preset: Preset.named("birthday")!, packs: ["fitness"])
        }
    }

    @Test("daily-challenge: '@pick' becomes each day's pick, so every completion counts")
    func picks() throws {
        for today in [Preset.anchor, "2026-11-21", "2027-03-06"] {
            let check = try check("daily-challenge", today: today)
            #expect(!check.state!.player("kai")!.completions.contains { $0.challenge == "@pick" })
            #expect(check.state!.violations.isEmpty, "on \(today)")
            #expect(check.state!.player("kai")!.completions.count == check.log.eventCount)
        }
    }

    @Test("Shifting moves dates by whole days and makes log times local")
    func shiftText() {
        let text = #"{"at":"2026-06-13T10:15:00+02:00","on":"2026-06-12"} starts: 2026-06-12 reveal: 2026-06-13T12:00"#
        #expect(PresetInstantiator.shiftDates(in: text, byDays: 7, localTimes: true)
                == #"{"at":"2026-06-20T10:15:00","on":"2026-06-19"} starts: 2026-06-19 reveal: 2026-06-20T12:00"#)
    }
}
