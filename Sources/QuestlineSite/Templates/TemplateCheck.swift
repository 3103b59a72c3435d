import QuestlineCore

/// What a theme's templates must not do, found before any of them is parsed or rendered:
/// whatever would overflow swift-mustache's stack and end the process (`TemplateTags`), and
/// a partial that is not there, which renders as nothing.
///
/// - Sections and included templates may nest at most `depthLimit` deep, a partial or a parent
///   counting as a level of its own (the default theme nests about a dozen).
/// - No partial may include itself, through any number of others: its page would never finish.
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
                    diagnostics.append(.warning("there is no template \(include.name): {{>\(include.name)}} renders as nothing",
                                                at: location(include.place), hint: "check the name against the files in Templates/"))
                }
            }
        }
        // Only a theme whose templates are each fine on their own is followed through its partials.
        guard !diagnostics.hasErrors else { return diagnostics }
        var paths = IncludePaths(tags: tags)
        for name in tags.keys.sorted() { paths.walk(name) }
        for cycle in paths.cycles {
            let include = cycle.include
            diagnostics.append(.error("\(cycle.names.joined(separator: " → ")): a template that includes itself never finishes rendering",
                                      at: SourceLocation(file: file(cycle.names[cycle.names.count - 2]), line: include.place.line, column: include.place.column),
                                      hint: "remove this {{>\(include.name)}}, or include something else here"))
        }
        guard paths.cycles.isEmpty else { return diagnostics }
        if let chain = paths.longChain {
            diagnostics.append(.error("templates include each other more than \(depthLimit) deep: \(chain.prefix(4).joined(separator: " → ")) → …",
                                      at: SourceLocation(file: file(chain[0]))))
        } else if let (name, depth) = tags.keys.sorted().lazy.map({ ($0, paths.depth[$0] ?? 0) }).first(where: { $0.1 > depthLimit }) {
            diagnostics.append(.error("sections nest \(depth) deep in \(name), counted through the partials it includes; templates may nest them at most \(depthLimit) deep",
                                      at: SourceLocation(file: file(name))))
        }
        return diagnostics
    }
}

/// The templates followed through the ones they include: how deep each one's sections nest with
/// its partials', and every chain of includes that comes back to where it started.
private struct IncludePaths {
    let tags: [String: TemplateTags]
    /// Each template's deepest nesting, its partials' counted in.
    var depth: [String: Int] = [:]
    /// Each cycle once: the names from a template back to it, and the tag that closes it.
    var cycles: [(names: [String], include: TemplateTags.Include)] = []
    /// The first chain of includes longer than the limit, where the walk stopped following it
    /// (so that the walk itself never goes deeper than that).
    var longChain: [String]?
    private var walking: [String] = []
    private var seenCycles: Set<[String]> = []

    init(tags: [String: TemplateTags]) { self.tags = tags }

    mutating func walk(_ name: String) {
        guard depth[name] == nil, let found = tags[name] else { return }
        guard walking.count <= TemplateCheck.depthLimit else {
            if longChain == nil { longChain = walking + [name] }
            return
        }
        walking.append(name)
        var deepest = found.depth
        for include in found.includes where !include.dynamic && tags[include.name] != nil {
            if let start = walking.firstIndex(of: include.name) {
                let names = Array(walking[start...]) + [include.name]
                if seenCycles.insert(Set(names).sorted()).inserted { cycles.append((names, include)) }
                continue
            }
            walk(include.name)
            // The included template renders a level further in, its own sections below that.
            deepest = max(deepest, include.depth + 1 + (depth[include.name] ?? 0))
        }
        walking.removeLast()
        depth[name] = deepest
    }
}
