import Foundation
import Testing

/// `questline complete --value` for measured habits, end to end through the binary.
@Suite("Habit commands", .serialized)
struct HabitCommandTests {
    static let challenges = """
    - {id: swim, title: Swim, category: c, points: 100}
    - {id: run, title: Run, category: c, points: 5, schedule: daily, measure: {target: 5, unit: km}}
    - {id: gym, title: Gym, category: c, points: 10, schedule: {times: 3, per: 7}}

    """

    @Test("--value appends a JSON number; the entry that meets the target earns the points")
    func value() throws {
        let site = try TemporarySite.small()
        try site.write("content/challenges.yaml", Self.challenges)
        var result = try site.run(["complete", "run", "--player", "sam", "--value", "3", "--at", "2026-06-05T07:00"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.sentence == "sam completed run: +0 points, balance 0")
        result = try site.run(["complete", "run", "--player", "sam", "--value", "2.2", "--at", "2026-06-05T19:00"])
        #expect(result.sentence == "sam completed run: +5 points, balance 5")
        result = try site.run(["complete", "gym", "--player", "sam", "--at", "2026-06-05T19:30"])
        #expect(result.status == 0, "\(result.stderr)")
        // Each line's random id left out.
        #expect(try site.read("content/events.jsonl").replacing(/"id":"[a-z2-7]+",/, with: "") == """
        {"at":"2026-06-05T07:00:00+02:00","challenge":"run","player":"sam","proof":"done","type":"complete","value":3}
        {"at":"2026-06-05T19:00:00+02:00","challenge":"run","player":"sam","proof":"done","type":"complete","value":2.2}
        {"at":"2026-06-05T19:30:00+02:00","challenge":"gym","player":"sam","proof":"done","type":"complete"}

        """)
        #expect(try site.run(["check", "--as-of", "2026-06-06"]).status == 0)
    }

    @Test("A value is required for a measured habit, refused for others, and must be a number from 0; nothing is recorded", arguments: [
        (["complete", "run", "--player", "sam"], "error: 'run' is measured in km: say how much with 'value'"),
        (["complete", "swim", "--player", "sam", "--value", "1"], "error: 'swim' is not measured; leave 'value' out"),
        (["complete", "run", "--player", "sam", "--value=-1"], "--value must be a number from 0"),
        (["complete", "run", "--player", "sam", "--value", "nan"], "--value must be a number from 0"),
        (["complete", "run", "--player", "sam", "--value", "five"], "five"),
    ])
    func refusals(_ arguments: [String], _ message: String) throws {
        let before = #"{"at":"2026-06-02T10:00:00+02:00","type":"award","player":"ann","amount":5}"# + "\n"
        let site = try TemporarySite.small(events: before)
        try site.write("content/challenges.yaml", Self.challenges)
        let result = try site.run(arguments + ["--at", "2026-06-05T10:00"])
        #expect(result.status != 0)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(try site.read("content/events.jsonl") == before)
        // A usage error shows the command's own usage, not the tool's.
        #expect(!result.stderr.contains("Usage: questline <subcommand>"), "\(result.stderr)")
    }
}
