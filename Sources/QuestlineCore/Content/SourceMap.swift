import Yams

/// Where each entity and field of a game was written, so later stages can point at the line.
///
/// It keeps each entity's YAML node and finds a field's position only when a diagnostic asks:
/// a game of ten thousand entries records ten thousand nodes, not a string for every field.
public struct SourceMap: Sendable {
    private var entities: [String: Entity] = [:]

    /// A mapping as written. Yams nodes are immutable values; nothing changes them after parsing.
    private struct Entity: @unchecked Sendable {
        let file: String
        let node: Node
    }

    public init() {}

    /// Records the mapping an entity was read from; the first entity with a kind and id wins.
    mutating func record(kind: String, id: String, node: Node, file: String) {
        let key = kind + ":" + id
        if entities[key] == nil { entities[key] = Entity(file: file, node: node) }
    }

    /// True when `field` of the entity was written (for a list item: `media[0]`).
    public func has(_ kind: String, _ id: String, _ field: String) -> Bool {
        guard let entity = entities[kind + ":" + id] else { return false }
        return Self.node(of: field, in: entity.node) != nil
    }

    /// The location of `field` of the entity (`"reward"`, `"jo-video"`), or of the entity itself.
    public func location(_ kind: String, _ id: String, _ field: String? = nil) -> SourceLocation? {
        guard let entity = entities[kind + ":" + id] else { return nil }
        if let field, let node = Self.node(of: field, in: entity.node) { return node.location(in: entity.file) }
        return entity.node.location(in: entity.file)
    }

    /// The value node of `key`, or of item `n` of a list written as `key[n]`.
    private static func node(of field: String, in node: Node) -> Node? {
        guard case .mapping(let mapping) = node else { return nil }
        var key = Substring(field)
        var index: Int?
        if field.hasSuffix("]"), let open = field.lastIndex(of: "["), let number = Int(field[field.index(after: open)..<field.index(before: field.endIndex)]) {
            key = field[..<open]
            index = number
        }
        guard let value = mapping.first(where: { $0.key.scalarText.map { $0 == key } ?? false })?.value else { return nil }
        guard let index else { return value }
        guard !value.isNull, case .sequence(let items) = value, items.indices.contains(index) else { return nil }
        return items[index]
    }
}
