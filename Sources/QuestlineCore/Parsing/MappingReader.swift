import Foundation
import Yams

/// Reads the fields of one YAML mapping, reporting each wrong value at its own line and column.
///
/// `what` names the thing being read in messages ("challenge 'karaoke'").
struct MappingReader {
    let file: String
    let node: Node
    let what: String
    let collector: DiagnosticCollector
    private let pairs: [String: (key: Node, value: Node)]

    /// Nil (with an error) when `node` is not a mapping.
    init?(_ node: Node, file: String, what: String, collector: DiagnosticCollector) {
        guard case .mapping(let mapping) = node else {
            collector.error("\(what) must be a mapping of keys to values, got \(node.shortDescription)",
                            at: node.location(in: file))
            return nil
        }
        self.node = node
        self.file = file
        self.what = what
        self.collector = collector
        var pairs: [String: (key: Node, value: Node)] = [:]
        pairs.reserveCapacity(mapping.count)
        for (key, value) in mapping {
            if let name = key.scalarText { pairs[name] = (key, value) }
        }
        self.pairs = pairs
    }

    var location: SourceLocation { node.location(in: file) }

    func location(of key: String) -> SourceLocation {
        pairs[key].map { $0.value.location(in: file) } ?? location
    }

    func has(_ key: String) -> Bool { value(key) != nil }

    /// The value node of `key`, or nil when it is absent or null.
    func value(_ key: String) -> Node? {
        guard let value = pairs[key]?.value, !value.isNull else { return nil }
        return value
    }

    private func missing(_ key: String, _ expectation: String) {
        collector.error("\(what) is missing '\(key)'", at: location, hint: "add '\(key): …' (\(expectation))")
    }

    /// Warns about keys the format does not know, suggesting the nearest known one.
    func rejectUnknownKeys(_ known: Set<String>) {
        guard pairs.keys.contains(where: { !known.contains($0) }) else { return }
        for (name, pair) in pairs.sorted(by: { $0.key < $1.key }) where !known.contains(name) {
            // Sorted first, so that of two as near the first in order is named, run after run.
            let suggestion = known.sorted().min { Self.distance(name, $0) < Self.distance(name, $1) }
            // A short word is near everything: 'bomb' is three edits from 'for', and meant nothing like it.
            let allowed = name.count <= 4 ? 1 : name.count <= 8 ? 2 : 3
            let hint = suggestion.flatMap { Self.distance(name, $0) <= allowed ? "did you mean '\($0)'?" : nil }
                ?? "known keys: \(known.sorted().joined(separator: ", "))"
            collector.warning("unknown key '\(name)' in \(what) is ignored", at: pair.key.location(in: file), hint: hint)
        }
    }

    func string(_ key: String, required: Bool = false, maxLength: Int = TextLimits.text) -> String? {
        guard let node = value(key) else {
            if required { missing(key, "text") }
            return nil
        }
        guard let text = node.scalarText else {
            collector.error("\(key) must be text, got \(node.shortDescription)", at: node.location(in: file))
            return nil
        }
        if required && text.allSatisfy(\.isWhitespace) {
            collector.error("\(key) must not be empty", at: node.location(in: file))
            return nil
        }
        if text.utf8.count > maxLength && text.count > maxLength {
            collector.error("\(key) is \(text.count) characters long; at most \(maxLength) are allowed",
                            at: node.location(in: file))
            return nil
        }
        return text
    }

    /// An id: a lowercase slug.
    func identifier(_ key: String, required: Bool = true) -> String? {
        guard let text = string(key, required: required) else { return nil }
        guard Identifier.isValid(text) else {
            collector.error("\(key) must be a lowercase id of letters, digits and dashes (at most \(Identifier.maxLength)), got \"\(text)\"",
                            at: location(of: key), hint: "for example '\(Self.slug(text))'")
            return nil
        }
        return text
    }

    /// A whole number within `range`, e.g. `points must be a whole number from 1 to 100000, got "fifty"`.
    func int(_ key: String, in range: ClosedRange<Int>, required: Bool = false) -> Int? {
        guard let node = value(key) else {
            if required { missing(key, "a whole number from \(range.lowerBound) to \(range.upperBound)") }
            return nil
        }
        guard let text = node.scalarText, let number = Int(text) ?? Int(text.trimmingCharacters(in: .whitespaces)),
              range.contains(number) else {
            collector.error("\(key) must be a whole number from \(range.lowerBound) to \(range.upperBound), got \(node.shortDescription)",
                            at: node.location(in: file))
            return nil
        }
        return number
    }

