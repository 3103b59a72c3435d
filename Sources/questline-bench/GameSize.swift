import Foundation

/// The set sizes of synthetic games.
enum GameSize {
    static func generate(_ size: String, into path: String, repo: URL) throws {
        let site = try SiteFolder(path: path)
        switch size.uppercased() {
        case "S":
            // The birthday sample game as it is, built as of its big day.
            try site.copy(from: repo.appendingPathComponent("content"), to: "content")
            let append = #"{"amount":1,"at":"2026-06-13T19:00:00+02:00","by":"jo","player":"sam","reason":"bench","type":"award"}"#
            let events = (try? String(contentsOf: repo.appendingPathComponent("content/events.jsonl"), encoding: .utf8))?
                .split(separator: "\n").count ?? 0
            try site.writeNotes(asOf: "2026-06-13T20:00", appendLine: append, events: events)
        case "M": try DailyGame(players: 1, quests: 10, days: 365, doneShare: 0.9, seed: 1).write(to: site)
        case "L": try ArchiveGame().write(to: site)
        case "XL": try DailyGame(players: 100, quests: 10, days: 1_031, doneShare: 0.97, seed: 4).write(to: site)
        default: throw BenchError("unknown size \(size): S, M, L or XL")
        }
        try site.copy(from: repo.appendingPathComponent("Templates"), to: "Templates")
        let notes = (try? String(contentsOf: site.root.appendingPathComponent("bench/size.txt"), encoding: .utf8)) ?? ""
        print("\(size.uppercased()): \(notes.split(separator: "\n").joined(separator: ", ")) → \(path)")
    }
}
