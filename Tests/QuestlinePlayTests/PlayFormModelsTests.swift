import Foundation
import QuestlineCore
import Testing
@testable import QuestlinePlay

/// The forms play mode puts into the themed pages' slots, rendered with the built-in partials.
@Suite("Forms in the pages")
struct PlayFormModelsTests {
    let game = PlayPageTests().game
    let partials = PlayPartials(site: URL(fileURLWithPath: "/nonexistent-site"), language: "en")

    private func form(_ who: String, _ slot: PlaySlot) -> String? {
        let state = Engine.state(of: game, log: .empty, asOf: Date(timeIntervalSince1970: 1_781_000_000))
        let person = game.person(who) ?? game.people[0]
        let models = PlayFormModels(choices: PlayChoices(person: person, state: state), token: "tok\"en", strings: partials.strings,
                                    back: "/challenges/")
        return models.form(for: slot).map { partials.render($0.partial, $0.model) }
    }

    @Test("A player's open challenge gets its form in the built-in partial: token, challenge, the page to come back to, A/B")
    func complete() throws {
        let html = try #require(form("sam", PlaySlot(.complete, "duet")))
        #expect(html.contains("action=\"/play/act\"") && html.contains("name=\"token\" value=\"tok&quot;en\""))
        #expect(html.contains("name=\"challenge\" value=\"duet\"") && html.contains("name=\"back\" value=\"/challenges/\""))
        #expect(html.contains("name=\"option\" value=\"a\" required>") && html.contains("Sing") && html.contains("Dance"))
        #expect(html.contains("enctype=\"multipart/form-data\"") && html.contains("accept=\"image/*\" capture"))
        #expect(html.contains(">I did it!</button>"))
    }

    @Test("No form in another player's list, for a role that may not, or for what is not open")
    func none() {
        #expect(form("sam", PlaySlot(.complete, "duet", player: "emma")) == nil)
        #expect(form("jo", PlaySlot(.complete, "duet")) == nil)
        #expect(form("sam", PlaySlot(.reveal, "jo-dare")) == nil)
        #expect(form("sam", PlaySlot(.unlock, "video")) == nil, "Sam has no points yet")
        #expect(form("sam", PlaySlot(.complete, "no-such-challenge")) == nil)
        #expect(form("mum", PlaySlot(.points, "jo")) == nil, "a friend has no points to give")
    }

    @Test("A friend reveals her own dare; a parent gives and takes a player's points")
    func others() throws {
        let reveal = try #require(form("jo", PlaySlot(.reveal, "jo-dare")))
        #expect(reveal.contains("value=\"reveal\"") && reveal.contains("value=\"jo-dare\"") && reveal.contains("Secret swim"))
        let points = try #require(form("mum", PlaySlot(.points, "sam")))
        #expect(points.contains("value=\"award\"") && points.contains("value=\"spend\"") && points.contains("name=\"player\" value=\"sam\""))
        #expect(points.contains("Sam &lt;b&gt;") && !points.contains("<b>"))
    }

    @Test("A theme's own partial is used; one missing or broken falls back to the built-in one")
    func themed() throws {
        let site = FileManager.default.temporaryDirectory.appendingPathComponent("play-partials-\(UUID().uuidString)")
        let folder = site.appendingPathComponent("Templates/partials")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("<form class=\"mine\">{{challenge}}</form>".utf8).write(to: folder.appendingPathComponent("play-complete.mustache"))
        try Data("{{#broken}}".utf8).write(to: folder.appendingPathComponent("play-unlock.mustache"))
        let themed = PlayPartials(site: site, language: "en")
        #expect(themed.render("play-complete", ["challenge": "duet"]) == "<form class=\"mine\">duet</form>")
        #expect(themed.render("play-unlock", ["reward": "video"]).contains("name=\"reward\" value=\"video\""))
        #expect(themed.strings["play_done"] == "I did it!")
    }

    @Test("A theme's partial that would never finish, or that a build would not read, is the built-in one, and play lives on")
    func themedRefused() throws {
        let site = FileManager.default.temporaryDirectory.appendingPathComponent("play-partials-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: site) }
        let folder = site.appendingPathComponent("Templates/partials")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // Each would overflow the stack: the end of a serve --play with everyone's pages.
        try Data("<form>{{>play-complete}}</form>".utf8).write(to: folder.appendingPathComponent("play-complete.mustache"))
        try Data("{{>play-points}}".utf8).write(to: folder.appendingPathComponent("play-reveal.mustache"))
        try Data("{{>play-reveal}}".utf8).write(to: folder.appendingPathComponent("play-points.mustache"))
        let deep = String(repeating: "{{#reward}}", count: 5_000) + String(repeating: "{{/reward}}", count: 5_000)
        try Data(deep.utf8).write(to: folder.appendingPathComponent("play-unlock.mustache"))
        let themed = PlayPartials(site: site, language: "en")
        #expect(themed.render("play-complete", ["challenge": "duet"]).contains("name=\"challenge\" value=\"duet\""))
        #expect(themed.render("play-unlock", ["reward": "video"]).contains("name=\"reward\" value=\"video\""))
        // The cycle is broken where it closes: play-reveal is the built-in one, which play-points includes.
        #expect(themed.render("play-reveal", ["challenge": "jo-dare"]).contains("value=\"reveal\""))
        #expect(themed.render("play-points", ["player": "sam"]).contains("value=\"reveal\""))
        // A FIFO is not waited on, and a link out of the theme is not read.
        let secret = site.appendingPathComponent("secret.txt")
        try Data("<p>secret</p>".utf8).write(to: secret)
        for name in ["play-complete", "play-unlock", "play-reveal", "play-points"] {
            try FileManager.default.removeItem(at: folder.appendingPathComponent("\(name).mustache"))
        }
        #expect(mkfifo(folder.appendingPathComponent("play-complete.mustache").path, 0o600) == 0)
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("play-unlock.mustache"), withDestinationURL: secret)
        let linked = PlayPartials(site: site, language: "en")
        #expect(linked.render("play-complete", ["challenge": "duet"]).contains("name=\"challenge\" value=\"duet\""))
        #expect(!linked.render("play-unlock", ["reward": "video"]).contains("secret"))
    }

    @Test("After the action the browser goes back to the form's page, never to another site", arguments: [
        ("/challenges/", "/challenges/"), ("/rewards/jo-video/", "/rewards/jo-video/"), (nil, "/play/"), ("", "/play/"),
        ("//evil.example/", "/play/"), ("https://evil.example/", "/play/"), ("/\\evil.example", "/play/"), ("/a b", "/play/"),
        ("/x\r\nSet-Cookie: a=b", "/play/"),
    ] as [(String?, String)])
    func returnPath(back: String?, expected: String) {
        #expect(PlayForm(action: .complete, back: back).returnPath == expected)
    }
}
