/// One player's completions grouped by challenge (`StateIndex`): the positions of each
/// challenge's completions, in order, found by a binary search over the challenges' numbers.
///
/// Three flat arrays rather than a dictionary of lists: a big game has a thousand players with a
/// hundred challenges each, and a hundred thousand one-element lists cost more to make than the
/// whole rest of the index.
struct ChallengeGroups: Sendable, Equatable {
    /// The numbers of the challenges completed, each once, ascending.
    private(set) var numbers: [Int32] = []
    /// Where each challenge's positions start in `positions`, and where the last one ends.
    private var starts: [Int32] = [0]
    /// Positions in the player's completions, by challenge and then in order.
    private var positions: [Int32] = []

    /// Groups completions given the number of each one's challenge, in the completions' order.
    init(challengeNumbers: [Int32]) {
        guard !challengeNumbers.isEmpty else { return }
        positions = Array(0..<Int32(challengeNumbers.count))
        // Completions already in the challenges' order (each one once) need no sort.
        if !zip(challengeNumbers, challengeNumbers.dropFirst()).allSatisfy({ $0 < $1 }) {
            positions.sort { (challengeNumbers[Int($0)], $0) < (challengeNumbers[Int($1)], $1) }
        }
        numbers.reserveCapacity(challengeNumbers.count)
        starts.reserveCapacity(challengeNumbers.count + 1)
        for (rank, position) in positions.enumerated() {
            let number = challengeNumbers[Int(position)]
            if rank > 0, numbers.last == number { continue }
            if rank > 0 { starts.append(Int32(rank)) }
            numbers.append(number)
        }
        starts.append(Int32(positions.count))
    }

    /// The positions of the completions of the challenge numbered `number`, in order.
    func positions(of number: Int32) -> ArraySlice<Int32> {
        var low = 0, high = numbers.count
        while low < high {
            let middle = (low + high) / 2
            if numbers[middle] < number { low = middle + 1 } else { high = middle }
        }
        guard low < numbers.count, numbers[low] == number else { return [] }
        return positions[Int(starts[low])..<Int(starts[low + 1])]
    }

    func contains(_ number: Int32) -> Bool { !positions(of: number).isEmpty }
}
