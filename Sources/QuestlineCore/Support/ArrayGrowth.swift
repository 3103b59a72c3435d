/// Growing and trimming the arrays a long game fills: a million completions and moments.
extension Array {
    /// Appends, growing the array by a quarter when it is full rather than doubling it: in a long
    /// game every player's completions grow in step, and doubling them all at once would, for a
    /// moment, hold the whole game's completions twice over.
    mutating func appendGrowingByAQuarter(_ element: Element) {
        if count == capacity, count >= 64 { reserveCapacity(count + count / 4) }
        append(element)
    }

    /// Drops the room to spare when it is more than an eighth: arrays grown by a quarter at a
    /// time would otherwise keep up to a quarter more memory than they need.
    mutating func fit() {
        guard capacity - count > count / 8 else { return }
        let elements = self
        self = Array(unsafeUninitializedCapacity: elements.count) { buffer, initialized in
            initialized = buffer.initialize(from: elements).1
        }
    }
}
