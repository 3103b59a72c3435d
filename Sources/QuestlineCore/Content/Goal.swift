/// A target a player saves or works towards, with milestones along the way.
public struct Goal: Sendable, Hashable, Identifiable {
    public enum Measure: String, Sendable, Hashable, CaseIterable {
        /// Everything earned so far counts, spending does not take it back.
        case earned
        /// The current balance counts: saving up.
        case balance
    }

    public var id: String
    public var title: String
    public var player: String
    public var target: Int
    /// Percentages, ascending, ending at 100.
    public var milestones: [Int]
    public var measure: Measure

    public init(id: String, title: String, player: String, target: Int, milestones: [Int] = [25, 50, 75, 100],
                measure: Measure = .earned) {
        self.id = id
        self.title = title
        self.player = player
        self.target = target
        self.milestones = milestones
        self.measure = measure
    }
}
