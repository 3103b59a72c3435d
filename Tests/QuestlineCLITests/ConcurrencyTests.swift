import Foundation
import Testing

@Suite("Two processes racing on one log")
struct ConcurrencyTests {
    /// Two processes take turns to spend and unlock against one balance, many times at once.
    /// With the lock held across read-check-append, the log must fold to exactly the state the
    /// accepted commands describe: no double spend, no double unlock, no lost or torn line.
    @Test("Racing spends and unlocks never double-spend, double-unlock or lose an event")
    func race() async throws {
        let rewards = (1...40).map { "- {id: r\($0), title: R\($0), kind: text, message: M, price: 10}" }.joined(separator: "\n")
        let site = try TemporarySite.small(events: #"{"at":"2026-06-02T10:00:00+02:00","type":"award","player":"sam","amount":1000}"# + "\n")
        try site.write("content/rewards.yaml", rewards + "\n")
        let root = site.root
        let results = try await withThrowingTaskGroup(of: (accepted: Int, spent: Int).self) { group in
            for name in ["a", "b"] { group.addTask { try Self.worker(root: root, name: name, rounds: 120) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        let (ra, rb) = (results[0], results[1])

        let log = try site.read("content/events.jsonl")
        let lines = log.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(log.hasSuffix("\n"))
        #expect(lines.count == 1 + ra.accepted + rb.accepted, "every accepted command is one line, nothing lost")
        let unlocked = lines.filter { $0.contains("\"unlock\"") }.map { $0.components(separatedBy: "\"reward\":\"")[1].prefix { $0 != "\"" } }
        #expect(Set(unlocked).count == unlocked.count, "no reward unlocked twice")
        #expect(unlocked.count == 40, "each of the 40 rewards unlocked exactly once")
        #expect(1000 - ra.spent - rb.spent >= 0)

        let check = try site.run(["check", "--as-of", "2026-06-04"])
        #expect(check.status == 0, "the raced log folds cleanly: \(check.stderr)")
    }

    /// Spends 5 on even rounds and tries to unlock reward r(1 + round/2 % 40) on odd ones.
    static func worker(root: URL, name: String, rounds: Int) throws -> (accepted: Int, spent: Int) {
        var accepted = 0, spent = 0
        for round in 0..<rounds {
            let arguments = round % 2 == 0
                ? ["spend", "5", "--player", "sam", "--reason", "\(name)-\(round)", "--at", "2026-06-03T10:00"]
                : ["unlock", "r\(1 + (round / 2) % 40)", "--player", "sam", "--at", "2026-06-03T10:00"]
            let result = try CLI.run(arguments + ["--site", root.path])
            if result.status == 0 {
                accepted += 1
                spent += round % 2 == 0 ? 5 : 10
            } else {
                #expect(result.stderr.contains("already unlocked") || result.stderr.contains("cannot spend") || result.stderr.contains("costs"),
                        "unexpected refusal: \(result.stderr)")
            }
        }
        return (accepted, spent)
    }
}
