import CSV
import Foundation
import QuestlineCore

/// Reads Loop's CSV export (`Loop Habits CSV ….zip`, or the folder it unpacks to): `Habits.csv`
/// lists the habits, and a folder per habit, `001 Name/`, holds its `Checkmarks.csv`.
///
/// The columns are those Loop's `HabitList.writeCSV` and `HabitsCSVExporter` write, in each of
/// their versions: `Position, Name, Type, Question, Description, FrequencyNumerator,
/// FrequencyDenominator, Color, Unit, Target Type, Target Value, Archived?` today, and
/// `NumRepetitions` and `Interval` for the frequency in older exports. A checkmark's value is a
/// name (`YES_MANUAL`, `YES_AUTO`, `NO`, `SKIP`, `UNKNOWN`) or Loop's number for it; a
/// measurable habit's is its amount in thousandths.
public enum LoopCSVExport {
    /// The export's files by path inside it (`Habits.csv`, `001 Run/Checkmarks.csv`); `name`
    /// names the export in messages.
    public static func read(files: [String: Data], name: String) throws -> LoopBackup {
        // A zip may hold the export inside one folder: paths are taken from Habits.csv's folder.
        guard let habitsPath = files.keys.filter({ $0 == "Habits.csv" || $0.hasSuffix("/Habits.csv") }).min(by: { $0.count < $1.count }),
              let habitsData = files[habitsPath] else {
            throw QuestlineError("\(name) is not a Loop CSV export: it has no Habits.csv",
                                 at: SourceLocation(file: name),
                                 hint: "in Loop, Settings → Export as CSV makes the .zip to import")
        }
        let base = String(habitsPath.dropLast("Habits.csv".count))
        let habitsFile = name + "/" + habitsPath
        let table = try rows(habitsData, file: habitsFile)
        let header = table.header
        func column(_ names: String...) -> Int? { names.lazy.compactMap { header.firstIndex(of: $0) }.first }
        func required(_ names: String...) throws -> Int {
            if let index = names.lazy.compactMap({ header.firstIndex(of: $0) }).first { return index }
            throw QuestlineError("Habits.csv has no '\(names[0])' column (its columns are: \(header.joined(separator: ", ")))",
                                 at: SourceLocation(file: habitsFile, line: 1, column: 1),
                                 hint: "import the Habits.csv that Loop wrote, with its first line as it was")
        }
        let position = try required("Position"), nameColumn = try required("Name")
        let numerator = try required("FrequencyNumerator", "NumRepetitions")
        let denominator = try required("FrequencyDenominator", "Interval")
        let folders = Set(files.keys.compactMap { path -> String? in
            guard path.hasPrefix(base), path.hasSuffix("/Checkmarks.csv") else { return nil }
            let folder = path.dropFirst(base.count).dropLast("/Checkmarks.csv".count)
            return folder.contains("/") ? nil : String(folder)
        })
        var habits: [LoopHabit] = []
        for (line, row) in table.rows {
            func field(_ index: Int?) -> String { index.flatMap { row.indices.contains($0) ? row[$0] : nil }?.trimmingCharacters(in: .whitespaces) ?? "" }
            guard row.count >= header.count else {
                throw QuestlineError("line \(line) of Habits.csv has \(row.count) fields; its header has \(header.count)",
                                     at: SourceLocation(file: habitsFile, line: line, column: 1))
            }
            guard let times = Int(field(numerator)), let per = Int(field(denominator)) else {
                throw QuestlineError("line \(line) of Habits.csv has no whole-number frequency ('\(field(numerator))' in '\(field(denominator))')",
                                     at: SourceLocation(file: habitsFile, line: line, column: 1))
            }
            let measurable = field(column("Type")) == "NUMERICAL"
            var habit = LoopHabit(
                name: field(nameColumn), question: field(column("Question")), description: field(column("Description")),
                color: LoopCSVExport.color(field(column("Color"))), timesPerPeriod: (times, per),
                measure: measurable ? LoopMeasure(target: Self.target(field(column("Target Value"))), unit: field(column("Unit")),
                                                  atMost: field(column("Target Type")) == "AT_MOST") : nil,
                archived: field(column("Archived?")).lowercased() == "true")
            let prefix = field(position) + " "
            if let folder = folders.filter({ $0.hasPrefix(prefix) }).min(), let data = files[base + folder + "/Checkmarks.csv"] {
                (habit.entries, habit.unreadableEntries) = try entries(data, file: name + "/" + base + folder + "/Checkmarks.csv", measurable: measurable)
            }
            habits.append(habit)
        }
        return LoopBackup(kind: "Loop CSV export", habits: habits)
    }

