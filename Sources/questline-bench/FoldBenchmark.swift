import Foundation
import QuestlineCore

/// The engine alone: load the content, then read, parse and fold the log into the state as of
/// an instant, as `questline check`, `build` and `snapshot` do (a piece at a time, the next
/// piece parsed on another thread while one is folded). Prints the times, events per second
/// and the process's peak memory.
enum FoldBenchmark {
    static func run(site: String, asOf text: String) throws {
        let source = DirectorySource(root: URL(fileURLWithPath: site))
        var started = Clock.now()
        let loaded = ContentLoader.load(from: source)
        guard let game = loaded.game else { throw BenchError("the game at \(site) does not load") }
        let load = Clock.now() - started
        guard let asOf = Instant.parse(text, in: game.settings.calendar) else { throw BenchError("bad instant \(text)") }
        let before = residentMiB()

        started = Clock.now()
        let (state, log) = try Engine.state(of: game, source: source, asOf: asOf)
        let fold = Clock.now() - started
        let after = residentMiB()

        func ms(_ s: Double) -> String { String(format: "%.0f ms", s * 1000) }
        print("load \(ms(load))  read+parse+fold \(ms(fold)) (a piece of \(LogPieces.pieceBytes >> 20) MiB at a time)")
        print("events \(log.eventCount)  log errors \(log.diagnostics.filter { $0.severity == .error }.count)  violations \(state.violations.count)")
        print(String(format: "events/s %.0f  peak RSS %.0f MiB", Double(log.eventCount) / fold, peakMiB()))
        print(String(format: "resident after load %.0f, after fold %.0f MiB", before, after))
    }

    /// The memory resident now, from /proc/self/statm.
    static func residentMiB() -> Double {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
              let pages = text.split(separator: " ").dropFirst().first.flatMap({ Double($0) }) else { return 0 }
        return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
    }

    /// The most resident memory this process has held so far.
    static func peakMiB() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_maxrss) / 1024
    }
}

struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
