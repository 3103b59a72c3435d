import Foundation
import LoopFixtures
import Testing

@Suite("questline import loop", .serialized)
struct ImportCommandTests {
    static let habits: [LoopFixture.Habit] = [
        .init(name: "Meditate", question: "Did you meditate?", color: 7, reminder: (7, 30), uuid: "m1",
              entries: [("2024-03-01", 2), ("2024-03-02", 2), ("2024-03-03", 3), ("2024-03-04", 2)]),
        .init(name: "Floss 🦷", color: 15, archived: true, uuid: "f1", entries: [("2024-02-20", 2), ("2024-02-21", 2)]),
    ]

    @Test("A backup of daily habits imports into a new game that checks and builds; importing again changes nothing")
    func importCheckBuild() throws {
        let site = LoopFixture.folder("import-site")
        defer { try? FileManager.default.removeItem(at: site) }
        let backup = try LoopFixture.write(schema: 25, habits: Self.habits)
        let imported = try CLI.run(["import", "loop", backup.path, "--site", site.path, "--timezone", "Europe/Oslo", "--player", "Ana"])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.hasPrefix("""
            Imported Loop backup, schema version 25: 2 habits, 2 new challenges, 5 new completions.
            Skipped days, now one-day pauses that keep a streak: meditate 1.
            floss: archived in Loop: its schedule ends on its last entry

            """))
        let check = try CLI.run(["check", "--site", site.path, "--as-of", "2024-03-05T20:00"])
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(!check.stderr.contains("error:") && !check.stdout.contains("error:"), "\(check.stdout)\(check.stderr)")
        let build = try CLI.run(["build", "--site", site.path, "--as-of", "2024-03-05T20:00"])
        #expect(build.status == 0, "\(build.stderr)")
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("output/index.html").path))

        let log = try Data(contentsOf: site.appendingPathComponent("content/events.jsonl"))
        let pause = String(decoding: log, as: UTF8.self).split(separator: "\n").filter { $0.contains("\"type\":\"pause\"") }
        #expect(pause.count == 1 && pause[0].contains("\"challenge\":\"meditate\"") && pause[0].contains("\"from\":\"2024-03-03\"")
                && pause[0].contains("\"until\":\"2024-03-03\"") && pause[0].contains("\"player\":\"ana\""), "\(pause)")
        let again = try CLI.run(["import", "loop", backup.path, "--site", site.path])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout.hasPrefix("Imported Loop backup, schema version 25: 2 habits, 0 new challenges (2 imported before), 0 new completions (5 already in the log)."))
        #expect(try Data(contentsOf: site.appendingPathComponent("content/events.jsonl")) == log)
    }

    @Test("A file that is not a Loop backup: a located error, exit 1, nothing written")
    func notLoop() throws {
        let site = LoopFixture.folder("import-site")
        let file = LoopFixture.folder("notes").appendingPathExtension("txt")
        try Data("just text\n".utf8).write(to: file)
        let result = try CLI.run(["import", "loop", file.path, "--site", site.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(file.path): error: \(file.path) is not a Loop backup: it is neither a SQLite database nor a zip"))
        #expect(result.stderr.hasSuffix("nothing was imported\n"))
        #expect(!FileManager.default.fileExists(atPath: site.path))
    }

    @Test("A newer schema, or a database that is not Loop's: exit 1, what is wrong named, nothing written")
    func refused() throws {
        let site = LoopFixture.folder("import-site")
        let backup = try LoopFixture.write(schema: 25, habits: Self.habits)
        try LoopFixture.setSchema(30, of: backup)
        let newer = try CLI.run(["import", "loop", backup.path, "--site", site.path])
        #expect(newer.status == 1)
        #expect(newer.stderr.contains("schema version 30, newer than this questline knows (the newest it reads is 26)"))
        let other = try CLI.run(["import", "loop", try LoopFixture.otherDatabase().path, "--site", site.path])
        #expect(other.status == 1)
        #expect(other.stderr.contains("is a SQLite database but not a Loop backup: it has no Habits and Repetitions tables"))
        #expect(!FileManager.default.fileExists(atPath: site.path))
    }

    @Test("An unknown time zone is a usage error")
    func badZone() throws {
        let result = try CLI.run(["import", "loop", "x.db", "--site", LoopFixture.folder().path, "--timezone", "Europe/Olso"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("unknown time zone \"Europe/Olso\""))
    }

    @Test("A player's name or a title the check would refuse is a usage error, and nothing is written",
          arguments: [["--player", String(repeating: "A", count: 101)], ["--player", "  "], ["--title", ""], ["--title", String(repeating: "t", count: 201)]])
    func badNames(_ option: [String]) throws {
        let site = LoopFixture.folder()
        let result = try CLI.run(["import", "loop", try LoopFixture.zippedCSVExport().path, "--site", site.path] + option)
        #expect(result.status == 64)
        let limit = option[0] == "--player" ? 100 : 200
        let problem = option[1].allSatisfy(\.isWhitespace) ? "must not be empty" : "must be at most \(limit) characters long, not \(option[1].count)"
        #expect(result.stderr.hasPrefix("Error: \(option[0]) \(problem)\n"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: site.path))
    }

    @Test("The CSV export with frequency and measurable habits imports, checks and builds")
    func csvCheckBuild() throws {
        let site = LoopFixture.folder("import-site")
        defer { try? FileManager.default.removeItem(at: site) }
        let zip = try LoopFixture.zippedCSVExport()
        let imported = try CLI.run(["import", "loop", zip.path, "--site", site.path, "--timezone", "Europe/Oslo"])
        #expect(imported.status == 0, "\(imported.stderr)")
        let check = try CLI.run(["check", "--site", site.path, "--as-of", "2024-03-05T20:00"])
        #expect(check.status == 0 && !check.stdout.contains("warning:") && !check.stderr.contains("warning:"), "\(check.stdout)\(check.stderr)")
        let build = try CLI.run(["build", "--site", site.path, "--as-of", "2024-03-05T20:00"])
        #expect(build.status == 0, "\(build.stderr)")
        let again = try CLI.run(["import", "loop", zip.path, "--site", site.path])
        #expect(again.stdout.contains("0 new completions (9 already in the log)"))
    }
}
