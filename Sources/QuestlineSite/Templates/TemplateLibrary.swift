import Mustache
import QuestlineCore

/// Templates parsed once, before any page renders; parse errors name the file, line and column.
struct TemplateLibrary: Sendable {
    let library: MustacheLibrary
    /// What `TemplateCheck` found that still renders: a partial that is not there.
    let warnings: [Diagnostic]

    /// The templates every site needs; a missing one is an error, not an empty page.
    static let required = ["layout"] + PageKind.allCases.map(\.template)

    init(_ templates: SiteTemplates) throws {
        HTMLEscaping.registered
        // Before the parser sees them: a template nested too deep would overflow its stack.
        let checked = TemplateCheck.diagnostics(of: templates.templates)
        if checked.hasErrors { throw QuestlineError(checked.errors) }
        var library = MustacheLibrary()
        var diagnostics: [Diagnostic] = []
        for name in templates.templates.keys.sorted() {
            let file = "Templates/\(name).mustache"
            do {
                try library.register(HTMLEscaping.pragma + templates.templates[name]!, named: name)
            } catch let error as MustacheTemplate.ParserError {
                // The pragma's line comes first: the template's own lines are one further down.
                diagnostics.append(.error(Self.explain(error.error),
                                          at: SourceLocation(file: file, line: max(1, error.context.lineNumber - 1), column: error.context.columnNumber)))
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
        self.warnings = checked
    }

    /// swift-mustache's parser errors, in words.
    static func explain(_ error: Error) -> String {
        switch error as? MustacheTemplate.Error {
        case .sectionCloseNameIncorrect: "a closing tag {{/…}} does not match the section it closes"
        case .unfinishedName: "a tag is not finished: expected }}"
        case .expectedSectionEnd: "a section {{#…}} or {{^…}} is never closed with {{/…}}"
        case .invalidSetDelimiter: "a set-delimiter tag {{=… …=}} is badly formed"
        case .transformAppliedToInheritanceSection: "a transform cannot be applied to an inherited section"
        case .illegalTokenInsideInheritSection, .textInsideInheritSection:
            "inside {{<layout}} only {{$block}} sections may appear"
        case .invalidConfigVariableSyntax, .unrecognisedConfigVariable: "unknown {{% … }} configuration tag"
        case nil: "template error: \(error)"
        }
    }

    func render(_ context: [String: Any], template: String) -> String? {
        library.render(context, withTemplate: template)
    }
}
