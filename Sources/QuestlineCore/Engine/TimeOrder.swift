import Foundation

/// Stable time order (ties keep their order) that costs one pass when the items are already in
/// order, as an append-only log and the fold's timeline nearly always are.
enum TimeOrder {
    /// The items sorted by `at`, ties in their original order.
    static func sorted<T>(_ items: [T], by at: (T) -> Date) -> [T] {
        let prefix = sortedPrefixLength(items, by: at)
        if prefix == items.count { return items }
        // Sort only the out-of-order tail, then merge; the prefix wins ties, as it comes first.
        let tail = items[prefix...].enumerated().sorted { a, b in
            at(a.element) != at(b.element) ? at(a.element) < at(b.element) : a.offset < b.offset
        }.map(\.element)
        var merged: [T] = []
        merged.reserveCapacity(items.count)
        var i = 0, j = 0
        while i < prefix && j < tail.count {
            if at(tail[j]) < at(items[i]) {
                merged.append(tail[j]); j += 1
            } else {
                merged.append(items[i]); i += 1
            }
        }
        merged.append(contentsOf: items[i..<prefix])
        merged.append(contentsOf: tail[j...])
        return merged
    }

    /// How many leading items are already in time order.
    static func sortedPrefixLength<T>(_ items: [T], by at: (T) -> Date) -> Int {
        guard var previous = items.first.map(at) else { return 0 }
        for index in items.indices.dropFirst() {
            let current = at(items[index])
            if current < previous { return index }
            previous = current
        }
        return items.count
    }
}