    /// A measurable habit's target as written: 0 when there is none, infinity when it is no
    /// number (the report says it is not one Questline takes).
    static func target(_ text: String) -> Double {
        Double(text) ?? (text.isEmpty ? 0 : .infinity)
    }

    /// A habit's `Checkmarks.csv`: `Date,Value[,Notes]`, newest first, with or without its header;
    /// and how many of its lines hold a day or an amount out of Questline's range (`unreadable`).
    static func entries(_ data: Data, file: String, measurable: Bool) throws -> (entries: [LoopEntry], unreadable: Int) {
        let table = try rows(data, file: file, headerOptional: true)
        var byDay: [LocalDate: LoopEntry] = [:]
        var unreadable = 0
        for (line, row) in table.rows where !(row.count == 1 && row[0].isEmpty) {
            guard row.count >= 2 else {
                throw QuestlineError("line \(line) of Checkmarks.csv has \(row.count) field; it needs a date and a value",
                                     at: SourceLocation(file: file, line: line, column: 1))
            }
            guard let day = LocalDate(row[0].trimmingCharacters(in: .whitespaces)) else {
                throw QuestlineError("line \(line) of Checkmarks.csv has no date written YYYY-MM-DD: '\(row[0])'",
                                     at: SourceLocation(file: file, line: line, column: 1))
            }
            let text = row[1].trimmingCharacters(in: .whitespaces)
            let named = ["YES_MANUAL": 2, "YES_AUTO": 1, "NO": 0, "SKIP": 3, "UNKNOWN": -1][text]
            guard let value = named ?? Int(text) else {
                throw QuestlineError("line \(line) of Checkmarks.csv has an unknown value '\(text)'",
                                     at: SourceLocation(file: file, line: line, column: row[0].count + 2),
                                     hint: "values are YES_MANUAL, YES_AUTO, NO, SKIP, UNKNOWN or a number")
            }
            guard SupportedDates.contains(day), LoopEntry.inRange(value: value, measurable: measurable) else {
                unreadable += 1
                continue
            }
            if let mark = LoopEntry.mark(value: value, measurable: measurable) {
                byDay[day] = LoopEntry(day: day, mark: mark)
            }
        }
        return (byDay.values.sorted { $0.day < $1.day }, unreadable)
    }

    private static func color(_ text: String) -> String? {
        text.wholeMatch(of: /#[0-9A-Fa-f]{6}/) != nil ? text.uppercased() : nil
    }

    /// The header and the numbered rows of a CSV file (line numbers count a quoted line break).
    private static func rows(_ data: Data, file: String, headerOptional: Bool = false) throws -> (header: [String], rows: [(Int, [String])]) {
        guard var text = String(data: data, encoding: .utf8) else {
            throw QuestlineError("\(file.split(separator: "/").last ?? "") is not UTF-8 text", at: SourceLocation(file: file))
        }
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        let reader: CSVReader
        do { reader = try CSVReader(string: text, hasHeaderRow: false) } catch {
            throw QuestlineError("\(file.split(separator: "/").last ?? "") cannot be read as CSV (\(error))", at: SourceLocation(file: file, line: 1))
        }
        var all: [(Int, [String])] = []
        var line = 1
        while let row = reader.next() {
            all.append((line, row))
            line += 1 + row.reduce(0) { $0 + $1.filter { $0 == "\n" }.count }
        }
        if let error = reader.error {
            throw QuestlineError("\(file.split(separator: "/").last ?? "") cannot be read as CSV after line \(line - 1) (\(error))",
                                 at: SourceLocation(file: file, line: line))
        }
        guard let first = all.first else {
            if headerOptional { return ([], []) }
            throw QuestlineError("Habits.csv is empty; it needs its header line", at: SourceLocation(file: file, line: 1, column: 1))
        }
        if headerOptional, let date = first.1.first, LocalDate(date.trimmingCharacters(in: .whitespaces)) != nil {
            return ([], all)
        }
        return (first.1.map { $0.trimmingCharacters(in: .whitespaces) }, Array(all.dropFirst()))
    }
}
