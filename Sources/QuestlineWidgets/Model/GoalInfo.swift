/// A goal's progress.
public struct GoalInfo: Codable, Sendable, Equatable {
    public var id: String
    public var title: String
    public var player: String
    public var value: Int
    public var target: Int
    /// 0 to 100.
    public var percent: Int

    public init(id: String, title: String, player: String, value: Int, target: Int, percent: Int) {
        self.id = id
        self.title = title
        self.player = player
        self.value = value
        self.target = target
        self.percent = percent
    }
}
