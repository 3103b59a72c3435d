import Foundation

/// Independent pieces of work spread over every core, their results kept in index order.
/// The site's pages, the widget snapshots, a big log's lines and the writer's files use it.
public enum Parallel {
    /// `body(index)` for every index in `0..<count`, run on every core; the results in index order.
    ///
    /// Each result is put straight into its own place in the new array, with no lock: every index
    /// is run exactly once, and `concurrentPerform` returns only when all have. (A lock a result
    /// made twelve thousand cheap results, one for each file the writer looks at, wait on each other.)
    public static func map<Result>(_ count: Int, _ body: @Sendable (Int) -> Result) -> [Result] {
        guard count > 0 else { return [] }
        return [Result](unsafeUninitializedCapacity: count) { buffer, initialized in
            let places = Places(base: buffer.baseAddress!)
            DispatchQueue.concurrentPerform(iterations: count) { index in places.put(body(index), at: index) }
            initialized = count
        }
    }
}

/// The new array's memory, shared by the threads that fill it: each puts one result into one
/// place, and no two the same place.
private struct Places<Value>: @unchecked Sendable {
    let base: UnsafeMutablePointer<Value>

    func put(_ value: Value, at index: Int) { (base + index).initialize(to: value) }
}
