import Yams

extension Goal {
    static let keys: Set<String> = ["id", "title", "player", "target", "milestones", "measure"]

    static func read(_ node: Node, file: String, defaultPlayer: String?, collector: DiagnosticCollector) -> Goal? {
        guard let map = MappingReader(node, file: file, what: "goal", collector: collector) else { return nil }
        map.rejectUnknownKeys(keys)
        let id = map.identifier("id")
        let title = map.string("title", required: true, maxLength: TextLimits.title)
        let player = map.identifier("player", required: defaultPlayer == nil) ?? defaultPlayer
        let target = map.int("target", in: 1...10_000_000, required: true)
        var milestones = [25, 50, 75, 100]
        if let node = map.value("milestones") {
            let items: [Node] = node.sequence.map(Array.init) ?? [node]
            var values: [Int] = []
            for item in items {
                if let text = item.scalarText, let value = Int(text), (1...100).contains(value) { values.append(value) } else {
                    collector.error("each milestone must be a percentage from 1 to 100, got \(item.shortDescription)",
                                    at: item.location(in: file))
                }
            }
            if values != values.sorted() || Set(values).count != values.count {
                collector.error("milestones must rise, each one once, e.g. [25, 50, 75, 100]", at: map.location(of: "milestones"))
            }
            milestones = values.sorted()
        }
        let measure = map.choice("measure", Measure.self) ?? .earned
        guard let id, let title, let player, let target else { return nil }
        return Goal(id: id, title: title, player: player, target: target, milestones: milestones, measure: measure)
    }
}
