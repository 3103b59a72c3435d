import Foundation

/// Independent pieces of work spread over every core, their results kept in index order.
/// The site's pages, the widget snapshots, a big log's lines and the writer's files use it.
public enum Parallel {
    /// `body(index)` for every index in `0..<count`, run on every core; the results in index order.
    public static func map<Result>(_ count: Int, _ body: @Sendable (Int) -> Result) -> [Result] {
        let slots = Slots<Result>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in slots.set(index, body(index)) }
        return slots.values.map { $0! }
    }
}

/// One slot an index, each written by exactly one thread.
private final class Slots<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var values: [Value?]

    init(count: Int) { values = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Value) {
        lock.lock()
        values[index] = value
        lock.unlock()
    }
}
