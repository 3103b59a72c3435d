import Foundation
import LoopFixtures
import QuestlineCore
import Testing
@testable import QuestlineImport

@Suite("Reading Loop backups of every schema")
struct LoopDatabaseTests {
    static let habits: [LoopFixture.Habit] = [
        .init(name: "Meditate", question: "Did you meditate?", color: 7, reminder: (7, 30),
              entries: [("2024-03-01", 2), ("2024-03-02", 2), ("2024-03-03", 1), ("2024-03-04", 3), ("2024-03-05", 0)]),
        .init(name: "Gym", color: 10, frequency: (3, 7), entries: [("2024-03-01", 2), ("2024-03-03", 2)]),
        .init(name: "Run", question: "How far?", color: 0, measurable: true, target: 5, unit: "km",
              entries: [("2024-03-01", 5200), ("2024-03-02", 3), ("2024-03-03", 0)]),
        .init(name: "Cigarettes", color: 4, measurable: true, target: 2, atMost: true, archived: true, entries: [("2024-03-02", 1000)]),
    ]

    @Test("Each schema from 8 to 26 reads: names, questions, colours, frequencies, reminders, archived, entries",
          arguments: Array(LoopDatabase.oldestKnownSchema...LoopDatabase.newestKnownSchema))
    func everySchema(_ schema: Int) throws {
        var habits = Self.habits
        for index in habits.indices { habits[index].uuid = "uuid\(index)" }
        let url = try LoopFixture.write(schema: schema, habits: habits)
        let backup = try LoopDatabase.read(url, name: "backup.db")
        #expect(backup.kind == "Loop backup, schema version \(schema)")
        #expect(backup.habits.map(\.name) == ["Meditate", "Gym", "Run", "Cigarettes"])
        let meditate = backup.habits[0]
        #expect(meditate.question == "Did you meditate?")
        #expect(meditate.color == "#388E3C")
        #expect(meditate.reminder == LocalTime(hour: 7, minute: 30))
        #expect(meditate.isDaily)
        // 1 (implied by the frequency) and 0 (no) are not completions; 3 is a skip, from schema 16.
        let expected: [LoopEntry] = [.init(day: LocalDate("2024-03-01")!, mark: .done), .init(day: LocalDate("2024-03-02")!, mark: .done)]
            + (schema >= 16 ? [.init(day: LocalDate("2024-03-04")!, mark: .skipped)] : [])
        #expect(meditate.entries == expected)
        #expect(backup.habits[1].timesPerPeriod == (3, 7))
        #expect(backup.habits[1].color == "#039BE5")
        #expect(backup.habits[3].archived)
        #expect(backup.habits[0].uuid == (schema >= 24 ? "uuid0" : nil))
        if schema >= 18 {
            let run = backup.habits[2]
            #expect(run.measure == LoopMeasure(target: 5, unit: "km", atMost: false))
            #expect(run.entries.map(\.mark) == [.amount(5.2), .skipped, .amount(0)])
            #expect(backup.habits[3].measure == LoopMeasure(target: 2, unit: "", atMost: true))
        }
    }

    @Test("An empty backup has no habits")
    func empty() throws {
        let backup = try LoopDatabase.read(try LoopFixture.write(schema: 25, habits: []), name: "empty.db")
        #expect(backup.habits.isEmpty)
    }

    @Test("Unicode names and questions come through as written")
    func unicode() throws {
        let url = try LoopFixture.write(schema: 25, habits: [.init(name: "Méditer 🧘", question: "¿Leíste?"), .init(name: "読書")])
        let backup = try LoopDatabase.read(url, name: "b.db")
        #expect(backup.habits.map(\.name) == ["Méditer 🧘", "読書"])
        #expect(backup.habits[0].question == "¿Leíste?")
    }

    @Test("A newer schema than known is refused, naming both versions")
    func newerSchema() throws {
        let url = try LoopFixture.write(schema: 25, habits: [])
        try LoopFixture.setSchema(27, of: url)
        let error = try #require(throws: QuestlineError.self) { try LoopSource.read(url, name: "new.db") }
        #expect(error.description == "new.db: error: new.db is a Loop backup of schema version 27, newer than this questline knows (the newest it reads is 26)\n  hint: use a newer questline, or export CSV from Loop (Settings → Export as CSV) and import the .zip")
    }

    @Test("A SQLite database without Loop's tables is not a Loop backup")
    func otherDatabase() throws {
        let url = try LoopFixture.otherDatabase()
        let error = try #require(throws: QuestlineError.self) { try LoopSource.read(url, name: "other.db") }
        #expect(error.diagnostics.first?.message == "other.db is a SQLite database but not a Loop backup: it has no Habits and Repetitions tables")
    }

    @Test("A file that is neither SQLite nor a zip is not a Loop backup")
    func notSQLite() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("text-\(UUID().uuidString).db")
        try Data("hello, this is text\n".utf8).write(to: url)
        let error = try #require(throws: QuestlineError.self) { try LoopSource.read(url, name: "text.db") }
        #expect(error.diagnostics.first?.message == "text.db is not a Loop backup: it is neither a SQLite database nor a zip")
        #expect(error.diagnostics.first?.location == SourceLocation(file: "text.db"))
    }

    @Test("A corrupt database is reported as corrupt")
    func corrupt() throws {
        let habits = (1...40).map { LoopFixture.Habit(name: "Habit \($0) " + String(repeating: "x", count: 200)) }
        let url = try LoopFixture.write(schema: 25, habits: habits)
        var bytes = try Data(contentsOf: url)
        // Keep the header (it says SQLite) and scramble the pages after the first.
        for index in stride(from: 4096, to: bytes.count, by: 7) { bytes[index] = 0xA5 }
        try bytes.write(to: url)
        let error = try #require(throws: QuestlineError.self) { try LoopSource.read(url, name: "bad.db") }
        #expect(error.diagnostics.first?.message.hasPrefix("bad.db is a corrupt SQLite database") == true, "\(error)")
    }

    @Test("Days are Loop's UTC midnights, kept as days; a timestamp off midnight rounds to the nearest")
    func days() {
        #expect(LoopDay.day(milliseconds: 1_709_251_200_000) == LocalDate("2024-03-01"))
        #expect(LoopDay.day(milliseconds: 1_709_251_200_000 - 3_600_000) == LocalDate("2024-03-01"))
        #expect(LoopDay.day(milliseconds: 1_709_251_200_000 + 3_600_000) == LocalDate("2024-03-01"))
        #expect(LoopDay.day(milliseconds: Int64.max) == nil)
    }

    @Test("Colours: ARGB before schema 14, the palette of 13 until 20, the palette of 20 after")
    func colours() {
        #expect(LoopPalette.hex(stored: -2937041, schema: 13) == "#D32F2F")
        #expect(LoopPalette.hex(stored: 2, schema: 14) == "#F9A825")
        #expect(LoopPalette.hex(stored: 19, schema: 21) == "#9E9E9E")
        #expect(LoopPalette.hex(stored: 20, schema: 21) == nil)
        #expect(LoopPalette.hex(stored: 13, schema: 20) == nil)
    }
}

