import Foundation

/// Builds by two or more `questline` binaries on one site, timed in turn: `questline-bench
/// compare`. On a shared machine the same build takes a fifth longer in one hour than in the
/// next, so a change is only measured against the binary before it, round by round, each
/// binary's build right after the other's (in the opposite order every other round).
///
/// - `appended` (the default): per round and binary, the log as it was, a forced build into the
///   binary's own output folder (which writes the fold cache from the log as it was), the site's
///   `bench/append.jsonl` appended, and the timed build.
/// - `full`: a first build, timed: the binary's output folder and the fold cache removed first.
///
/// The log is put back as it was after every build, and when the comparison ends or fails.
struct Comparison {
    enum Kind: String { case appended, full }

    /// One timed build: wall seconds, and the user and system CPU seconds it took.
    struct Timing { var wall, user, system: Double }

    let site: URL
    let binaries: [String]
    let rounds: Int
    let kind: Kind

    /// Where binary `index` writes: its own folder in the site's `compare/`.
    func output(of index: Int) -> URL {
        site.appendingPathComponent("compare/\(index)-\(URL(fileURLWithPath: binaries[index]).lastPathComponent)")
    }

    /// Each binary's timings, in the order of `binaries`.
    func run() throws -> [[Timing]] {
        let log = site.appendingPathComponent("content/events.jsonl")
        let original = try Data(contentsOf: log)
        let appended = kind == .appended ? try Data(contentsOf: site.appendingPathComponent("bench/append.jsonl")) : Data()
        let asOf = try String(contentsOf: site.appendingPathComponent("bench/as-of.txt"), encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        defer { try? original.write(to: log) }
        var timings = Array(repeating: [Timing](), count: binaries.count)
        for round in 0..<rounds {
            // Every other round in the opposite order, so neither binary always builds right after the other.
            for index in round % 2 == 0 ? Array(binaries.indices) : binaries.indices.reversed() {
                let binary = binaries[index]
                let arguments = ["build", "--site", site.path, "--as-of", asOf, "--output", output(of: index).path]
                try original.write(to: log)
                switch kind {
                case .appended:
                    _ = try Self.time(binary, arguments + ["--force"])
                    try (original + appended).write(to: log)
                case .full:
                    try? FileManager.default.removeItem(at: output(of: index))
                    try? FileManager.default.removeItem(at: site.appendingPathComponent(".questline-cache"))
                }
                timings[index].append(try Self.time(binary, arguments))
            }
        }
        return timings
    }

    /// The files of each binary's last output that differ from the first binary's, or are only
    /// in one of them, leaving out the build stamp and the manifest (which name the build).
    func differences() -> [[String]] {
        let first = Self.files(under: output(of: 0))
        return binaries.indices.dropFirst().map { index in
            let other = Self.files(under: output(of: index))
            let paths = Set(first.keys).union(other.keys).filter { $0 != ".questline-build" && $0 != ".questline-manifest" }
            return paths.filter { first[$0] != other[$0] }.sorted()
        }
    }

    /// Runs `binary` with `arguments`, its output thrown away, and times it. The end is taken
    /// from the termination handler: on Linux, `waitUntilExit()` looks every 50 ms, which made
    /// every wall time a step of about 48 ms (fastest 303.6 or 351.6 ms, nothing between).
    static func time(_ binary: String, _ arguments: [String]) throws -> Timing {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        let before = childrenUsage(), started = Clock.now()
        try process.run()
        ended.wait()
        let wall = Clock.now() - started, after = childrenUsage()
        guard process.terminationStatus == 0 else {
            throw BenchError("\(binary) \(arguments.joined(separator: " ")) exited with \(process.terminationStatus)")
        }
        return Timing(wall: wall, user: after.user - before.user, system: after.system - before.system)
    }

    /// The user and system CPU seconds of the children that ended so far.
    static func childrenUsage() -> (user: Double, system: Double) {
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return (seconds(usage.ru_utime), seconds(usage.ru_stime))
    }

    /// Every regular file under `root`, by its path from there, with its bytes (none when it cannot be read).
    static func files(under root: URL) -> [String: Data] {
        Dictionary((try? FolderFiles.read(under: root)) ?? [], uniquingKeysWith: { first, _ in first })
    }

    /// The report: per binary the median and fastest wall time, the median CPU, and the median's
    /// ratio to the first binary's.
    func report(_ timings: [[Timing]]) -> String {
        func median(_ values: [Double]) -> Double {
            let sorted = values.sorted()
            return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
        }
        let what = kind == .appended ? "one appended event" : "full build (no output folder, no fold cache)"
        var lines = ["\(what) on \(site.lastPathComponent), \(rounds) round\(rounds == 1 ? "" : "s") in turn:"]
        let baseline = median(timings[0].map(\.wall))
        for (index, runs) in timings.enumerated() {
            let wall = median(runs.map(\.wall))
            var line = binaries[index] + String(format: ": wall median %.1f ms (fastest %.1f), cpu user %.0f ms, system %.0f ms",
                              wall * 1000, (runs.map(\.wall).min() ?? 0) * 1000,
                              median(runs.map(\.user)) * 1000, median(runs.map(\.system)) * 1000)
            if index > 0 { line += String(format: "; %.3f × the first", wall / baseline) }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }
}
