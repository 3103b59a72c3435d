import Foundation

/// One plural category's condition in CLDR's syntax (`v = 0 and i % 10 = 2..4 or n = 1`),
/// evaluated for a whole number. Text it cannot read never holds, so a bad table entry picks
/// `other` rather than trapping (PluralRulesTests checks every entry reads).
struct PluralCondition: Sendable {
    /// `expression (=|!=) ranges`: `i % 100 != 12..14`.
    struct Relation: Sendable {
        var operand: Character
        var modulus: UInt?
        var equals: Bool
        var ranges: [ClosedRange<UInt>]

        func holds(_ n: UInt) -> Bool {
            // Only n and i are the number itself; v, w, f, t, e and c are 0 for a whole number.
            var value: UInt = "ni".contains(operand) ? n : 0
            if let modulus, modulus > 0 { value %= modulus }
            return ranges.contains { $0.contains(value) } == equals
        }
    }

    /// Or of ands.
    let alternatives: [[Relation]]
    let isValid: Bool

    init(_ text: String) {
        var alternatives: [[Relation]] = []
        var valid = true
        for alternative in text.components(separatedBy: " or ") {
            var relations: [Relation] = []
            for relation in alternative.components(separatedBy: " and ") {
                if let read = Self.relation(relation) { relations.append(read) } else { valid = false }
            }
            alternatives.append(relations)
        }
        self.alternatives = valid ? alternatives : []
        self.isValid = valid
    }

    func holds(_ n: UInt) -> Bool {
        alternatives.contains { $0.allSatisfy { $0.holds(n) } }
    }

    private static func relation(_ text: String) -> Relation? {
        let words = text.split(separator: " ").map(String.init)
        guard let first = words.first, first.count == 1, let operand = first.first, "niwvftec".contains(operand) else { return nil }
        var rest = words.dropFirst()
        var modulus: UInt?
        if rest.first == "%" || rest.first == "mod" {
            rest = rest.dropFirst()
            guard let value = rest.first.flatMap({ UInt($0) }) else { return nil }
            modulus = value
            rest = rest.dropFirst()
        }
        guard rest.count == 2, let op = rest.first, op == "=" || op == "!=", let list = rest.last else { return nil }
        var ranges: [ClosedRange<UInt>] = []
        for item in list.split(separator: ",") {
            let bounds = item.components(separatedBy: "..")
            guard let low = UInt(bounds[0]) else { return nil }
            if bounds.count == 1 { ranges.append(low...low); continue }
            guard bounds.count == 2, let high = UInt(bounds[1]), low <= high else { return nil }
            ranges.append(low...high)
        }
        return Relation(operand: operand, modulus: modulus, equals: op == "=", ranges: ranges)
    }
}
