import Foundation

/// Work started on another thread at once, its result taken later (`value` waits for it).
/// The check analyses the content's economy this way while the log folds on this one.
public final class BackgroundWork<Value: Sendable>: @unchecked Sendable {
    private let group = DispatchGroup()
    /// Written once by the worker before it leaves the group; read only after waiting on it.
    private var result: Value?

    public init(_ work: @escaping @Sendable () -> Value) {
        group.enter()
        DispatchQueue.global().async {
            self.result = work()
            self.group.leave()
        }
    }

    /// The work's result, once it is done.
    public var value: Value {
        group.wait()
        return result!
    }
}
