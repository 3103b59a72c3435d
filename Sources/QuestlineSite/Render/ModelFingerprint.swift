import QuestlineCore

/// A page model as one number: the same model gives the same number in every process, so a page
/// whose model did not change since the last build (with the same content, templates and options)
/// need not be rendered again.
///
/// Models are plain values: strings, numbers, booleans, and arrays and string-keyed dictionaries
/// of them. Dictionary keys are taken in sorted order. Anything else makes the model one that
/// cannot be fingerprinted (nil), and its page is always rendered.
enum ModelFingerprint {
    static func of(_ model: Any) -> UInt64? {
        var hash = StableHash()
        guard combine(model, into: &hash) else { return nil }
        return hash.value
    }

    /// A page's context without one top-level key: the strings table `t`, which is the same on
    /// every page and comes from `Templates/`, whose changes a build notices by itself.
    static func of(_ context: [String: Any], leaving skipped: String) -> UInt64? {
        of(context.filter { $0.key != skipped })
    }

    /// A tag ahead of each value keeps `"1"` apart from `1`, and `[]` apart from `[:]`.
    private enum Tag: UInt64 { case string = 1, int, bool, double, array, dictionary }

    private static func combine(_ value: Any, into hash: inout StableHash) -> Bool {
        switch value {
        case let text as String:
            hash.combine(Tag.string.rawValue)
            hash.combine(text)
        case let text as Substring:
            hash.combine(Tag.string.rawValue)
            hash.combine(String(text))
        case let flag as Bool:
            hash.combine(Tag.bool.rawValue)
            hash.combine(flag ? 1 : 0)
        case let number as Int:
            hash.combine(Tag.int.rawValue)
            hash.combine(UInt64(bitPattern: Int64(number)))
        case let number as Double:
            hash.combine(Tag.double.rawValue)
            hash.combine(number.bitPattern)
        case let dictionary as [String: Any]:
            hash.combine(Tag.dictionary.rawValue)
            hash.combine(UInt64(dictionary.count))
            for key in dictionary.keys.sorted() {
                hash.combine(key)
                guard combine(dictionary[key]!, into: &hash) else { return false }
            }
        case let array as [Any]:
            hash.combine(Tag.array.rawValue)
            hash.combine(UInt64(array.count))
            for element in array {
                guard combine(element, into: &hash) else { return false }
            }
        default:
            return false
        }
        return true
    }
}
