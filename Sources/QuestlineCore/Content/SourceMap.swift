/// Where each entity and field of a game was written, so later stages can point at the line.
public struct SourceMap: Sendable {
    private var locations: [String: SourceLocation] = [:]

    public init() {}

    mutating func record(_ key: String, _ location: SourceLocation) {
        if locations[key] == nil { locations[key] = location }
    }

    /// True when `field` of the entity was written (for a list item: `media[0]`).
    public func has(_ kind: String, _ id: String, _ field: String) -> Bool { locations["\(kind):\(id).\(field)"] != nil }

    /// The location of `field` of the entity (`"reward"`, `"jo-video"`), or of the entity itself.
    public func location(_ kind: String, _ id: String, _ field: String? = nil) -> SourceLocation? {
        if let field, let location = locations["\(kind):\(id).\(field)"] { return location }
        return locations["\(kind):\(id)"]
    }
}
