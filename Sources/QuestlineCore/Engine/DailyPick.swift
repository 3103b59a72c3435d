/// The daily challenge: one pooled challenge per local day, from the enabled categories.
///
/// The same game and day always give the same pick. Picks walk through a shuffled order of
/// the pool, a new shuffle every cycle, so nothing repeats until the whole pool has come up.
/// Reordering the file does not change the picks; adding or removing pool entries does.
public enum DailyPick {
    /// The enabled pool, in a fixed order (by id).
    public static func pool(of game: Game) -> [Challenge] { game.dailyPickPool }

    static func pool(of challenges: [Challenge], settings: GameSettings) -> [Challenge] {
        let enabled = Set(settings.dailyPick?.categories ?? [])
        return challenges
            .filter { $0.schedule == .pool && (enabled.isEmpty || enabled.contains($0.category)) }
            .sorted { $0.id < $1.id }
    }

    public static func challenge(for day: LocalDate, in game: Game) -> Challenge? {
        challenge(for: day, pool: pool(of: game), seed: game.settings.dailyPick?.seed ?? 0)
    }

    static func challenge(for day: LocalDate, pool: [Challenge], seed: UInt64) -> Challenge? {
        guard !pool.isEmpty else { return nil }
        let n = pool.count
        let dayNumber = day.dayNumber
        let cycle = dayNumber >= 0 ? dayNumber / n : (dayNumber - n + 1) / n
        let position = dayNumber - cycle * n
        var generator = SplitMix64(seed: seed &+ UInt64(bitPattern: Int64(cycle)) &* 0x9E37_79B9_7F4A_7C15)
        var order = Array(0..<n)
        // Fisher–Yates with our own generator: Swift's shuffle may change between releases.
        for i in stride(from: n - 1, to: 0, by: -1) {
            let j = Int(generator.next() % UInt64(i + 1))
            order.swapAt(i, j)
        }
        return pool[order[position]]
    }
}

/// A small, fixed pseudo-random generator, so picks are the same on every platform and release
/// (the benchmark's game generator uses it too, for the same reason).
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
