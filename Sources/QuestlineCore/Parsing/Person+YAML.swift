import Yams

extension Person {
    static let keys: Set<String> = ["id", "name", "role", "avatar", "tagline", "fun-facts", "color"]

    static func read(_ node: Node, file: String, collector: DiagnosticCollector) -> Person? {
        guard let map = MappingReader(node, file: file, what: "person", collector: collector) else { return nil }
        map.rejectUnknownKeys(keys)
        let id = map.identifier("id")
        let name = map.string("name", required: true, maxLength: TextLimits.personName)
        let role = map.choice("role", Role.self, required: true)
        let person = Person(id: id ?? "", name: name ?? "", role: role ?? .friend,
                            avatar: map.string("avatar", maxLength: 300), tagline: map.string("tagline", maxLength: 300),
                            funFacts: map.strings("fun-facts"), color: map.color("color"))
        guard id != nil, name != nil, role != nil else { return nil }
        return person
    }
}
