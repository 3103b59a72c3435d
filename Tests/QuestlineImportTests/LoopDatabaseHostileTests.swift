import Foundation
import GRDB
import LoopFixtures
import QuestlineCore
import Testing
@testable import QuestlineImport

/// A backup is a file from someone's phone, passed around and sometimes edited: SQLite keeps any
/// type in any column, so every column of Loop's tables gets every kind of value here, one at a
/// time. Each backup is either refused with a message that names it, or imported into a game that
/// passes the check: never a crash, never a game with errors.
@Suite("Loop backups with values of every type in every column")
struct LoopDatabaseHostileTests {
    /// SQL expressions for the values: SQLite's five storage classes at their edges, text that
    /// is not UTF-8, and text that means something in YAML, JSON, HTML or Mustache.
    static let values = [
        "NULL", "0", "-1", "1", "2", "3", "99", "-9223372036854775808", "9223372036854775807", "2147483648",
        "1e308", "-1e308", "0.5", "-0.0", "9e18", "1e19",
        "''", "'  12  '", "'abc'", "'1e400'", "'nan'", "CAST(x'ff00fe' AS TEXT)", "x'00ff'", "zeroblob(70000)",
        "'{{> x}}<script>alert(1)</script>'", #"'a: b\n- c # d ''e'' \"f\" \\ & *g !h %i @j `k'"#,
        "'" + String(repeating: "ß", count: 20_000) + "'", "char(0, 10, 13, 9, 27, 8232, 65279)",
    ]

    /// Every column of schema 26's tables (the newest) and of schema 15's (before values and
    /// measurable habits), but the ids that tie a repetition to its habit.
    static let columns: [(schema: Int, table: String, column: String)] = {
        let habits = ["archived", "color", "description", "freq_den", "freq_num", "highlight", "name", "position",
                      "reminder_hour", "reminder_min", "reminder_days"]
        let newer = ["type", "target_type", "target_value", "unit", "question", "uuid", "group_id", "group_uuid"]
        var columns: [(schema: Int, table: String, column: String)] = []
        for column in habits + newer { columns.append((26, "Habits", column)) }
        for column in ["timestamp", "value", "notes"] { columns.append((26, "Repetitions", column)) }
        for column in habits + ["skip_days"] { columns.append((15, "Habits", column)) }
        columns.append((15, "Repetitions", "timestamp"))
        return columns
    }()

    static let habits: [LoopFixture.Habit] = [
        .init(name: "Meditate", question: "Did you meditate?", color: 7, reminder: (7, 30),
              entries: [("2024-03-01", 2), ("2024-03-02", 2), ("2024-03-04", 3)]),
        .init(name: "Run", question: "How far?", measurable: true, target: 5, unit: "km", entries: [("2024-03-01", 5200), ("2024-03-03", 0)]),
    ]

    @Test("Each value in each column: refused by name, or imported into a game without errors",
          arguments: columns.map { "\($0.schema) \($0.table).\($0.column)" })
    func everyValue(_ place: String) throws {
        let (schema, table, column) = try #require(Self.columns.first { "\($0.schema) \($0.table).\($0.column)" == place })
        // Many values read as the same backup (a text in an integer column reads as no value):
        // each backup is imported once.
        var imported: [LoopBackup] = []
        let base = try LoopFixture.write(schema: schema, habits: Self.habits)
        defer { try? FileManager.default.removeItem(at: base.deletingLastPathComponent()) }
        let url = base.deletingLastPathComponent().appendingPathComponent("edited.db")
        for value in Self.values {
            try? FileManager.default.removeItem(at: url)
            try FileManager.default.copyItem(at: base, to: url)
            let queue = try LoopFixture.queue(at: url)
            // A NOT NULL column refuses NULL: there is nothing to try then.
            let stored = (try? queue.write { db in try db.execute(sql: "UPDATE \(table) SET \(column) = \(value)") }) != nil
            try queue.close()
            guard stored else { continue }
            Self.expectRefusedOrSound(url, "\(place) = \(value.prefix(60))", skipping: &imported)
        }
    }

    @Test("A repetition for no habit, or for a habit named by a blob or NULL, is left out")
    func orphans() throws {
        let url = try LoopFixture.write(schema: 26, habits: Self.habits)
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let queue = try LoopFixture.queue(at: url)
        try queue.writeWithoutTransaction { db in
            // As an edited file may have it: Loop's own database declares the reference, GRDB enforces it.
            try db.execute(sql: "PRAGMA foreign_keys = OFF")
            try db.execute(sql: "DROP INDEX idx_repetitions_habit_timestamp")
            try db.execute(sql: "INSERT INTO Repetitions (habit, timestamp, value) VALUES (77, 1709251200000, 2), ('1', 1709596800000, 2), (x'01', 1709683200000, 2), (NULL, 1709769600000, 2)")
        }
        try queue.close()
        let backup = try LoopDatabase.read(url, name: "backup.db")
        #expect(backup.habits.map(\.name) == ["Meditate", "Run"])
        // '1' is the text of habit 1's id, which SQLite's integer affinity stores as 1.
        #expect(backup.habits[0].entries.map(\.day.description) == ["2024-03-01", "2024-03-02", "2024-03-04", "2024-03-05"])
        var imported: [LoopBackup] = []
        Self.expectRefusedOrSound(url, "orphans", skipping: &imported)
    }

    /// Reads and imports the backup at `url`: a refusal must be a `QuestlineError` naming the
    /// file; an import must make a game the check finds no error in. A backup in `imported` is
    /// only read; one imported is added to it.
    static func expectRefusedOrSound(_ url: URL, _ what: String, skipping imported: inout [LoopBackup]) {
        let backup: LoopBackup
        do {
            backup = try LoopDatabase.read(url, name: "backup.db")
        } catch let error as QuestlineError {
            #expect(error.description.contains("backup.db"), "\(what): \(error)")
            return
        } catch {
            Issue.record("\(what): not a QuestlineError: \(error)")
            return
        }
        guard !imported.contains(backup) else { return }
        imported.append(backup)
        let root = LoopFixture.folder("loop-hostile")
        defer { try? FileManager.default.removeItem(at: root) }
        do {
            _ = try LoopImport.run(backup, into: root, options: LoopImportOptions(timeZone: TimeZone(identifier: "Europe/Oslo")!,
                                                                                 today: LocalDate("2024-03-10")!))
        } catch is QuestlineError {
            return
        } catch {
            Issue.record("\(what): the import threw \(error)")
            return
        }
        let check = GameCheck.run(source: DirectorySource(root: root), asOf: Date(timeIntervalSince1970: 1_710_100_000))
        #expect(!check.hasErrors, "\(what): \(check.diagnostics.filter { $0.severity == .error }.map(\.description))")
    }
}
