import Foundation

/// Work started on another thread at once, its result taken later (`value` waits for it).
/// The check analyses the content's economy this way while the log folds on this one.
///
/// The work gets a thread of its own rather than one of Dispatch's: the thread that waits for it
/// may itself be one of Dispatch's, and on a machine with one core that pool has no other
/// thread to run the work until Dispatch notices the stall, about a second later.
public final class BackgroundWork<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    /// Written once by the worker before it signals; read only after waiting on it.
    private var result: Value?

    public init(_ work: @escaping @Sendable () -> Value) {
        let thread = Thread { [self] in
            result = work()
            done.signal()
        }
        // The pages and the fold's arrays run deep in recursion no more than the main thread's.
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// The work's result, once it is done.
    public var value: Value {
        done.wait()
        // Signalled once: a second `value` finds the semaphore at zero again.
        done.signal()
        return result!
    }
}
