import QuestlineCore

/// A page's model as one number: with the same number, the same template renders the same page.
///
/// A model is what the page makers build: dictionaries, arrays, strings, numbers, booleans and
/// Markdown (`MarkdownText`).
/// A dictionary's entries count whatever order they come in, an array's in order; each value is
/// tagged with its kind, so `"1"`, `1` and `true` differ. A model
/// that holds anything else has no fingerprint: its page is always rendered.
enum ModelFingerprint {
    /// The fingerprint of the page's whole model.
    static func of(_ page: Page) -> UInt64? {
        var hash = StableHash()
        hash.combine(page.kind.rawValue)
        hash.combine(page.route)
        guard let model = keyed(page.context) else { return nil }
        hash.combine(model)
        return hash.value
    }

    private enum Tag: UInt64 { case bool = 1, string, signed, double, keyed, unkeyed, markdown }

    private static func leaf(_ tag: Tag, _ word: UInt64) -> UInt64 {
        var hash = StableHash()
        hash.combine(tag.rawValue)
        hash.combine(word)
        return hash.value
    }

    private static func leaf(_ text: String, tag: Tag = .string) -> UInt64 {
        var hash = StableHash()
        hash.combine(tag.rawValue)
        hash.combine(text)
        return hash.value
    }

    static func value(_ value: Any) -> UInt64? {
        switch value {
        case let text as String: return leaf(text)
        case let flag as Bool: return leaf(.bool, flag ? 1 : 0)
        case let number as Int: return leaf(.signed, UInt64(bitPattern: Int64(number)))
        case let items as [[String: Any]]:
            var hash = unkeyed(count: items.count)
            for item in items {
                guard let entry = keyed(item) else { return nil }
                hash.combine(entry)
            }
            return hash.value
        case let entries as [String: Any]: return keyed(entries)
        case let items as [Any]:
            var hash = unkeyed(count: items.count)
            for item in items {
                guard let entry = self.value(item) else { return nil }
                hash.combine(entry)
            }
            return hash.value
        case let number as Double: return leaf(.double, number.bitPattern)
        case let text as Substring: return leaf(String(text))
        // Its HTML is made from the source alone.
        case let markdown as MarkdownText: return leaf(markdown.source, tag: .markdown)
        default: return nil
        }
    }

    private static func unkeyed(count: Int) -> StableHash {
        var hash = StableHash()
        hash.combine(Tag.unkeyed.rawValue)
        hash.combine(UInt64(count))
        return hash
    }

    /// A sum of the entries' own hashes: the same whatever order the keys come in.
    private static func keyed(_ entries: [String: Any]) -> UInt64? {
        var sum: UInt64 = 0
        var count: UInt64 = 0
        for (key, value) in entries {
            guard let valueHash = self.value(value) else { return nil }
            var one = StableHash()
            one.combine(key)
            one.combine(valueHash)
            sum &+= one.value
            count += 1
        }
        var hash = StableHash()
        hash.combine(Tag.keyed.rawValue)
        hash.combine(count)
        hash.combine(sum)
        return hash.value
    }
}
