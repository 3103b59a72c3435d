/// How much a snapshot holds, and how many bytes it may take.
public enum WidgetSize: String, Codable, Sendable, CaseIterable, Comparable {
    /// The one number that matters: balance, streak, points to the next reward.
    case small
    /// Plus today's quests, the next reward within reach and goal progress.
    case medium
    /// Plus the latest timeline events, recent activity and the final badge.
    case large

    /// The most bytes a snapshot of this size may take. Medium stays 32 bytes under 2 KiB,
    /// TRMNL's webhook limit, so that it still fits once wrapped as `{"merge_variables":…}`.
    public var byteBudget: Int {
        switch self {
        case .small: 512
        case .medium: 2_016
        case .large: 8_192
        }
    }

    /// The most characters a title or name keeps before it is clipped with "…".
    var textLimit: Int {
        switch self {
        case .small: 20
        case .medium: 48
        case .large: 64
        }
    }

    /// The most Unicode scalars of the top-level `state` line: Home Assistant's 255 in medium
    /// and large, 64 in a small snapshot so that the line cannot crowd out the figures.
    public var stateLimit: Int {
        self == .small ? 64 : 255
    }

    public static func < (lhs: WidgetSize, rhs: WidgetSize) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
