import Foundation
import GRDB
import QuestlineCore
import ZIPFoundation

/// Writes Loop backups of any schema version for the tests, as Loop's migrations left them
/// (`uhabits-core/src/jvmMain/resources/migrations/*.sql`, read for the columns each version
/// has): the tables of schema 8 (Habits, Repetitions, Checkmarks, Streak, Score), then what each
/// later version added, renamed or dropped, and `PRAGMA user_version` set to the version.
public struct LoopFixture {
    public struct Habit: Sendable {
        public var name: String
        public var question = ""
        public var description = ""
        /// An index into Loop's palette of 20 (schema 21 on); older schemas store it their way.
        public var color = 0
        public var frequency = (1, 1)
        public var measurable = false
        public var target = 0.0
        public var atMost = false
        public var unit = ""
        public var reminder: (Int, Int)?
        public var archived = false
        public var uuid: String?
        public var position = 0
        /// Days and Loop's values (2 yes, 3 skip, amounts in thousandths).
        public var entries: [(String, Int)] = []

        public init(name: String, question: String = "", description: String = "", color: Int = 0, frequency: (Int, Int) = (1, 1),
                    measurable: Bool = false, target: Double = 0, atMost: Bool = false, unit: String = "", reminder: (Int, Int)? = nil,
                    archived: Bool = false, uuid: String? = nil, position: Int = 0, entries: [(String, Int)] = []) {
            self.name = name
            self.question = question
            self.description = description
            self.color = color
            self.frequency = frequency
            self.measurable = measurable
            self.target = target
            self.atMost = atMost
            self.unit = unit
            self.reminder = reminder
            self.archived = archived
            self.uuid = uuid
            self.position = position
            self.entries = entries
        }
    }

