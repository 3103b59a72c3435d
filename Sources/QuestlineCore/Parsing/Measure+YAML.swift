import Foundation
import Yams

extension Measure {
    /// `measure: {target: 5, unit: km, at: least}`: a target above zero, a unit (may be empty), at least (the default) or at most.
    static func read(_ node: Node, file: String, collector: DiagnosticCollector) -> Measure? {
        guard let map = MappingReader(node, file: file, what: "measure", collector: collector) else { return nil }
        map.rejectUnknownKeys(["target", "unit", "at", "per"])
        let unit = map.string("unit", maxLength: TextLimits.unit) ?? ""
        let bound = map.choice("at", Bound.self) ?? .least
        guard let targetNode = map.value("target") else {
            collector.error("measure is missing 'target'", at: map.location, hint: "add 'target: 5', the day's goal (a number above 0)")
            return nil
        }
        guard let text = targetNode.scalarText, let target = Double(text.trimmingCharacters(in: .whitespaces)),
              target.isFinite, target > 0, target <= maxValue else {
            collector.error("target must be a number above 0 (such as 5 or 2.5), got \(targetNode.shortDescription)",
                            at: targetNode.location(in: file))
            return nil
        }
        return Measure(target: target, unit: unit, bound: bound, per: map.int("per", in: 1...Frequency.maxDays) ?? 1)
    }
}
