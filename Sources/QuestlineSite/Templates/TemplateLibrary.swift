import Mustache
import QuestlineCore

/// Templates parsed once, before any page renders; parse errors name the file, line and column.
struct TemplateLibrary: Sendable {
    let library: MustacheLibrary

    /// The templates every site needs; a missing one is an error, not an empty page.
    static let required = ["layout"] + PageKind.allCases.map(\.template)

    init(_ templates: SiteTemplates) throws {
        var library = MustacheLibrary()
        var diagnostics: [Diagnostic] = []
        for name in templates.templates.keys.sorted() {
            let file = "Templates/\(name).mustache"
            do {
                try library.register(templates.templates[name]!, named: name)
            } catch let error as MustacheTemplate.ParserError {
                diagnostics.append(.error("template: \(error.error)",
                                          at: SourceLocation(file: file, line: error.context.lineNumber, column: error.context.columnNumber)))
            } catch {
                diagnostics.append(.error("template: \(error)", at: SourceLocation(file: file)))
            }
        }
        for name in Self.required where templates.templates[name] == nil {
            diagnostics.append(.error("missing template \(name).mustache", at: SourceLocation(file: "Templates/\(name).mustache"),
                                      hint: "copy it from the Templates folder of a new site (questline init)"))
        }
        if !diagnostics.isEmpty { throw QuestlineError(diagnostics) }
        self.library = library
    }

    func render(_ context: [String: Any], template: String) -> String? {
        library.render(context, withTemplate: template)
    }
}