    func bool(_ key: String) -> Bool? {
        guard let node = value(key) else { return nil }
        switch node.scalarText?.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default:
            collector.error("\(key) must be true or false, got \(node.shortDescription)", at: node.location(in: file))
            return nil
        }
    }

    /// A value from a fixed set, e.g. `kind must be one of text, image, gallery, audio, video, got "song"`.
    func choice<T: RawRepresentable & CaseIterable>(_ key: String, _ type: T.Type, required: Bool = false) -> T?
    where T.RawValue == String {
        guard let node = value(key) else {
            if required { missing(key, "one of \(Self.list(T.self))") }
            return nil
        }
        return Self.choice(node, T.self, key: key, file: file, collector: collector)
    }

    static func choice<T: RawRepresentable & CaseIterable>(_ node: Node, _ type: T.Type, key: String, file: String,
                                                           collector: DiagnosticCollector) -> T? where T.RawValue == String {
        guard let text = node.scalarText, let value = T(rawValue: text.lowercased()) else {
            collector.error("\(key) must be one of \(list(T.self)), got \(node.shortDescription)", at: node.location(in: file))
            return nil
        }
        return value
    }

    /// Text or a list of texts; a single value becomes a one-element list.
    func strings(_ key: String) -> [String] {
        guard let node = value(key) else { return [] }
        switch node {
        case .scalar(let scalar): return [scalar.string]
        case .sequence(let sequence):
            return sequence.compactMap { item in
                guard let text = item.scalarText else {
                    collector.error("each entry of \(key) must be text, got \(item.shortDescription)", at: item.location(in: file))
                    return nil
                }
                return text
            }
        default:
            collector.error("\(key) must be text or a list of texts, got \(node.shortDescription)", at: node.location(in: file))
            return []
        }
    }

    /// A `YYYY-MM-DD` date.
    func date(_ key: String, required: Bool = false) -> LocalDate? {
        guard let node = value(key) else {
            if required { missing(key, "a date such as 2026-06-13") }
            return nil
        }
        guard let text = node.scalarText, let date = LocalDate(text) else {
            collector.error("\(key) must be a date written YYYY-MM-DD, got \(node.shortDescription)", at: node.location(in: file))
            return nil
        }
        guard SupportedDates.contains(date) else {
            collector.error(SupportedDates.outside("\(key) \(text)"), at: node.location(in: file))
            return nil
        }
        return date
    }

    /// A `#RRGGBB` colour.
    func color(_ key: String) -> String? {
        guard let text = string(key) else { return nil }
        let hex = text.dropFirst()
        guard text.hasPrefix("#"), hex.count == 6, hex.allSatisfy(\.isHexDigit) else {
            collector.error("\(key) must be a colour written #RRGGBB, got \"\(text)\"", at: location(of: key))
            return nil
        }
        return text.uppercased()
    }

    static func list<T: RawRepresentable & CaseIterable>(_ type: T.Type) -> String where T.RawValue == String {
        T.allCases.map(\.rawValue).joined(separator: ", ")
    }

    /// An id made from `text` for a hint: letters written in Latin without their accents first
    /// ("Søren" → "soren", "Müller" → "muller"), then anything else a dash.
    static func slug(_ text: String) -> String {
        let latin = text.applyingTransform(StringTransform("Any-Latin; Latin-ASCII"), reverse: false) ?? text
        let lowered = latin.lowercased().map { $0.isLetter && $0.isASCII || $0.isNumber && $0.isASCII ? $0 : "-" }
        let collapsed = String(lowered).split(separator: "-").joined(separator: "-")
        return collapsed.isEmpty ? "my-id" : String(collapsed.prefix(Identifier.maxLength))
    }

    /// Levenshtein distance, for "did you mean" hints.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}

extension MappingReader {
    /// Records where the entity and each of its fields stand, under `kind:id`.
    func record(into sourceMap: inout SourceMap, kind: String, id: String) {
        sourceMap.record(kind: kind, id: id, node: node, file: file)
    }
}
