import Foundation
import Testing
import QuestlineCore
@testable import QuestlineSite

@Suite("A person's model")
struct PersonModelTests {
    /// Someone the game does not know (no one, for a challenge without a setter) inside a page
    /// whose own person has an avatar and a link.
    @Test("Someone unknown shows their initial, never an avatar or link found further up", arguments: [nil, "ghost"])
    func unknown(_ id: String?) throws {
        var templates = try Fixture.templates()
        templates.templates["probe"] = "{{#who}}{{>partials/avatar}}<a href=\"{{href}}\">{{name}}</a>{{/who}}"
        let library = try TemplateLibrary(templates)
        let source = InMemorySource([
            "content/game.yaml": "format: 1\ntitle: T\ntimezone: UTC\nstarts: 2026-06-01\nid: 6f1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d\n",
            "content/people.yaml": "- {id: sam, name: Sam, role: player, avatar: \"🦄\"}\n",
        ])
        let state = try #require(GameCheck.run(source: source, asOf: Date(timeIntervalSince1970: 1_780_000_000)).state)
        let site = SiteContext(state: state, strings: UIStrings(language: "en", values: [:]), options: SiteBuildOptions())
        var page = site.person("sam", root: "../")
        page["avatarImage"] = "../media/sam.png"
        page["who"] = site.person(id, root: "../")
        let html = try #require(library.render(page, template: "probe"))
        #expect(!html.contains("<img") && !html.contains("🦄") && !html.contains("people/sam"), "\(html)")
        #expect(html.contains("<a href=\"\">\(id ?? "")</a>"), "\(html)")
        #expect(html.contains(">\(id.map { String($0.prefix(1)) } ?? "")</span>"), "\(html)")
    }
}
