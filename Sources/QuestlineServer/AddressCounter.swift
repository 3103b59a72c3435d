import NIOConcurrencyHelpers

/// The open connections per client address, shared by every connection's setup: past the limit
/// a new connection is closed at once, so one address cannot hold every socket the server has.
final class AddressCounter: Sendable {
    private let counts = NIOLockedValueBox<[String: Int]>([:])
    let limit: Int

    init(limit: Int) {
        self.limit = limit
    }

    /// Counts a new connection from `address`; false (and not counted) when it has its limit already.
    func open(_ address: String) -> Bool {
        counts.withLockedValue { counts in
            let open = counts[address, default: 0]
            guard open < limit else { return false }
            counts[address] = open + 1
            return true
        }
    }

    /// A connection counted by `open` has closed.
    func close(_ address: String) {
        counts.withLockedValue { counts in
            let open = counts[address, default: 0] - 1
            counts[address] = open > 0 ? open : nil
        }
    }

    func count(_ address: String) -> Int {
        counts.withLockedValue { $0[address, default: 0] }
    }
}
