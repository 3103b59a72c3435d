import Foundation
import GRDB
import LoopFixtures
import QuestlineCore
import Testing
@testable import QuestlineImport

/// What a backup holds but Questline cannot take is left out and said, never guessed at: a day
/// outside the dates it takes, an amount out of range, a frequency of no days, a target that is
/// no number.
@Suite("Loop values out of range: left out, and the report says so")
struct LoopUnreadableTests {
    static let options = LoopImportOptions(timeZone: TimeZone(identifier: "Europe/Oslo")!, today: LocalDate("2024-03-10")!)

    /// A backup of `habits` with `sql` run on it, imported into a new game that must check.
    static func imported(_ habits: [LoopFixture.Habit], _ sql: String) throws -> (LoopBackup, LoopImportReport) {
        let url = try LoopFixture.write(schema: 26, habits: habits)
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let queue = try LoopFixture.queue(at: url)
        try queue.write { db in try db.execute(sql: sql) }
        try queue.close()
        let backup = try LoopDatabase.read(url, name: "backup.db")
        let root = LoopFixture.folder("loop-unreadable")
        defer { try? FileManager.default.removeItem(at: root) }
        let report = try LoopImport.run(backup, into: root, options: options)
        let check = GameCheck.run(source: DirectorySource(root: root), asOf: Date(timeIntervalSince1970: 1_710_100_000))
        #expect(!check.hasErrors, "\(check.diagnostics)")
        return (backup, report)
    }

    @Test("An amount too big to read, a day far out of range and no day at all are left out and counted")
    func entries() throws {
        let run = LoopFixture.Habit(name: "Run", measurable: true, target: 5, unit: "km",
                                    entries: [("2024-03-01", 5200), ("2024-03-02", 6000), ("2024-03-03", 7000)])
        let (backup, report) = try Self.imported([run], """
            UPDATE Repetitions SET value = 999999999999 WHERE timestamp = 1709337600000;
            UPDATE Repetitions SET timestamp = 9000000000000000 WHERE timestamp = 1709424000000;
            INSERT INTO Repetitions (habit, timestamp, value) SELECT habit, NULL, 4000 FROM Repetitions LIMIT 1
            """)
        #expect(backup.habits[0].entries.map(\.mark) == [.amount(5.2)])
        #expect(backup.habits[0].unreadableEntries == 3, "the amount, the far day and the day that is not there")
        #expect(report.notes.contains("run: 3 of its entries have a day or a value out of range; not imported"), "\(report.notes)")
        #expect(report.eventsAdded == 1)
    }

    @Test("A value that is text, not a number, is not read as a yes")
    func textValue() throws {
        let meditate = LoopFixture.Habit(name: "Meditate", entries: [("2024-03-01", 2), ("2024-03-02", 2)])
        let (backup, report) = try Self.imported([meditate], "UPDATE Repetitions SET value = 'abc' WHERE timestamp = 1709251200000")
        #expect(backup.habits[0].entries.map(\.day.description) == ["2024-03-02"])
        #expect(report.notes.contains("meditate: 1 of its entries has a day or a value out of range; not imported"), "\(report.notes)")
    }

    @Test("A frequency of 0 in 0 days and a target of infinity are named, not taken quietly")
    func habitValues() throws {
        let habits = [LoopFixture.Habit(name: "Read", frequency: (1, 1), entries: [("2024-03-01", 2)]),
                      LoopFixture.Habit(name: "Run", measurable: true, target: 5, unit: "km", entries: [("2024-03-01", 5200)])]
        let (backup, report) = try Self.imported(habits, """
            UPDATE Habits SET freq_num = 0, freq_den = 0 WHERE name = 'Read';
            UPDATE Habits SET target_value = 1e999 WHERE name = 'Run'
            """)
        #expect(!backup.habits[0].isDaily)
        #expect(backup.habits[1].measure?.target == .infinity)
        #expect(report.notes.contains("read: its frequency 0 in 0 days is not one Questline takes (at most once a day, in at most 366 days); it is every day"), "\(report.notes)")
        #expect(report.notes.contains("run: its target (unreadable) is not one Questline takes (above 0, at most 1000000000); it is imported as a yes/no habit, without amounts"), "\(report.notes)")
    }

    @Test("In a CSV export: a day outside the dates Questline takes and an amount out of range are counted")
    func csv() throws {
        let header = "Position,Name,Type,Target Value,Unit,FrequencyNumerator,FrequencyDenominator\n"
        let files: [String: Data] = ["Habits.csv": Data((header + "001,Run,NUMERICAL,nan,km,1,1\n").utf8),
                                     "001 Run/Checkmarks.csv": Data("Date,Value\n2024-03-01,5200\n0001-01-01,5000\n2024-03-02,99999999999999\n".utf8)]
        let backup = try LoopCSVExport.read(files: files, name: "e")
        #expect(backup.habits[0].entries.map(\.day.description) == ["2024-03-01"])
        #expect(backup.habits[0].unreadableEntries == 2)
        #expect(backup.habits[0].measure?.target == .infinity, "nan is kept as a target out of range, equal to itself")
        #expect(backup == (try LoopCSVExport.read(files: files, name: "e")))
    }
}
