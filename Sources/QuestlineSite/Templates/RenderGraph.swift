/// What rendering each template may go on to render, as swift-mustache renders it: the partials
/// and parents it includes, and the overrides of the blocks it expands (every override of that
/// block anywhere in the theme, since a page decides which one is in effect). Walked from every
/// template, it gives how deep each one nests with all it renders, and every way back to where
/// a walk started.
struct RenderGraph {
    /// A template, or a block with all its overrides.
    enum Node: Hashable, CustomStringConvertible {
        case template(String)
        case block(String)

        var name: String {
            switch self {
            case .template(let name), .block(let name): name
            }
        }
        var isTemplate: Bool { if case .template = self { true } else { false } }
        var description: String {
            switch self {
            case .template(let name): name
            case .block(let name): "{{$\(name)}}"
            }
        }
    }

    /// A reference from a node, with the template file its tag is in.
    struct Reference {
        var tag: TemplateTags.Reference
        var file: String
    }

    /// Each node's own deepest nesting and its references.
    private var nodes: [Node: (depth: Int, references: [Reference])] = [:]
    /// Each node's deepest nesting with all it renders.
    private(set) var depth: [Node: Int] = [:]
    /// Each way back once: the nodes from one back to it, and the reference that closes it.
    private(set) var cycles: [(nodes: [Node], reference: Reference)] = []
    /// The first path longer than the limit, where the walk stopped following it (so that the
    /// walk itself never goes deeper than that).
    private(set) var longChain: [Node]?
    private var walking: [Node] = []
    private var seenCycles: Set<[Node]> = []

    init(_ tags: [String: TemplateTags]) {
        for (name, found) in tags {
            for scope in found.scopes {
                let node: Node = scope.block.map { .block($0) } ?? .template(name)
                let references = scope.references.filter { !$0.dynamic }.map { Reference(tag: $0, file: name) }
                var entry = nodes[node] ?? (depth: 0, references: [])
                entry.depth = max(entry.depth, scope.depth)
                entry.references += references
                nodes[node] = entry
            }
        }
    }

    mutating func walk(_ node: Node) {
        guard depth[node] == nil, let (own, references) = nodes[node] else { return }
        guard walking.count <= TemplateCheck.depthLimit else {
            if longChain == nil { longChain = walking + [node] }
            return
        }
        walking.append(node)
        var deepest = own
        for reference in references {
            let next: Node = reference.tag.kind == .expand ? .block(reference.tag.name) : .template(reference.tag.name)
            // A block with no override anywhere renders its default, which is counted in place.
            guard nodes[next] != nil else { continue }
            if let start = walking.firstIndex(of: next) {
                let cycle = Array(walking[start...]) + [next]
                if seenCycles.insert(Set(cycle).sorted { $0.description < $1.description }).inserted { cycles.append((cycle, reference)) }
                continue
            }
            walk(next)
            // What it renders is a level further in, its own sections below that.
            deepest = max(deepest, reference.tag.depth + 1 + (depth[next] ?? 0))
        }
        walking.removeLast()
        depth[node] = deepest
    }
}
