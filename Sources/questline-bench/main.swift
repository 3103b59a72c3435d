import Foundation

/// `questline-bench`: the benchmark's helper. Benchmarks/run.sh drives it; see the Benchmarks
/// section of README.md.
let usage = """
    usage: questline-bench generate S|M|L|XL DIR [--repo DIR]   write a synthetic site (same bytes every run)
           questline-bench fold DIR [--as-of INSTANT]             time parse + fold of DIR's event log
           questline-bench hugo-site DIR PAGES [PAGE_BYTES]       write a Hugo site of the same shape
           questline-bench floor FROM TO                          time writing FROM's files' bytes into TO
           questline-bench compare SITE BINARY BINARY... [--rounds N] [--full]
                                                  time builds by each binary in turn (default: one
                                                  appended event; --full: a first build), 8 rounds
    """

func option(_ name: String, in arguments: [String]) -> String? {
    arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
}

do {
    let arguments = Array(CommandLine.arguments.dropFirst())
    switch (arguments.first, arguments.count) {
    case ("generate"?, 3...):
        let repo = URL(fileURLWithPath: option("--repo", in: arguments) ?? FileManager.default.currentDirectoryPath)
        try GameSize.generate(arguments[1], into: arguments[2], repo: repo)
    case ("fold"?, 2...):
        let site = arguments[1]
        let asOf = try option("--as-of", in: arguments)
            ?? String(contentsOfFile: site + "/bench/as-of.txt", encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        try FoldBenchmark.run(site: site, asOf: asOf)
    case ("hugo-site"?, 3...):
        guard let pages = Int(arguments[2]) else { throw BenchError(usage) }
        try HugoSite(pages: pages, pageBytes: arguments.count > 3 ? Int(arguments[3]) ?? 1_600 : 1_600).write(to: arguments[1])
    case ("floor"?, 3):
        let result = try FloorWriter.run(source: arguments[1], target: arguments[2])
        print(String(format: "%d files %d bytes %.3f s", result.files, result.bytes, result.seconds))
    case ("compare"?, 4...):
        var rest = Array(arguments.dropFirst(2))
        var rounds = 8, kind = Comparison.Kind.appended
        if let at = rest.firstIndex(of: "--rounds") {
            guard at + 1 < rest.count, let count = Int(rest[at + 1]), count > 0 else { throw BenchError(usage) }
            rounds = count
            rest.removeSubrange(at...at + 1)
        }
        if let at = rest.firstIndex(of: "--full") {
            kind = .full
            rest.remove(at: at)
        }
        guard rest.count >= 2 else { throw BenchError(usage) }
        let comparison = Comparison(site: URL(fileURLWithPath: arguments[1]), binaries: rest, rounds: rounds, kind: kind)
        print(comparison.report(try comparison.run()))
        for (index, paths) in comparison.differences().enumerated() {
            let binary = comparison.binaries[index + 1]
            print(paths.isEmpty ? "\(binary): the same files as the first's (stamp and manifest aside)"
                                : "\(binary): \(paths.count) files differ from the first's: \(paths.prefix(5).joined(separator: ", "))")
        }
    default:
        throw BenchError(usage)
    }
} catch {
    FileHandle.standardError.write(Data("questline-bench: \(error)\n".utf8))
    exit(1)
}
