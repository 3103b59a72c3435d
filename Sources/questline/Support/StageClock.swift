import Foundation

/// Wall time per stage of a command, for `--timings`.
struct StageClock {
    private var last = Date()
    private var laps: [(String, TimeInterval)] = []

    mutating func lap(_ stage: String) {
        let now = Date()
        laps.append((stage, now.timeIntervalSince(last)))
        last = now
    }

    /// `timings: inputs 0.02 s · check 0.50 s · site and widgets 1.45 s · write 0.26 s · stamp 0.08 s`
    var summary: String {
        "timings: " + laps.map { "\($0.0) \(String(format: "%.2f", $0.1)) s" }.joined(separator: " · ")
    }
}
