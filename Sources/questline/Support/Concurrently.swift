import Foundation

/// Runs two independent pieces of work at once and returns both results; the first error wins.
/// The build renders the site and the widget feeds this way: both read the same finished state.
func concurrently<A: Sendable, B: Sendable>(_ first: @escaping @Sendable () throws -> A,
                                            _ second: @escaping @Sendable () throws -> B) throws -> (A, B) {
    let group = DispatchGroup()
    let box = ResultSlot<B>()
    group.enter()
    DispatchQueue.global().async {
        box.result = Result { try second() }
        group.leave()
    }
    let a = Result { try first() }
    group.wait()
    return (try a.get(), try box.result!.get())
}

/// One result handed from a worker thread to the waiting one; the group's wait orders the access.
private final class ResultSlot<Value>: @unchecked Sendable {
    var result: Result<Value, any Error>?
}
