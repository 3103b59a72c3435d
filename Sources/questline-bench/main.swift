import Foundation

/// `questline-bench`: the benchmark's helper. Benchmarks/run.sh drives it; see docs/benchmarks.md.
let usage = """
    usage: questline-bench generate S|M|L|XL DIR [--repo DIR]   write a synthetic site (same bytes every run)
           questline-bench fold DIR [--as-of INSTANT]             time parse + fold of DIR's event log
           questline-bench hugo-site DIR PAGES [PAGE_BYTES]       write a Hugo site of the same shape
           questline-bench floor FROM TO                          time writing FROM's files' bytes into TO
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
    default:
        throw BenchError(usage)
    }
} catch {
    FileHandle.standardError.write(Data("questline-bench: \(error)\n".utf8))
    exit(1)
}
