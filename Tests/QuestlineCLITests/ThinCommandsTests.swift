import Foundation
import Testing

/// The CLI is a thin layer (issue #32): each command parses, calls the libraries and prints.
@Suite("Thin commands")
struct ThinCommandsTests {
    @Test("Every file in Sources/questline/Commands is at most 90 lines")
    func commandFilesAreShort() throws {
        let folder = CLI.repositoryRoot.appendingPathComponent("Sources/questline/Commands")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        #expect(!names.isEmpty)
        for name in names.sorted() {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count - (text.hasSuffix("\n") ? 1 : 0)
            #expect(lines <= 90, "\(name) has \(lines) lines: move its decisions into a library")
        }
    }
}
