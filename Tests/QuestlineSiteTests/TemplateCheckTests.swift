import Foundation
import Testing
import QuestlineCore
@testable import QuestlineSite

/// Templates that would overflow swift-mustache's stack (and end the process that renders them:
/// a build, the dev server, play mode) are refused before they are parsed, at their tags.
@Suite("Templates that cannot finish")
struct TemplateCheckTests {
    private func refusal(_ change: (inout SiteTemplates) -> Void) throws -> [Diagnostic] {
        var templates = try Fixture.templates()
        change(&templates)
        let error = try #require(throws: QuestlineError.self) { try SiteBuilder(templates: templates) }
        return error.diagnostics
    }

    @Test("The default theme passes, nesting well inside the limit through its partials")
    func defaultTheme() throws {
        let templates = try Fixture.templates()
        #expect(TemplateCheck.diagnostics(of: templates.templates).isEmpty)
        let tags = templates.templates.mapValues(TemplateTags.init(scanning:))
        #expect(tags.values.map(\.depth).max()! < 16)
        // Counted through all they render (11 on 2026-11-27: a page, its layout, a partial), far from the limit.
        var graph = RenderGraph(tags)
        for name in tags.keys { graph.walk(.template(name)) }
        let deepest = tags.keys.compactMap { graph.depth[.template($0)] }.max() ?? 0
        #expect(deepest >= 8 && deepest <= 16, "\(deepest)")
        // Every partial the default theme includes is found where swift-mustache would find it.
        let included = Set(tags.values.flatMap { $0.includes.map(\.name) })
        #expect(included.contains("layout") && included.contains("partials/badge"))
        #expect(included.isSubset(of: Set(templates.templates.keys)))
    }

    @Test("A partial that includes itself is refused at the tag, not left to overflow the stack")
    func includesItself() throws {
        let diagnostics = try refusal { $0.templates["partials/badge"]! += "\n<p>{{>partials/badge}}</p>\n" }
        let error = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(error.message == "partials/badge → partials/badge: a template that includes itself never finishes rendering")
        #expect(error.location?.file == "Templates/partials/badge.mustache")
        let lines = try Fixture.templates().templates["partials/badge"]!.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(error.location?.line == lines + 1 && error.location?.column == 4)
        #expect(error.hint == "remove this {{>partials/badge}}, or include something else here")
    }

    @Test("Partials that include each other, and a layout that is its own parent, are refused once each")
    func cycles() throws {
        let twoPartials = try refusal {
            $0.templates["partials/a"] = "{{#x}}{{>partials/b}}{{/x}}"
            $0.templates["partials/b"] = "{{>partials/a}}"
            $0.templates["pages/history"]! += "{{>partials/a}}"
        }
        #expect(twoPartials.map(\.message) == ["partials/a → partials/b → partials/a: a template that includes itself never finishes rendering"])
        #expect(twoPartials.first?.location?.file == "Templates/partials/b.mustache")
        let layout = try refusal { $0.templates["layout"] = "{{<layout}}{{$main}}x{{/main}}{{/layout}}" }
        #expect(layout.map(\.message) == ["layout → layout: a template that includes itself never finishes rendering"])
        #expect(layout.first?.hint == "remove this {{<layout}}, or include something else here", "the tag as it was written")
    }

    @Test("A block whose override expands it again, directly or through a partial, is refused at the tag")
    func blockCycles() throws {
        let direct = try refusal {
            $0.templates["pages/history"] = "{{<layout}}\n{{$main}}\n<p>x</p>{{$main}}inner{{/main}}\n{{/main}}\n{{/layout}}\n"
        }
        #expect(direct.map(\.message) == ["{{$main}} → {{$main}}: a block whose override renders it again never finishes rendering"])
        #expect(direct.first?.location == SourceLocation(file: "Templates/pages/history.mustache", line: 3, column: 9))
        let throughPartial = try refusal {
            $0.templates["partials/again"] = "<div>{{$main}}{{/main}}</div>"
            $0.templates["pages/goals"] = "{{<layout}}{{$main}}{{#goals}}{{>partials/again}}{{/goals}}{{/main}}{{/layout}}"
        }
        #expect(throughPartial.map(\.message) == ["{{$main}} → partials/again → {{$main}}: a block whose override renders it again never finishes rendering"])
        #expect(throughPartial.first?.location?.file == "Templates/partials/again.mustache")
        // A block inside an override, with no override of its own, renders its default: nothing comes back.
        var templates = try Fixture.templates()
        templates.templates["pages/goals"] = "{{<layout}}{{$main}}{{$aside}}<aside>x</aside>{{/aside}}{{/main}}{{/layout}}"
        #expect(TemplateCheck.diagnostics(of: templates.templates).isEmpty)
    }

