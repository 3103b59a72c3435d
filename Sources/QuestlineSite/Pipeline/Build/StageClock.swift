import Foundation

/// Wall time per stage of a build, for `--timings`.
public struct StageClock: Sendable {
    private var last = Date()
    /// Each stage's name and its seconds, in the order they ran.
    public private(set) var laps: [Lap] = []

    public struct Lap: Sendable, Equatable {
        public var stage: String
        public var seconds: TimeInterval
    }

    public init() {}

    mutating func lap(_ stage: String) {
        let now = Date()
        laps.append(Lap(stage: stage, seconds: now.timeIntervalSince(last)))
        last = now
    }

    /// `timings: inputs 0.02 s · check 0.50 s · site and widgets 1.45 s · write 0.30 s`
    public var summary: String {
        "timings: " + laps.map { "\($0.stage) \(String(format: "%.2f", $0.seconds)) s" }.joined(separator: " · ")
    }
}
