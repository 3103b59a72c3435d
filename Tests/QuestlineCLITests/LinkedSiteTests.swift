import Foundation
import Testing

/// `questline build` on a site folder whose `content/` and `Templates/` are links to folders
/// elsewhere (one theme shared by several games): it builds, and builds again when a file changes
/// where they lead, rather than saying it is up to date.
@Suite("A site whose content and Templates are links")
struct LinkedSiteTests {
    @Test("It builds through the links, and an edit where they lead is built, not taken as up to date")
    func buildsThroughLinks() throws {
        let top = FileManager.default.temporaryDirectory.appendingPathComponent("questline-linked-site-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: top) }
        let site = top.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        for folder in ["content", "Templates"] {
            try FileManager.default.copyItem(at: BuildCommandTests.repositoryRoot.appendingPathComponent(folder),
                                             to: top.appendingPathComponent("shared-" + folder))
            try FileManager.default.createSymbolicLink(atPath: site.appendingPathComponent(folder).path, withDestinationPath: "../shared-" + folder)
        }
        let build = ["build", "--site", site.path, "--as-of", "2026-06-13T20:00"]
        let first = try BuildCommandTests.run(build)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.hasPrefix("built 17 pages"), "\(first.stdout)")
        #expect(try BuildCommandTests.run(build).stdout.hasPrefix("up to date"))

        let game = top.appendingPathComponent("shared-content/game.yaml")
        let text = try String(contentsOf: game, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "title: Sam's Birthday Quest", with: "title: Sam's Linked Quest").utf8).write(to: game)
        let again = try BuildCommandTests.run(build)
        #expect(again.status == 0 && again.stdout.hasPrefix("built 17 pages"), "\(again.stdout)")
        #expect(try String(contentsOf: site.appendingPathComponent("output/index.html"), encoding: .utf8).contains("Sam&#39;s Linked Quest"))

        let layout = top.appendingPathComponent("shared-Templates/layout.mustache")
        try Data((try String(contentsOf: layout, encoding: .utf8) + "<!-- linked theme -->\n").utf8).write(to: layout)
        #expect(try BuildCommandTests.run(build).stdout.hasPrefix("built 17 pages"))
        #expect(try String(contentsOf: site.appendingPathComponent("output/index.html"), encoding: .utf8).contains("<!-- linked theme -->"))
    }
}
