import Foundation
import Testing
@testable import QuestlineSite

@Suite("Where the output folder may be")
struct OutputLocationTests {
    /// A site folder with content/ and Templates/ in a temporary folder that also holds a home.
    let root: URL
    var site: URL { root.appendingPathComponent("game") }
    var home: String { root.appendingPathComponent("home").path }

    init() throws {
        root = URL(fileURLWithPath: FileManager.default.temporaryDirectory.appendingPathComponent("questline-location-\(UUID().uuidString)").path)
            .resolvingSymlinksInPath()
        for folder in ["game/content/media", "game/Templates", "home/sites", "elsewhere"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
    }

    func reason(_ output: String) -> OutputLocationError.Reason? {
        let url = output.hasPrefix("/") ? URL(fileURLWithPath: output) : root.appendingPathComponent(output)
        do {
            try OutputLocation(folder: url, home: home).validate(site: site)
            return nil
        } catch {
            return error.reason
        }
    }

    @Test("Folders of the site's own, inside it or outside the game, are fine", arguments: [
        "game/output", "game/public", "game/output/deeper/still", "game/contents", "game/content-site", "game/.questline-out",
        "elsewhere", "elsewhere/new/site", "home/sites/game", "game/content/../output",
    ])
    func allowed(_ output: String) {
        #expect(reason(output) == nil)
    }

    @Test("The game's own folders, the root and the home folder are refused")
    func refused() {
        #expect(reason("game") == .site)
        #expect(reason("game/.") == .site)
        #expect(reason("game/output/..") == .site)
        #expect(reason(".") == .holdsSite(site.path))
        #expect(reason("game/content") == .inside("content"))
        #expect(reason("game/content/") == .inside("content"))
        #expect(reason("game/content/media/out") == .inside("content"))
        #expect(reason("game/Templates") == .inside("Templates"))
        #expect(reason("game/Templates/x/y") == .inside("Templates"))
        #expect(reason("game/.questline-cache") == .inside(".questline-cache"))
        #expect(reason("/") == .root)
        #expect(reason("home") == .home)
        #expect(reason(root.appendingPathComponent("home/").path + "/") == .home)
    }

    @Test("Links are followed before comparing: through a link into content/ is content/")
    func links() throws {
        let manager = FileManager.default
        try manager.createSymbolicLink(at: root.appendingPathComponent("elsewhere/to-content"), withDestinationURL: site.appendingPathComponent("content"))
        try manager.createSymbolicLink(at: root.appendingPathComponent("elsewhere/to-game"), withDestinationURL: site)
        try manager.createSymbolicLink(at: root.appendingPathComponent("elsewhere/to-home"), withDestinationURL: URL(fileURLWithPath: home))
        #expect(reason("elsewhere/to-content") == .inside("content"))
        #expect(reason("elsewhere/to-content/media/new/out") == .inside("content"))
        #expect(reason("elsewhere/to-game") == .site)
        #expect(reason("elsewhere/to-game/Templates") == .inside("Templates"))
        #expect(reason("elsewhere/to-home") == .home)
        #expect(reason("elsewhere/to-game/output") == nil)
        // `..` after a link: the system goes up from where the link leads, the writer from the link.
        #expect(reason("elsewhere/to-content/../Templates") == .inside("Templates"))
    }

    @Test("A content/ that is a link elsewhere is protected where it leads, and a folder holding it is refused")
    func linkedContent() throws {
        let site = root.appendingPathComponent("linked-game")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: site.appendingPathComponent("content"), withDestinationURL: root.appendingPathComponent("elsewhere"))
        func reason(_ output: String) -> OutputLocationError.Reason? {
            do { try OutputLocation(folder: root.appendingPathComponent(output), home: nil).validate(site: site); return nil } catch { return error.reason }
        }
        #expect(reason("elsewhere/out") == .inside("content"))
        #expect(reason("linked-game/output") == nil)
        let holder = root.appendingPathComponent("holder")
        try FileManager.default.createDirectory(at: holder.appendingPathComponent("real-content"), withIntermediateDirectories: true)
        try FileManager.default.removeItem(at: site.appendingPathComponent("content"))
        try FileManager.default.createSymbolicLink(at: site.appendingPathComponent("content"), withDestinationURL: holder.appendingPathComponent("real-content"))
        #expect(reason("holder") == .holds("content", holder.appendingPathComponent("real-content").path))
    }

    @Test("A folder that holds the home folder is refused; without a home, only the game's folders are")
    func homeFolder() throws {
        let people = root.appendingPathComponent("people"), me = people.appendingPathComponent("me")
        try FileManager.default.createDirectory(at: me, withIntermediateDirectories: true)
        func reason(_ output: URL, home: String?) -> OutputLocationError.Reason? {
            do { try OutputLocation(folder: output, home: home).validate(site: site); return nil } catch { return error.reason }
        }
        #expect(reason(people, home: me.path) == .holdsHome(me.path))
        #expect(reason(me, home: me.path) == .home)
        #expect(reason(me.appendingPathComponent("site"), home: me.path) == nil)
        #expect(reason(me, home: nil) == nil)
        #expect(reason(me, home: "") == nil)
    }

    @Test("The refusal is one sentence: what, why, and what to use instead")
    func sentence() throws {
        let error = try #require(throws: OutputLocationError.self) {
            try OutputLocation(folder: site.appendingPathComponent("content"), home: home).validate(site: site)
        }
        #expect(error.description == "refusing to build into \(site.path)/content: it is the site's content/ folder or inside it, where the pages would mix with your game's own files, and a build writes its files there and removes the ones it no longer makes; use a folder of the site's own instead, such as \(site.path)/output (the default), or an empty folder outside the game")
        #expect(!error.description.dropLast().contains(". "))
    }
}
