import Foundation
import Testing
import QuestlineCore
@testable import QuestlineSite

/// A theme or a game kept elsewhere and linked into the site folder (three games, one theme), and
/// links inside a theme: what is read through them, what is refused, and what the inputs' hash sees.
@Suite("Linked theme and content folders")
struct LinkedFoldersTests {
    /// A folder with a site folder in it and a theme and a game beside it.
    final class Place {
        let top = FileManager.default.temporaryDirectory.appendingPathComponent("questline-linked-\(UUID().uuidString)")
        var site: URL { top.appendingPathComponent("site") }

        init() throws {
            try write("theme/layout.mustache", "<main>{{{main}}}</main>")
            try write("theme/pages/home.mustache", "home")
            try write("theme/assets/site.css", "body {}")
            try write("game/game.yaml", "title: A")
            try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        }

        deinit { try? FileManager.default.removeItem(at: top) }

        func write(_ path: String, _ text: String) throws {
            let url = top.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }

        /// A symbolic link at `path` (from the top) to `destination` (a path as written in the link).
        func link(_ path: String, to destination: String) throws {
            try FileManager.default.createSymbolicLink(atPath: top.appendingPathComponent(path).path, withDestinationPath: destination)
        }

        func templates() throws -> SiteTemplates { try SiteTemplates.read(folder: site.appendingPathComponent("Templates")) }
    }

    @Test("A Templates folder that is a link is read where it leads, and a link inside it to one of its files too")
    func linkedTheme() throws {
        let place = try Place()
        try place.link("site/Templates", to: "../theme")
        try place.write("theme/shared/nav.mustache", "nav")
        try FileManager.default.createDirectory(at: place.top.appendingPathComponent("theme/partials"), withIntermediateDirectories: true)
        try place.link("theme/partials/nav.mustache", to: "../shared/nav.mustache")
        let templates = try place.templates()
        #expect(templates.templates["pages/home"] == "home")
        #expect(templates.templates["partials/nav"] == "nav")
        #expect(templates.assets["site.css"] == Data("body {}".utf8))
    }

    @Test("A link out of the theme, to a folder, or to nothing, and a FIFO, are errors at their names", arguments: [
        "outside", "folder", "nowhere", "fifo",
    ])
    func refused(kind: String) throws {
        let place = try Place()
        try place.link("site/Templates", to: "../theme")
        try place.write("secret.txt", "the neighbour's diary")
        try place.write("theme/more/a.css", "a {}")
        let expected: String
        switch kind {
        case "outside":
            try place.link("theme/assets/secret.txt", to: place.top.appendingPathComponent("secret.txt").path)
            expected = "Templates/assets/secret.txt: error: Templates/assets/secret.txt leads outside the Templates folder (through a symbolic link)"
        case "folder":
            try place.link("theme/assets/more", to: "../more")
            expected = "Templates/assets/more: error: Templates/assets/more is a link to a folder, which questline does not follow"
        case "nowhere":
            try place.link("theme/pages/gone.mustache", to: "nothing.mustache")
            expected = "Templates/pages/gone.mustache: error: Templates/pages/gone.mustache is a symbolic link that leads nowhere"
        default:
            #expect(mkfifo(place.top.appendingPathComponent("theme/pages/today.mustache").path, 0o600) == 0)
            expected = "Templates/pages/today.mustache: error: Templates/pages/today.mustache is a FIFO, a socket or a device, not a plain file"
        }
        do {
            _ = try place.templates()
            Issue.record("read")
        } catch let error as QuestlineError {
            #expect(Self.firstLine(error) == expected)
        }
    }

    @Test("The strings alone (snapshot, play mode) are looked at as the whole theme is: a FIFO or a link out is an error at its name",
          arguments: ["fifo", "outside"])
    func stringsAlone(kind: String) throws {
        let place = try Place()
        try place.link("site/Templates", to: "../theme")
        try place.write("theme/strings/en.yaml", "home: Home\n")
        try place.write("secret.yaml", "home: the neighbour's diary\n")
        if kind == "fifo" {
            #expect(mkfifo(place.top.appendingPathComponent("theme/strings/fr.yaml").path, 0o600) == 0)
        } else {
            try place.link("theme/strings/fr.yaml", to: place.top.appendingPathComponent("secret.yaml").path)
        }
        let words = kind == "fifo" ? "is a FIFO, a socket or a device, not a plain file" : "leads outside the Templates folder (through a symbolic link)"
        do {
            _ = try SiteTemplates.readStrings(folder: place.site.appendingPathComponent("Templates"))
            Issue.record("read")
        } catch let error as QuestlineError {
            #expect(Self.firstLine(error) == "Templates/strings/fr.yaml: error: Templates/strings/fr.yaml \(words)")
        }
        try FileManager.default.removeItem(at: place.top.appendingPathComponent("theme/strings/fr.yaml"))
        #expect(try SiteTemplates.readStrings(folder: place.site.appendingPathComponent("Templates")) == ["en": "home: Home\n"])
    }

    static func firstLine(_ error: QuestlineError) -> String? {
        error.diagnostics.first.map { "\($0.location?.description ?? "-"): \($0.severity.rawValue): \($0.message)" }
    }

    @Test("The inputs' hash sees the files of a content and a Templates folder that are links")
    func hashThroughLinks() throws {
        let place = try Place()
        try place.link("site/Templates", to: "../theme")
        try place.link("site/content", to: "../game")
        func hash() throws -> UInt64 { try BuildInputs.hash(siteFolder: place.site, settings: []) }
        let first = try hash()
        try place.write("game/game.yaml", "title: B")
        let second = try hash()
        #expect(second != first)
        try place.write("theme/pages/home.mustache", "home again")
        #expect(try hash() != second)
        #expect(try BuildInputs.contentHash(siteFolder: place.site) == BuildInputs.hashes(siteFolder: place.site, settings: []).content)
    }
}