    @Test("Sections nested thousands deep are refused before the parser recurses into them")
    func nestedDeep() throws {
        let depth = 5_000
        let diagnostics = try refusal {
            $0.templates["pages/goals"]! += String(repeating: "{{#a}}", count: depth) + String(repeating: "{{/a}}", count: depth)
        }
        #expect(diagnostics.map(\.message) == ["sections nest 5000 deep; a template may nest them at most 64 deep"])
        #expect(diagnostics.first?.location?.file == "Templates/pages/goals.mustache")
        // At the limit itself, the template is parsed and renders.
        var templates = try Fixture.templates()
        templates.templates["partials/deep"] = String(repeating: "{{#t}}", count: TemplateCheck.depthLimit - 1) + "deep"
            + String(repeating: "{{/t}}", count: TemplateCheck.depthLimit - 1)
        #expect(throws: Never.self) { try SiteBuilder(templates: templates) }
    }

    @Test("Nesting is counted through the partials a template includes")
    func nestedThroughPartials() throws {
        let diagnostics = try refusal {
            let thirty = String(repeating: "{{#t}}", count: 30), closed = String(repeating: "{{/t}}", count: 30)
            $0.templates["partials/one"] = thirty + "{{>partials/two}}" + closed
            $0.templates["partials/two"] = thirty + "{{>partials/three}}" + closed
            $0.templates["partials/three"] = thirty + "x" + closed
        }
        // 30 sections, a level for the partial, 30 more, another level, 30 more.
        #expect(diagnostics.map(\.message).contains("sections nest 92 deep in partials/one, counted through the partials and blocks it renders; templates may nest them at most 64 deep"))
    }

    @Test("A chain of partials each including the next is counted a level a partial, and the check never follows it past the limit")
    func longChain() throws {
        let diagnostics = try refusal {
            for index in 0..<20_000 { $0.templates["partials/p\(index)"] = "{{>partials/p\(index + 1)}}" }
            $0.templates["partials/p20000"] = "end"
        }
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.hasPrefix("templates include each other more than 64 deep: partials/p0 → partials/p1 → ") == true)
    }

    @Test("A partial named by the page's data cannot be checked, so it is refused")
    func dynamicPartial() throws {
        let diagnostics = try refusal { $0.templates["pages/history"]! += "{{> *heading }}" }
        #expect(diagnostics.first?.message.hasPrefix("{{>*heading}} names its partial from the page's data") == true)
    }

    @Test("A partial that is not there renders as nothing, as before, and the build says so")
    func missingPartial() throws {
        var templates = try Fixture.templates()
        templates.templates["pages/history"]! += "\n{{>partials/bagde}}"
        let fixture = Fixture(files: [
            "content/game.yaml": Fixture.game(),
            "content/people.yaml": "- id: ada\n  name: Ada\n  role: child\n",
            "content/challenges.yaml": "- id: read\n  title: Read\n  category: habits\n  points: 5\n",
        ])
        let output = try SiteBuilder(templates: templates).build(try fixture.state(), media: InMemorySource(fixture.files))
        #expect(output.text("history/index.html") != nil)
        let warning = try #require(output.warnings.first { $0.message.contains("bagde") })
        #expect(warning.message == "there is no template partials/bagde: {{>partials/bagde}} renders as nothing")
        #expect(warning.location?.file == "Templates/pages/history.mustache")
    }

    @Test("Tags are found as the parser finds them: after new delimiters, not inside comments, past triple braces")
    func delimiters() throws {
        // A cycle hidden behind other delimiters is found.
        let hidden = try refusal { $0.templates["partials/badge"]! += "{{=<% %>=}}<%> partials/badge %>" }
        #expect(hidden.first?.message == "partials/badge → partials/badge: a template that includes itself never finishes rendering")
        // A partial named in a comment, or in text that only looks like a tag, is no include.
        let quiet = TemplateTags(scanning: "{{! {{>partials/x}} }}{ {>y}}{{{raw}}}}{{#a}}{{>partials/z}}{{/a}}<%>w%>")
        #expect(quiet.includes.map(\.name) == ["partials/z"])
        #expect(quiet.includes.first?.depth == 1 && quiet.depth == 1)
        // Lines and columns are the file's own, counted in characters.
        let placed = TemplateTags(scanning: "é\n  {{#a}}\n{{#b}}{{>p}}")
        #expect(placed.includes.first?.place == TemplateTags.Place(line: 3, column: 7))
        #expect(placed.deepestPlace == TemplateTags.Place(line: 3, column: 1) && placed.depth == 2)
        // A set-delimiter tag the parser refuses stops the scan where the parser stops.
        #expect(TemplateTags(scanning: "{{= <% =}}{{>p}}").includes.isEmpty)
    }
}
