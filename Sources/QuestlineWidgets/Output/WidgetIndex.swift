/// `widgets/index.json`: every snapshot written, so a consumer can discover them.
public struct WidgetIndex: Codable, Sendable, Equatable {
    public struct Entry: Codable, Sendable, Equatable {
        /// Relative to the output folder: `widgets/sam-small.json`.
        public var path: String
        public var url: String
        public var kind: SnapshotKind
        public var player: String?
        public var size: WidgetSize
        public var bytes: Int
    }

    public var version: Int
    /// The snapshots' `asOf`: the instant of the last change they show.
    public var asOf: String
    public var title: String
    /// The JSON Schema the snapshots follow.
    public var schema: String
    public var snapshots: [Entry]
}
