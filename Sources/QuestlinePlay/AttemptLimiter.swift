import Foundation

/// Counts wrong keys per address: past `limit` in `window`, that address is refused until the
/// window has passed, so keys cannot be guessed from the network.
public actor AttemptLimiter {
    private let limit: Int
    private let window: TimeInterval
    private var failures: [String: [Date]] = [:]

    public init(limit: Int = 10, window: TimeInterval = 600) {
        self.limit = limit
        self.window = window
    }

    /// True when `address` may try a key now.
    public func mayTry(_ address: String, now: Date) -> Bool {
        let recent = (failures[address] ?? []).filter { now.timeIntervalSince($0) < window }
        failures[address] = recent.isEmpty ? nil : recent
        return recent.count < limit
    }

    public func failed(_ address: String, now: Date) {
        failures[address, default: []].append(now)
        // A flood of addresses cannot grow this without bound.
        if failures.count > 10_000 { failures.removeAll() }
    }
}
