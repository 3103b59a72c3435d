import Foundation
import Testing

/// `--site` naming a folder that is not there, or a file: every command that reads a game says
/// so as a usage error and makes nothing; `import` may still make a new game's folder.
@Suite("A --site that is not a folder")
struct SiteFolderTests {
    static let commands: [[String]] = [
        ["build"], ["check"], ["serve", "--port", "0"], ["snapshot"], ["log"], ["keys"],
        ["award", "3", "--player", "sam"], ["complete", "swim", "--player", "sam"],
    ]

    @Test("A missing folder or a file is a usage error that names it, and nothing is made", arguments: commands)
    func notAFolder(_ command: [String]) throws {
        let top = FileManager.default.temporaryDirectory.appendingPathComponent("questline-site-option-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: top, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: top) }
        let missing = top.appendingPathComponent("my-gaem").path
        let run = try CLI.run(command + ["--site", missing], stopAfter: 30)
        #expect(run.status == 64, "\(run.stderr)")
        #expect(run.stderr.contains("--site \(missing): there is no such folder"), "\(run.stderr)")
        #expect(run.stderr.contains("questline init \(missing)"))
        let file = top.appendingPathComponent("notes.txt")
        try Data("not a game".utf8).write(to: file)
        let onFile = try CLI.run(command + ["--site", file.path], stopAfter: 30)
        #expect(onFile.status == 64)
        #expect(onFile.stderr.contains("--site \(file.path) is a file, not a folder"), "\(onFile.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: top.path) == ["notes.txt"])
    }
}
