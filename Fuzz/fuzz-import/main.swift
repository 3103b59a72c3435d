import Foundation
import FuzzSupport
import QuestlineCore
import QuestlineImport

// The input is a Loop CSV export: Habits.csv, then after a NUL byte the first habit's
// Checkmarks.csv, then after another the second's. An export Loop would refuse may be refused;
// one that is read is imported into a new game, and that game must pass `questline check`:
// an import never writes a game with errors.
let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("questline-fuzz-import-\(getpid())")
let oslo = TimeZone(identifier: "Europe/Oslo")!
let asOf = Date(timeIntervalSince1970: 1_781_373_600)

exit(fuzz { data, size in
    guard let data else { return 0 }
    let parts = Array(UnsafeBufferPointer(start: data, count: size)).split(separator: 0, maxSplits: 2, omittingEmptySubsequences: false)
    var files = ["Habits.csv": Data(parts[0])]
    if parts.count > 1 { files["001 Meditate/Checkmarks.csv"] = Data(parts[1]) }
    if parts.count > 2 { files["002 Run/Checkmarks.csv"] = Data(parts[2]) }
    guard let backup = try? LoopCSVExport.read(files: files, name: "fuzz.zip") else { return 0 }
    try? FileManager.default.removeItem(at: folder)
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let options = LoopImportOptions(timeZone: oslo, today: LocalDate(year: 2026, month: 6, day: 13)!)
    guard (try? LoopImport.run(backup, into: folder, options: options)) != nil else { return 0 }
    let check = GameCheck.run(source: DirectorySource(root: folder), asOf: asOf)
    if check.hasErrors {
        fatalError("the import wrote a game with errors:\n" + check.diagnostics.map(\.description).joined(separator: "\n"))
    }
    return 0
})
