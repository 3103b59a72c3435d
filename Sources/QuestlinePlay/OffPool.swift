import Dispatch

/// Runs play's synchronous disk work (loading the game, folding the log, storing a photo,
/// appending under the file lock) on one of Dispatch's threads. Swift's cooperative pool has a
/// thread per core and serves every request, pages and live reload alike: on a big game that
/// work takes seconds, and two phones acting at once would hold the whole pool meanwhile.
enum OffPool {
    static func run<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            DispatchQueue.global(qos: .userInitiated).async { continuation.resume(returning: work()) }
        }
    }
}
