import Foundation
import GRDB
import QuestlineCore

/// Reads a Loop backup (`Loop Habits Backup ….db`, a SQLite database) with GRDB, read-only.
///
/// Every schema Loop has written is read as it is, without migrating it: which columns a habit
/// has tells what it can hold (schema 16 added measurable habits and the value of an entry, 18
/// targets and units, 23 the question, 24 uuids, 25 notes; 26, Loop's development schema, habit
/// groups). The migrations are Loop's `uhabits-core/src/jvmMain/resources/migrations/*.sql`.
public enum LoopDatabase {
    /// The newest schema this questline knows: Loop's `DATABASE_VERSION`.
    public static let newestKnownSchema = 26
    /// The oldest schema Loop itself still opens (its `HabitsDatabaseOpener` refuses older ones).
    public static let oldestKnownSchema = 8

    /// The backup at `url`; `name` is how messages name the file.
    public static func read(_ url: URL, name: String) throws -> LoopBackup {
        var configuration = Configuration()
        configuration.readonly = true
        do {
            let queue = try DatabaseQueue(path: url.path, configuration: configuration)
            defer { try? queue.close() }
            return try queue.read { db in try read(db, name: name) }
        } catch let error as QuestlineError {
            throw error
        } catch let error as DatabaseError {
            throw QuestlineError("\(name) is a corrupt SQLite database: \(error.message ?? "\(error.resultCode)")",
                                 at: SourceLocation(file: name),
                                 hint: "make a new backup in Loop (Settings, Export full backup) and import that")
        }
    }

    private static func read(_ db: Database, name: String) throws -> LoopBackup {
        let check = try String.fetchAll(db, sql: "PRAGMA quick_check")
        guard check == ["ok"] else {
            throw QuestlineError("\(name) is a corrupt SQLite database: \(check.prefix(3).joined(separator: "; "))",
                                 at: SourceLocation(file: name),
                                 hint: "make a new backup in Loop (Settings, Export full backup) and import that")
        }
        let tables = Set(try String.fetchAll(db, sql: "SELECT lower(name) FROM sqlite_master WHERE type = 'table'"))
        guard tables.contains("habits"), tables.contains("repetitions") else {
            throw QuestlineError("\(name) is a SQLite database but not a Loop backup: it has no Habits and Repetitions tables",
                                 at: SourceLocation(file: name),
                                 hint: "in Loop, Settings → Export full backup makes the .db file to import")
        }
        let schema = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
        guard schema <= newestKnownSchema else {
            throw QuestlineError("\(name) is a Loop backup of schema version \(schema), newer than this questline knows (the newest it reads is \(newestKnownSchema))",
                                 at: SourceLocation(file: name),
                                 hint: "use a newer questline, or export CSV from Loop (Settings → Export as CSV) and import the .zip")
        }
        let habitColumns = Set(try db.columns(in: "Habits").map { $0.name.lowercased() })
        let entryColumns = Set(try db.columns(in: "Repetitions").map { $0.name.lowercased() })
        for (table, needed, have) in [("Habits", ["id", "name", "freq_num", "freq_den"], habitColumns),
                                      ("Repetitions", ["habit", "timestamp"], entryColumns)] {
            if let missing = needed.first(where: { !have.contains($0) }) {
                throw QuestlineError("\(name) is not a Loop backup: its \(table) table has no '\(missing)' column",
                                     at: SourceLocation(file: name))
            }
        }
        let order = habitColumns.contains("position") ? "position, id" : "id"
        let hasValue = entryColumns.contains("value")
        var habits: [LoopHabit] = []
        for row in try Row.fetchAll(db, sql: "SELECT * FROM Habits ORDER BY \(order)") {
            let id = row.int64("id")
            let measurable = row.int("type") == 1
            var entries: [LocalDate: LoopEntry] = [:]
            var unreadable = 0
            if let id {
                let sql = "SELECT timestamp\(hasValue ? ", value" : "") FROM Repetitions WHERE habit = ? ORDER BY timestamp, id"
                for entry in try Row.fetchAll(db, sql: sql, arguments: [id]) {
                    // Before schema 16 a repetition was a yes and nothing else; a value Loop never
                    // wrote (NULL) reads as that too. A value that is there but no number in range
                    // is not guessed at.
                    let value = hasValue && !entry.isNull("value") ? entry.int("value") : 2
                    guard let stamp = entry.int64("timestamp"), let day = LoopDay.day(milliseconds: stamp), let value,
                          LoopEntry.inRange(value: value, measurable: measurable) else {
                        unreadable += 1
                        continue
                    }
                    if let mark = LoopEntry.mark(value: value, measurable: measurable) {
                        entries[day] = LoopEntry(day: day, mark: mark)
                    } else {
                        entries[day] = nil
                    }
                }
            }
            var habit = habit(row, columns: habitColumns, schema: schema, measurable: measurable,
                              entries: entries.values.sorted { $0.day < $1.day })
            habit.unreadableEntries = unreadable
            habits.append(habit)
        }
        return LoopBackup(kind: "Loop backup, schema version \(schema)", habits: habits)
    }

    private static func habit(_ row: Row, columns: Set<String>, schema: Int, measurable: Bool, entries: [LoopEntry]) -> LoopHabit {
        func text(_ column: String) -> String {
            guard columns.contains(column) else { return "" }
            return row.text(column)?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        }
        let question = columns.contains("question") ? text("question") : text("description")
        let description = columns.contains("question") ? text("description") : ""
        var reminder: LocalTime?
        if let hour = row.int("reminder_hour"), let minute = row.int("reminder_min") {
            reminder = LocalTime(hour: hour, minute: minute)
        }
        var measure: LoopMeasure?
        if measurable {
            // A target that is there but no finite number is kept as one, for the report to say so.
            let target = row.double("target_value") ?? (row.isNull("target_value") ? 0 : .infinity)
            measure = LoopMeasure(target: target, unit: text("unit"), atMost: row.int("target_type") == 1)
        }
        // Out of range is kept as it is, for the report to name; only a missing value is 1.
        let times = row.int64("freq_num").map { Int(clamping: $0) } ?? 1, per = row.int64("freq_den").map { Int(clamping: $0) } ?? 1
        return LoopHabit(
            uuid: row.text("uuid").flatMap { $0.isEmpty ? nil : $0 },
            name: text("name"), question: question, description: description,
            color: row.int("color").flatMap { LoopPalette.hex(stored: $0, schema: schema) },
            timesPerPeriod: (times, per), measure: measure, reminder: reminder,
            archived: (row.int("archived") ?? 0) != 0, entries: entries)
    }
}

/// Loop's days: a timestamp is the UTC midnight that starts the day, in milliseconds. The day is
/// kept, not the instant; a timestamp off midnight (a clock's offset in a very old backup) is
/// rounded to the nearest midnight.
enum LoopDay {
    static func day(milliseconds: Int64) -> LocalDate? {
        let (days, rest) = milliseconds.quotientAndRemainder(dividingBy: 86_400_000)
        var day = days + (rest >= 43_200_000 ? 1 : 0)
        if rest < 0 { day = days + (rest <= -43_200_000 ? -1 : 0) }
        guard abs(day) < 1_000_000 else { return nil }
        let date = LocalDate(dayNumber: Int(day))
        return SupportedDates.contains(date) ? date : nil
    }
}
