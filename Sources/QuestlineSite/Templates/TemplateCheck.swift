import QuestlineCore

/// What a theme's templates must not do, found before any of them is parsed or rendered:
/// whatever would overflow swift-mustache's stack and end the process (`TemplateTags`), and
/// a partial that is not there, which renders as nothing.
///
/// - Sections, included templates and expanded blocks may nest at most `depthLimit` deep, each
///   partial, parent and block override a level of its own (the default theme nests about a dozen).
/// - Nothing may render itself again: a partial that includes itself, through any number of
///   others, or a block override that expands its own block.
/// - A partial named by the page's data (`{{>*name}}`) cannot be checked, so it is refused.
public enum TemplateCheck {
    public static let depthLimit = 64

    /// The names of the templates that carry an error (`diagnostics(of:)`), for a library that
    /// puts its own in their place (play mode's forms).
    public static func refused(_ templates: [String: String]) -> Set<String> {
        Set(diagnostics(of: templates, file: { $0 }).errors.compactMap(\.location?.file))
    }

    /// `templates`: name (`pages/home`) → text, every template the library will hold.
    /// `file`: the file a name is read from, for the diagnostics.
    static func diagnostics(of templates: [String: String],
                            file: (String) -> String = { "Templates/\($0).mustache" }) -> [Diagnostic] {
        let tags = templates.mapValues(TemplateTags.init(scanning:))
        var diagnostics: [Diagnostic] = []
        for name in tags.keys.sorted() {
            let found = tags[name]!
            func location(_ place: TemplateTags.Place) -> SourceLocation {
                SourceLocation(file: file(name), line: place.line, column: place.column)
            }
            if found.depth > depthLimit {
                diagnostics.append(.error("sections nest \(found.depth) deep; a template may nest them at most \(depthLimit) deep",
                                          at: location(found.deepestPlace)))
            }
            for include in found.includes {
                if include.dynamic {
                    diagnostics.append(.error("{{>*\(include.name)}} names its partial from the page's data, which questline does not allow: it cannot check what such a partial includes",
                                              at: location(include.place), hint: "name the partial itself, as in {{>partials/badge}}"))
                } else if tags[include.name] == nil {
                    diagnostics.append(.warning("there is no template \(include.name): \(include.kind.tag(include.name)) renders as nothing",
                                                at: location(include.place), hint: "check the name against the files in Templates/"))
                }
            }
        }
        // Only a theme whose templates are each fine on their own is followed through its partials.
        guard !diagnostics.hasErrors else { return diagnostics }
        var graph = RenderGraph(tags)
        for name in tags.keys.sorted() { graph.walk(.template(name)) }
        for cycle in graph.cycles {
            let reference = cycle.reference
            let at = SourceLocation(file: file(reference.file), line: reference.tag.place.line, column: reference.tag.place.column)
            let chain = cycle.nodes.map(\.description).joined(separator: " → ")
            if cycle.nodes.allSatisfy(\.isTemplate) {
                diagnostics.append(.error("\(chain): a template that includes itself never finishes rendering",
                                          at: at, hint: "remove this \(reference.tag.kind.tag(reference.tag.name)), or include something else here"))
            } else {
                diagnostics.append(.error("\(chain): a block whose override renders it again never finishes rendering",
                                          at: at, hint: "an override of a block cannot expand that block, nor include what does"))
            }
        }
        guard graph.cycles.isEmpty else { return diagnostics }
        if let chain = graph.longChain {
            diagnostics.append(.error("templates include each other more than \(depthLimit) deep: \(chain.prefix(4).map(\.description).joined(separator: " → ")) → …",
                                      at: SourceLocation(file: file(chain.first { $0.isTemplate }?.name ?? chain[0].name))))
        } else if let (name, depth) = tags.keys.sorted().lazy.map({ ($0, graph.depth[.template($0)] ?? 0) }).first(where: { $0.1 > depthLimit }) {
            diagnostics.append(.error("sections nest \(depth) deep in \(name), counted through the partials and blocks it renders; templates may nest them at most \(depthLimit) deep",
                                      at: SourceLocation(file: file(name))))
        }
        return diagnostics
    }
}
