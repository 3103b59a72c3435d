import QuestlineCore

/// The generated games draw from core's SplitMix64 with fixed seeds: the same bytes every run.
typealias SeededRandom = SplitMix64

extension SplitMix64 {
    /// True with the given probability.
    mutating func chance(_ probability: Double) -> Bool { Double(next() >> 11) / Double(1 << 53) < probability }
}
