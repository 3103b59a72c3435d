import Foundation
import QuestlineCore

/// The engine alone: load the content, read the log, parse it, fold it into the state as of an
/// instant. Prints each stage's time, events per second and the process's peak memory.
enum FoldBenchmark {
    static func run(site: String, asOf text: String) throws {
        let source = DirectorySource(root: URL(fileURLWithPath: site))
        var started = Clock.now()
        let loaded = ContentLoader.load(from: source)
        guard let game = loaded.game else { throw BenchError("the game at \(site) does not load") }
        let load = Clock.now() - started
        guard let asOf = Instant.parse(text, in: game.settings.calendar) else { throw BenchError("bad instant \(text)") }

        // As GameCheck does: the log's text is dropped once it is parsed.
        var read = 0.0, parse = 0.0
        var memory: [String] = []
        let log = try { () throws -> EventLog in
            started = Clock.now()
            let logText = try source.text(at: ContentFormat.eventLogFile) ?? ""
            read = Clock.now() - started
            memory.append(String(format: "after read %.0f", residentMiB()))
            started = Clock.now()
            let log = EventLogParser.parse(logText, calendar: game.settings.calendar)
            parse = Clock.now() - started
            return log
        }()
        memory.append(String(format: "after parse %.0f", residentMiB()))
        started = Clock.now()
        let state = Engine.state(of: game, log: log, asOf: asOf)
        let fold = Clock.now() - started
        memory.append(String(format: "after fold %.0f MiB resident", residentMiB()))

        let events = log.events.count
        let total = read + parse + fold
        func ms(_ s: Double) -> String { String(format: "%.0f ms", s * 1000) }
        print("load \(ms(load))  read \(ms(read))  parse \(ms(parse))  fold \(ms(fold))  read+parse+fold \(ms(total))")
        print("events \(events)  log errors \(log.diagnostics.filter { $0.severity == .error }.count)  violations \(state.violations.count)")
        print(String(format: "events/s %.0f  peak RSS %.0f MiB", Double(events) / total, peakMiB()))
        print(memory.joined(separator: ", "))
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