    /// A new empty folder's address in the temporary folder (not made yet).
    public static func folder(_ prefix: String = "loop") -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    }

    /// The CSV export kept in Fixtures/loop-csv (see its README).
    public static let csvExport = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/loop-csv")

    /// The CSV export zipped as Loop ships it, in a temporary folder.
    public static func zippedCSVExport() throws -> URL {
        let url = folder("Loop Habits CSV").appendingPathExtension("zip")
        let archive = try Archive(url: url, accessMode: .create)
        let walker = FileManager.default.enumerator(atPath: csvExport.path)
        while let path = walker?.nextObject() as? String {
            if path.hasSuffix(".csv") { try archive.addEntry(with: path, relativeTo: csvExport) }
        }
        return url
    }

    /// A zip of the given files (path and text), in a temporary folder.
    public static func zip(_ files: [String: String]) throws -> URL {
        let url = folder("zip").appendingPathExtension("zip")
        let archive = try Archive(url: url, accessMode: .create)
        for (path, text) in files.sorted(by: { $0.key < $1.key }) {
            let data = Data(text.utf8)
            try archive.addEntry(with: path, type: .file, uncompressedSize: Int64(data.count)) { position, size in
                data.subdata(in: Int(position)..<Int(position) + size)
            }
        }
        return url
    }

    /// Sets the schema version a backup says it has (`PRAGMA user_version`).
    public static func setSchema(_ version: Int, of url: URL) throws {
        let queue = try Self.queue(at: url)
        try queue.writeWithoutTransaction { try $0.execute(sql: "PRAGMA user_version = \(version)") }
        try queue.close()
    }

    /// A SQLite database with a table that is not Loop's.
    public static func otherDatabase() throws -> URL {
        let url = folder("other").appendingPathExtension("db")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let queue = try Self.queue(at: url)
        try queue.writeWithoutTransaction { try $0.execute(sql: "CREATE TABLE notes (id integer, text text)") }
        try queue.close()
        return url
    }

    /// A database at `url` for writing a fixture: not synced to the disk after each statement,
    /// since a test's file need not survive a power cut (it makes writing one ten times faster).
    public static func queue(at url: URL) throws -> DatabaseQueue {
        var configuration = Configuration()
        configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA synchronous = OFF") }
        return try DatabaseQueue(path: url.path, configuration: configuration)
    }

    static let oldPalette = [0, 1, 4, 5, 7, 8, 9, 10, 13, 14, 15, 17, 19]
    static let argb: [Int: Int32] = [0: -2937041, 4: -415707, 7: -13070788, 8: -16742021, 10: -16540699]

    /// A backup of `schema` holding `habits`, at a new file in a temporary folder.
    public static func write(schema: Int, habits: [Habit], name: String = "backup.db") throws -> URL {
        let directory = folder("loop-fixture")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name)
        let queue = try Self.queue(at: url)
        try queue.writeWithoutTransaction { db in
            try db.execute(sql: createTables(schema: schema))
            for (index, habit) in habits.enumerated() {
                var columns: [String: DatabaseValueConvertible?] = [
                    "archived": habit.archived ? 1 : 0, "freq_num": habit.frequency.0, "freq_den": habit.frequency.1,
                    "highlight": 0, "name": habit.name, "position": habit.position == 0 ? index : habit.position,
                    "reminder_hour": habit.reminder?.0, "reminder_min": habit.reminder?.1,
                ]
                columns["color"] = schema >= 21 ? Int32(habit.color)
                    : schema >= 14 ? Int32(oldPalette.firstIndex(of: habit.color) ?? 0) : argb[habit.color] ?? -2937041
                if schema >= 23 {
                    columns["question"] = habit.question
                    columns["description"] = habit.description
                } else {
                    columns["description"] = habit.question
                }
                if schema >= 16 { columns["type"] = habit.measurable ? 1 : 0 }
                if schema >= 18 {
                    columns["target_value"] = habit.target
                    columns["target_type"] = habit.atMost ? 1 : 0
                    columns["unit"] = habit.unit
                }
                if schema >= 24 { columns["uuid"] = habit.uuid }
                let names = columns.keys.sorted()
                try db.execute(sql: "INSERT INTO Habits (id, \(names.joined(separator: ", "))) VALUES (?, \(names.map { _ in "?" }.joined(separator: ", ")))",
                               arguments: StatementArguments([Int64(index + 1)] + names.map { columns[$0]! }))
                for (day, value) in habit.entries {
                    let stamp = Int64(LocalDate(day)!.dayNumber) * 86_400_000
                    if schema >= 16 {
                        try db.execute(sql: "INSERT INTO Repetitions (habit, timestamp, value) VALUES (?, ?, ?)", arguments: [index + 1, stamp, value])
                    } else if value == 2 {
                        try db.execute(sql: "INSERT INTO Repetitions (habit, timestamp) VALUES (?, ?)", arguments: [index + 1, stamp])
                    }
                }
            }
            try db.execute(sql: "PRAGMA user_version = \(schema)")
        }
        try queue.close()
        return url
    }

    /// The tables of `schema`, as Loop's migrations leave them.
    static func createTables(schema: Int) -> String {
        var habits = ["id integer primary key autoincrement", "archived integer", "color integer", "description text",
                      "freq_den integer", "freq_num integer", "highlight integer", "name text", "position integer",
                      "reminder_hour integer", "reminder_min integer"]
        if schema < 26 { habits += ["skip_days integer", "skip_days_list integer"] }
        if schema >= 11 { habits.append("reminder_days integer not null default 127") }
        if schema >= 16 { habits.append("type integer not null default 0") }
        if schema >= 18 { habits += ["target_type integer not null default 0", "target_value real not null default 0", "unit text not null default ''"] }
        if schema >= 23 { habits.append("question text") }
        if schema >= 24 { habits.append("uuid text") }
        if schema >= 26 { habits += ["group_id integer", "group_uuid text"] }
        var repetitions = ["id integer primary key autoincrement", "habit integer references habits(id)", "timestamp integer"]
        if schema >= 16 { repetitions.append("value integer not null default 2") }
        if schema >= 25 { repetitions.append("notes text") }
        var sql = "CREATE TABLE Habits (\(habits.joined(separator: ", ")));\n"
        sql += "CREATE TABLE Repetitions (\(repetitions.joined(separator: ", ")));\n"
        if schema >= 22 { sql += "CREATE UNIQUE INDEX idx_repetitions_habit_timestamp ON Repetitions (habit, timestamp);\n" }
        if schema < 20 {
            sql += "CREATE TABLE Checkmarks (id integer primary key autoincrement, habit integer, timestamp integer, value integer);\n"
            sql += "CREATE TABLE Streak (id integer primary key autoincrement, end integer, habit integer, length integer, start integer);\n"
            sql += "CREATE TABLE Score (id integer primary key autoincrement, habit integer, score \(schema >= 17 ? "real" : "integer"), timestamp integer);\n"
        }
        if schema >= 19 { sql += "CREATE TABLE Events (id integer primary key autoincrement, timestamp integer, message text, server_id integer);\n" }
        if schema >= 26 {
            sql += "CREATE TABLE SharedIds (name text primary key, next_id integer not null);\n"
            sql += "CREATE TABLE HabitGroups (id integer primary key, archived integer, color integer, description text, highlight integer, name text, position integer, reminder_days integer, reminder_hour integer, reminder_min integer, question text, uuid text);\n"
        }
        return sql
    }
}
