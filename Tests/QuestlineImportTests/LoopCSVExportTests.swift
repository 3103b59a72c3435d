import Foundation
import LoopFixtures
import QuestlineCore
import Testing
@testable import QuestlineImport

@Suite("Reading Loop's CSV export")
struct LoopCSVExportTests {
    func check(_ backup: LoopBackup) {
        #expect(backup.kind == "Loop CSV export")
        #expect(backup.habits.map(\.name) == ["Meditate", "Run", "Gym", "Leer 📚"])
        let meditate = backup.habits[0]
        #expect(meditate.question == "Did you meditate?")
        #expect(meditate.description == "Ten minutes, eyes closed")
        #expect(meditate.color == "#388E3C")
        #expect(meditate.entries.map(\.day.description) == ["2024-03-01", "2024-03-03", "2024-03-04", "2024-03-05"])
        #expect(meditate.entries.map(\.mark) == [.done, .done, .skipped, .done])
        #expect(backup.habits[1].measure == LoopMeasure(target: 5, unit: "km", atMost: false))
        #expect(backup.habits[1].entries.map(\.mark) == [.amount(5.2), .amount(7.5)])
        // YES_AUTO days are Loop's guess from the frequency, not completions.
        #expect(backup.habits[2].timesPerPeriod == (3, 7))
        #expect(backup.habits[2].entries.map(\.day.description) == ["2024-03-01", "2024-03-03"])
        #expect(backup.habits[3].archived)
        #expect(backup.habits[3].isDaily)
        #expect(backup.habits[3].entries.count == 2)
    }

    @Test("The unpacked folder reads")
    func folderReads() throws { check(try LoopSource.read(LoopFixture.csvExport, name: "loop-csv")) }

    @Test("The zip reads the same")
    func zipReads() throws { check(try LoopSource.read(try LoopFixture.zippedCSVExport(), name: "export.zip")) }

    @Test("Habits.csv without a needed column is an error at its first line")
    func missingColumn() throws {
        let files = ["Habits.csv": Data("Position,Name,Color\n001,Run,#D32F2F\n".utf8)]
        let error = try #require(throws: QuestlineError.self) { try LoopCSVExport.read(files: files, name: "export") }
        #expect(error.description == "export/Habits.csv:1:1: error: Habits.csv has no 'FrequencyNumerator' column (its columns are: Position, Name, Color)\n  hint: import the Habits.csv that Loop wrote, with its first line as it was")
    }

    @Test("A short line, a bad date and an unknown value are errors at their lines")
    func badLines() throws {
        let header = "Position,Name,FrequencyNumerator,FrequencyDenominator\n"
        let short = try #require(throws: QuestlineError.self) {
            try LoopCSVExport.read(files: ["Habits.csv": Data((header + "001,Run,1,1\n002,Gym\n").utf8)], name: "e")
        }
        #expect(short.diagnostics.first?.location == SourceLocation(file: "e/Habits.csv", line: 3, column: 1))
        let files: [String: Data] = ["Habits.csv": Data((header + "001,Run,1,1\n").utf8),
                                     "001 Run/Checkmarks.csv": Data("Date,Value\n2024-03-01,2\n2024-13-01,2\n".utf8)]
        let date = try #require(throws: QuestlineError.self) { try LoopCSVExport.read(files: files, name: "e") }
        #expect(date.description.hasPrefix("e/001 Run/Checkmarks.csv:3:1: error: line 3 of Checkmarks.csv has no date written YYYY-MM-DD"))
        let value = try #require(throws: QuestlineError.self) {
            try LoopCSVExport.read(files: ["Habits.csv": files["Habits.csv"]!, "001 Run/Checkmarks.csv": Data("Date,Value\n2024-03-01,MAYBE\n".utf8)], name: "e")
        }
        #expect(value.diagnostics.first?.location == SourceLocation(file: "e/001 Run/Checkmarks.csv", line: 2, column: 12))
    }

    @Test("A zip cut short is damaged, said without ZIPFoundation's case names")
    func cutShort() throws {
        let url = try LoopFixture.zippedCSVExport()
        let whole = try Data(contentsOf: url)
        let cut = url.deletingLastPathComponent().appendingPathComponent("cut.zip")
        try whole.prefix(whole.count / 2).write(to: cut)
        let error = try #require(throws: QuestlineError.self) { try LoopSource.read(cut, name: "cut.zip") }
        #expect(error.diagnostics.first?.message == "cut.zip is a damaged zip: its table of contents cannot be read (cut short?)")
    }

    @Test("A zip without Habits.csv is not a Loop export")
    func noHabits() throws {
        let url = try LoopFixture.zip(["notes.txt": "hi"])
        let error = try #require(throws: QuestlineError.self) { try LoopSource.read(url, name: "other.zip") }
        #expect(error.diagnostics.first?.message == "other.zip is not a Loop CSV export: it has no Habits.csv")
    }

    @Test("More CSV than a Loop export holds is refused before it is all in memory, from a zip or a folder")
    func tooBig() throws {
        // A zip of a few kilobytes can unpack to gigabytes: each file is within the limit, the sum is not.
        let csv = String(repeating: "2024-03-01,2\n", count: 100)
        let files = ["Habits.csv": csv, "001 Run/Checkmarks.csv": csv, "002 Gym/Checkmarks.csv": csv]
        let zip = try LoopFixture.zip(files)
        let error = try #require(throws: QuestlineError.self) { try LoopSource.zipFiles(zip, name: "bomb.zip", budget: 3_000) }
        #expect(error.description == "bomb.zip: error: bomb.zip holds more than 3000 bytes of CSV files, more than a Loop export does; nothing was imported\n  hint: export CSV from Loop again, or import its full backup (a .db file)")
        #expect(try LoopSource.zipFiles(zip, name: "bomb.zip", budget: 4_000).count == 3)
        let folder = LoopFixture.folder("big-export")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        #expect(throws: QuestlineError.self) { try LoopSource.folderFiles(folder, name: "big-export", budget: 3_000) }
        #expect(try LoopSource.folderFiles(folder, name: "big-export", budget: 4_000).count == 3)
    }
}
