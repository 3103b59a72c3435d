import Foundation
import LoopFixtures
import QuestlineCore
import Testing
@testable import QuestlineImport

@Suite("Importing Loop habits into a game")
struct LoopImportTests {
    static let oslo = TimeZone(identifier: "Europe/Oslo")!

    static func folder() -> URL { LoopFixture.folder("loop-import") }

    static func options(player: String? = nil) -> LoopImportOptions {
        LoopImportOptions(player: player, timeZone: oslo, today: LocalDate("2024-03-10")!)
    }

    static func text(_ root: URL, _ path: String) throws -> String {
        String(decoding: try Data(contentsOf: root.appendingPathComponent(path)), as: UTF8.self)
    }

    @Test("A new folder gets a whole game: game.yaml, the player, a challenge a habit, the theme")
    func newGame() throws {
        let root = Self.folder()
        let backup = try LoopSource.read(LoopFixture.csvExport, name: "loop-csv")
        let report = try LoopImport.run(backup, into: root, options: Self.options(player: "Ana María"))
        #expect(report.challengesAdded == ["meditate", "run", "gym", "leer"])
        #expect(report.eventsAdded == 9)
        #expect(report.skips == ["meditate": 1])
        // A random lasting id between the format and the title.
        #expect(try Self.text(root, "content/game.yaml").replacing(/id: [0-9a-f-]{36}\n/, with: "").hasSuffix("""
            format: 1
            # The game's lasting id: feed readers and calendars know it by this. Never change it.
            title: "Ana María's habits"
            timezone: Europe/Oslo
            starts: 2024-02-27
            theme: party

            """))
        #expect(try Self.text(root, "content/people.yaml").hasSuffix("- id: ana-maria\n  name: \"Ana María\"\n  role: player\n"))
        let challenges = try Self.text(root, "content/challenges.yaml")
        #expect(challenges.contains("""
            # loop: {"name":"Meditate"}
            - id: meditate
              title: "Meditate"
              description: "Did you meditate?\\n\\nTen minutes, eyes closed"
              category: habits
              points: 10
              color: "#388E3C"
              schedule: {every: day, from: 2024-03-01}

            """))
        #expect(challenges.contains("  schedule: {every: day, from: 2024-03-01}\n  measure: {target: 5, unit: \"km\", at: least}\n"))
        #expect(challenges.contains("- id: gym\n  title: \"Gym\"\n  category: habits\n  points: 10\n  color: \"#039BE5\"\n  schedule: {times: 3, per: 7, from: 2024-03-01}\n"))
        #expect(challenges.contains("- id: leer\n  title: \"Leer 📚\"\n  description: \"¿Leíste hoy?\"\n  category: habits\n  points: 10\n  color: \"#8E24AA\"\n  schedule: {every: day, from: 2024-02-27, until: 2024-02-28}\n"))
        let log = try Self.text(root, "content/events.jsonl").split(separator: "\n")
        #expect(log.count == 10, "nine completions and the skipped day's pause")
        #expect(log.filter { $0.contains(#""type":"pause""#) }.count == 1)
        #expect(log.first?.hasPrefix(#"{"at":"2024-02-27T12:00:00+01:00","challenge":"leer","id":""#) == true)
        #expect(log.contains { $0.contains(#""challenge":"run","id":"#) && $0.hasSuffix(#""on":"2024-03-01","player":"ana-maria","proof":"done","type":"complete","value":5.2}"#) })
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("Templates/layouts/base.mustache").path)
                || FileManager.default.fileExists(atPath: root.appendingPathComponent("Templates").path))
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent(".gitignore").path))
    }

    @Test("Importing again changes nothing; a newer backup adds only its new days and habits")
    func reimport() throws {
        let root = Self.folder()
        var habits: [LoopFixture.Habit] = [.init(name: "Read", reminder: (21, 0), uuid: "aa11", entries: [("2024-03-01", 2), ("2024-03-02", 2)])]
        let first = try LoopFixture.write(schema: 25, habits: habits)
        _ = try LoopImport.run(try LoopSource.read(first, name: "a.db"), into: root, options: Self.options())
        let log = try Data(contentsOf: root.appendingPathComponent("content/events.jsonl"))
        let yaml = try Data(contentsOf: root.appendingPathComponent("content/challenges.yaml"))
        let again = try LoopImport.run(try LoopSource.read(first, name: "a.db"), into: root, options: Self.options())
        #expect(again.eventsAdded == 0 && again.eventsKnown == 2 && again.challengesAdded.isEmpty && again.challengesKnown == ["read"])
        #expect(try Data(contentsOf: root.appendingPathComponent("content/events.jsonl")) == log)
        #expect(try Data(contentsOf: root.appendingPathComponent("content/challenges.yaml")) == yaml)

        // Renamed in Loop, one more day, and a new habit: found by its uuid, one event, one challenge.
        habits[0].name = "Read a book"
        habits[0].entries.append(("2024-03-03", 2))
        habits.append(.init(name: "Read", uuid: "bb22", entries: [("2024-03-03", 2)]))
        let second = try LoopFixture.write(schema: 25, habits: habits)
        let report = try LoopImport.run(try LoopSource.read(second, name: "b.db"), into: root, options: Self.options())
        #expect(report.challengesKnown == ["read"] && report.challengesAdded == ["read-2"])
        #expect(report.eventsAdded == 2 && report.eventsKnown == 2)
        let lines = try Self.text(root, "content/events.jsonl").split(separator: "\n")
        #expect(lines.count == 4)
        #expect(lines.prefix(2).joined(separator: "\n") + "\n" == String(decoding: log, as: UTF8.self))
        #expect(lines[2].hasPrefix(#"{"at":"2024-03-03T21:00:00+01:00","challenge":"read","#))
        #expect(lines[3].hasPrefix(#"{"at":"2024-03-03T12:00:00+01:00","challenge":"read-2","#))
    }

    @Test("A day completed by hand is not imported twice")
    func completedByHand() throws {
        let root = Self.folder()
        let url = try LoopFixture.write(schema: 25, habits: [.init(name: "Read", entries: [("2024-03-01", 2)])])
        _ = try LoopImport.run(try LoopSource.read(url, name: "a.db"), into: root, options: Self.options())
        // The file as if the import's line had been written by `questline complete`.
        let logURL = root.appendingPathComponent("content/events.jsonl")
        try Data(#"{"at":"2024-03-02T09:00:00+01:00","challenge":"read","player":"me","proof":"done","type":"complete"}"#.utf8 + [0x0A]).write(to: logURL)
        let url2 = try LoopFixture.write(schema: 25, habits: [.init(name: "Read", entries: [("2024-03-02", 2)])])
        let report = try LoopImport.run(try LoopSource.read(url2, name: "b.db"), into: root, options: Self.options())
        #expect(report.eventsAdded == 0 && report.eventsKnown == 1)
    }

    @Test("Into a game with an end: the days before it starts and after it ends are left out and counted, and it still checks")
    func withinTheGamesDays() throws {
        let root = Self.folder()
        let first = try LoopFixture.write(schema: 25, habits: [.init(name: "Read", entries: [("2024-03-02", 2)])])
        _ = try LoopImport.run(try LoopSource.read(first, name: "a.db"), into: root, options: Self.options())
        let gameURL = root.appendingPathComponent("content/game.yaml")
        try Data((try Self.text(root, "content/game.yaml") + "ends: 2024-03-05\n").utf8).write(to: gameURL)
        let days = ["2024-02-20", "2024-03-04", "2024-03-05", "2024-03-06", "2024-03-09"].map { ($0, 2) }
        let later = try LoopFixture.write(schema: 25, habits: [.init(name: "Read", entries: days)])
        let report = try LoopImport.run(try LoopSource.read(later, name: "b.db"), into: root, options: Self.options())
        #expect(report.eventsAdded == 2, "the 4th and the 5th")
        #expect(report.notes.contains("1 entry is before the game starts (2024-03-02) and not imported"), "\(report.notes)")
        #expect(report.notes.contains("2 entries are after the game ends (2024-03-05) and not imported"), "\(report.notes)")
        let check = GameCheck.run(source: DirectorySource(root: root), asOf: Instant.parse("2024-03-10T12:00", in: GameCalendar(timeZone: Self.oslo))!)
        #expect(check.diagnostics.errors.isEmpty, "\(check.diagnostics)")
    }

    @Test("A torn log, an unknown player or a folder with content but no game: nothing is written")
    func nothingWritten() throws {
        let url = try LoopFixture.write(schema: 25, habits: [.init(name: "Read", entries: [("2024-03-01", 2)])])
        let backup = try LoopSource.read(url, name: "a.db")
        let root = Self.folder()
        _ = try LoopImport.run(backup, into: root, options: Self.options())
        let logURL = root.appendingPathComponent("content/events.jsonl")
        var torn = try Data(contentsOf: logURL)
        torn += Data(#"{"at":"2024-03-0"#.utf8)
        try torn.write(to: logURL)
        let more = try LoopSource.read(try LoopFixture.write(schema: 25, habits: [.init(name: "Gym", entries: [("2024-03-02", 2)])]), name: "b.db")
        let yaml = try Data(contentsOf: root.appendingPathComponent("content/challenges.yaml"))
        let error = try #require(throws: QuestlineError.self) { try LoopImport.run(more, into: root, options: Self.options()) }
        #expect(error.diagnostics.first?.message == "the log's last line is torn or has no newline, so nothing was imported")
        #expect(try Data(contentsOf: logURL) == torn)
        #expect(try Data(contentsOf: root.appendingPathComponent("content/challenges.yaml")) == yaml)

        let wrong = try #require(throws: QuestlineError.self) { try LoopImport.run(more, into: root, options: Self.options(player: "zed")) }
        #expect(wrong.diagnostics.first?.message == "'zed' is not a player of this game (players are: me); nothing was imported")

        let half = Self.folder()
        try FileManager.default.createDirectory(at: half.appendingPathComponent("content"), withIntermediateDirectories: true)
        try Data("- {id: a}\n".utf8).write(to: half.appendingPathComponent("content/people.yaml"))
        #expect(throws: QuestlineError.self) { try LoopImport.run(backup, into: half, options: Self.options()) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: half.appendingPathComponent("content").path) == ["people.yaml"])
    }

    @Test("Ids are twelve characters of a-z and 2-7, the same for the same habit and day")
    func ids() {
        let habit = LoopHabit(uuid: "u1", name: "Read"), day = LocalDate("2024-03-01")!
        let id = ImportedEvent.id(habit: habit, challenge: "read", day: day)
        #expect(id.count == 12 && id.allSatisfy { ("a"..."z").contains($0) || ("2"..."7").contains($0) })
        #expect(id == ImportedEvent.id(habit: LoopHabit(uuid: "u1", name: "Renamed"), challenge: "read", day: day))
        #expect(id != ImportedEvent.id(habit: habit, challenge: "read", day: LocalDate("2024-03-02")!))
        // Two habits of one name in a CSV export (no uuids) are two challenges, and their days two events.
        let csv = LoopHabit(name: "Read")
        #expect(ImportedEvent.id(habit: csv, challenge: "read", day: day) != ImportedEvent.id(habit: csv, challenge: "read-2", day: day))
    }

    @Test("Two habits of one name both come in, each day of each")
    func sameName() throws {
        let root = Self.folder()
        let files: [String: Data] = [
            "Habits.csv": Data("Position,Name,FrequencyNumerator,FrequencyDenominator\n001,Read,1,1\n002,Read,1,1\n".utf8),
            "001 Read/Checkmarks.csv": Data("Date,Value\n2024-03-01,YES_MANUAL\n".utf8),
            "002 Read/Checkmarks.csv": Data("Date,Value\n2024-03-01,YES_MANUAL\n".utf8),
        ]
        let report = try LoopImport.run(try LoopCSVExport.read(files: files, name: "e"), into: root, options: Self.options())
        #expect(report.challengesAdded == ["read", "read-2"] && report.eventsAdded == 2)
        // Ids are unique in a log (a repeated id is an error once ids are checked).
        let log = try Data(contentsOf: root.appendingPathComponent("content/events.jsonl"))
        #expect(LogIDs.ids(in: log).count == 2)
    }

    /// Found by `scripts/fuzz.sh import`: a question with a DEL in it made a challenges.yaml
    /// that YAML refuses, so the imported game did not load.
    @Test("Text YAML refuses or folds raw is escaped, and the game loads with it as written",
          arguments: ["Did\u{7F}you", "a\u{85}b", "c\u{86}d", "e\u{2028}f\u{2029}g", "\u{FEFF}BOM", "h\u{FFFE}i\u{FFFF}", "tab\there\u{1}"])
    func unprintable(_ text: String) throws {
        let root = Self.folder()
        let files: [String: Data] = [
            "Habits.csv": Data("Position,Name,Question,FrequencyNumerator,FrequencyDenominator\n001,\(text),\(text)?,1,1\n".utf8),
            "001 x/Checkmarks.csv": Data("Date,Value\n2024-03-01,YES_MANUAL\n".utf8),
        ]
        _ = try LoopImport.run(try LoopCSVExport.read(files: files, name: "e"), into: root, options: Self.options())
        let check = GameCheck.run(source: DirectorySource(root: root), asOf: Date(timeIntervalSince1970: 1_710_000_000))
        #expect(!check.hasErrors, "\(check.diagnostics)")
        // As Loop wrote it, but for the leading BOM, which reading the YAML drops (Yams or Foundation).
        let written = text.trimmingCharacters(in: .whitespaces).replacing("\u{FEFF}", with: "")
        let challenge = try #require(check.game?.challenges.first)
        #expect(challenge.title == written)
        #expect(challenge.description == written + "?")
        // A later import knows the challenge by its marker, which holds the name as written.
        #expect(try SiteContent(root: root).challenge(for: LoopHabit(name: text.trimmingCharacters(in: .whitespaces))) == challenge.id)
    }

    @Test("Names become ids: accents folded, symbols dropped, others numbered")
    func slugs() {
        #expect(Slug.make("Read 20 pages!", fallback: "x") == "read-20-pages")
        #expect(Slug.make("Méditer 🧘", fallback: "x") == "mediter")
        #expect(Slug.make("読書", fallback: "habit-3") == "habit-3")
        #expect(Slug.unique("run", taken: ["run", "run-2"]) == "run-3")
    }

    /// Loop's streaks (`StreakList.recompute`): runs of consecutive days whose value is above 0.
    static func loopStreaks(_ days: [LocalDate]) -> [Int] {
        var runs: [Int] = []
        var previous: LocalDate?
        for day in days.sorted() {
            if let previous, previous.adding(days: 1) == day { runs[runs.count - 1] += 1 } else { runs.append(1) }
            previous = day
        }
        return runs
    }

    @Test("The imported daily habit's streaks are Loop's own", arguments: [
        ["2024-03-01", "2024-03-02", "2024-03-03", "2024-03-05", "2024-03-06", "2024-03-07", "2024-03-08", "2024-03-09"],
        ["2024-03-01", "2024-03-02", "2024-03-03", "2024-03-04", "2024-03-05", "2024-03-07", "2024-03-08"],
        ["2024-02-20", "2024-03-10"],
    ])
    func streaks(_ days: [String]) throws {
        let root = Self.folder()
        let url = try LoopFixture.write(schema: 25, habits: [.init(name: "Read", entries: days.map { ($0, 2) })])
        _ = try LoopImport.run(try LoopSource.read(url, name: "a.db"), into: root, options: Self.options())
        let loaded = ContentLoader.load(from: DirectorySource(root: root))
        let game = try #require(loaded.game, "\(loaded.diagnostics)")
        #expect(!loaded.diagnostics.hasErrors, "\(loaded.diagnostics)")
        let asOf = game.settings.calendar.instant(LocalDate("2024-03-10")!, LocalTime(hour: 20, minute: 0)!)
        let streak = try #require(Engine.state(of: game, source: DirectorySource(root: root), asOf: asOf).state.player("me")?.streak)
        let runs = Self.loopStreaks(days.map { LocalDate($0)! })
        let last = LocalDate(days.max()!)!
        // Loop's current streak is its newest run when that run reaches today or yesterday.
        let current = last >= LocalDate("2024-03-09")! ? runs.last! : 0
        #expect(streak.best == runs.max())
        #expect(streak.current == current)
    }

    @Test("A player's name or a title the check would refuse is refused before anything is written")
    func badOptions() throws {
        let root = Self.folder()
        let backup = try LoopSource.read(LoopFixture.csvExport, name: "loop-csv")
        var options = Self.options(player: String(repeating: "ß", count: 101))
        let error = try #require(throws: QuestlineError.self) { try LoopImport.run(backup, into: root, options: options) }
        #expect(error.description == "error: --player must be at most 100 characters long, not 101; nothing was imported")
        #expect(!FileManager.default.fileExists(atPath: root.path))
        options = Self.options(player: String(repeating: "ß", count: 100))
        options.title = "\n"
        #expect(LoopImportOptions.problem(player: options.player, title: options.title) == "--title must not be empty")
        #expect(LoopImportOptions.problem(player: "x" + String(repeating: " ", count: 100), title: nil) == "--player must be at most 100 characters long, not 101")
        options.title = String(repeating: "t", count: 200)
        _ = try LoopImport.run(backup, into: root, options: options)
        #expect(!GameCheck.run(source: DirectorySource(root: root), asOf: Date(timeIntervalSince1970: 1_710_100_000)).hasErrors)
        try? FileManager.default.removeItem(at: root)
    }

    @Test("What the check would refuse is shortened or left out, and the report says so")
    func beyondLimits() throws {
        let root = Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let day = LoopEntry(day: LocalDate("2024-03-01")!, mark: .done)
        let backup = LoopBackup(kind: "Loop backup, schema version 26", habits: [
            LoopHabit(name: String(repeating: "ß", count: 400), question: String(repeating: "q", count: 12_000),
                      timesPerPeriod: (1, 2_147_483_648), entries: [day]),
            LoopHabit(name: "Run", measure: LoopMeasure(target: 2e9, unit: "km", atMost: false), entries: [day]),
            LoopHabit(name: "Swim", measure: LoopMeasure(target: 5, unit: String(repeating: "m", count: 50), atMost: false),
                      entries: [LoopEntry(day: day.day, mark: .amount(3))]),
        ])
        let report = try LoopImport.run(backup, into: root, options: Self.options())
        let id = String(repeating: "s", count: 60)
        #expect(report.notes == [
            "\(id): its frequency 1 in 2147483648 days is not one Questline takes (at most once a day, in at most 366 days); it is every day",
            "\(id): its name is 400 characters long; the first 299 are kept, then …",
            "\(id): its question is 12000 characters long; the first 9999 are kept, then …",
            "run: its target 2000000000 is not one Questline takes (above 0, at most 1000000000); it is imported as a yes/no habit, without amounts",
            "swim: its unit is 50 characters long; the first 39 are kept, then …",
        ])
        let challenges = try Self.text(root, "content/challenges.yaml")
        #expect(challenges.contains("  title: \"\(String(repeating: "ß", count: 299))…\"\n"))
        #expect(challenges.contains("  schedule: {every: day, from: 2024-03-01}\n"))
        #expect(challenges.contains("  measure: {target: 5, unit: \"\(String(repeating: "m", count: 39))…\", at: least}\n"))
        let check = GameCheck.run(source: DirectorySource(root: root), asOf: Date(timeIntervalSince1970: 1_710_100_000))
        #expect(!check.hasErrors, "\(check.diagnostics)")
    }
}
