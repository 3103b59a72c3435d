import Foundation
import QuestlineCore
import QuestlineWidgets
import Testing

@Suite("Schema")
struct SchemaTests {
    /// Games and instants whose every snapshot must validate: the sample before, during and after
    /// the weekend; the family chart on ordinary and DST days; the oversized and the secret games.
    static func feeds() throws -> [(name: String, files: [OutputFile])] {
        var feeds: [(String, [OutputFile])] = []
        for asOf in ["2026-06-10T12:00", "2026-06-12T18:30", "2026-06-13T07:00", "2026-06-13T20:00", "2026-06-14T23:59", "2026-06-20T12:00"] {
            feeds.append(("sample \(asOf)", try WidgetFeed.files(state: Fixtures.sampleState(asOf: asOf), baseURL: Fixtures.baseURL)))
        }
        for asOf in ["2026-02-20T12:00", "2026-03-27T07:29", "2026-03-29T01:00", "2026-03-30T12:00", "2026-10-25T12:00"] {
            feeds.append(("family \(asOf)", try WidgetFeed.files(state: Fixtures.state(Fixtures.family, asOf: asOf), baseURL: Fixtures.baseURL)))
        }
        feeds.append(("family, relative links", try WidgetFeed.files(state: Fixtures.state(Fixtures.family, asOf: "2026-03-30T12:00"), baseURL: "")))
        feeds.append(("big", try WidgetFeed.files(state: Fixtures.state(BigFixture.files, asOf: BigFixture.asOf), baseURL: BigFixture.baseURL)))
        for asOf in ["2026-06-10T12:00", "2026-06-20T08:00"] {
            feeds.append(("secrets \(asOf)", try WidgetFeed.files(state: Fixtures.state(SecretFixture.files, asOf: asOf), baseURL: Fixtures.baseURL)))
        }
        return feeds
    }

    @Test("Every snapshot and index of the sample game and the fixtures validates against the schema")
    func everySnapshotValidates() throws {
        let root = try SchemaValidator.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        var folders: [URL] = []
        var count = 0
        for (index, feed) in try Self.feeds().enumerated() {
            folders.append(try SchemaValidator.write(feed.files, under: root.appendingPathComponent("feed-\(index)")))
            count += feed.files.count - 1
        }
        let outcome = try SchemaValidator.run(folders)
        guard SchemaValidator.requireRunnable(outcome) else { return }
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.output.contains("\(count) file(s) checked, 0 invalid"), "\(outcome.output)")
    }

    /// Ways to break a valid medium snapshot, each of which the schema (or the budget) must catch.
    static let breakages: [(String, @Sendable (inout [String: Any]) -> Void)] = [
        ("no state line", { $0["state"] = nil }),
        ("a reward's message", { json in
            var player = json["player"] as! [String: Any]
            var next = player["next"] as! [String: Any]
            next["message"] = "a secret"
            player["next"] = next
            json["player"] = player
        }),
        ("a state line over 255 characters", { $0["state"] = String(repeating: "x", count: 256) }),
        ("a timeline in a medium snapshot", { $0["timeline"] = [] as [Any] }),
        ("an unknown quest state", { json in
            var quests = json["quests"] as! [[String: Any]]
            quests[0]["state"] = "skipped"
            json["quests"] = quests
        }),
        ("an instant without an offset", { $0["asOf"] = "2026-03-30T12:00:00" }),
        ("a future format version", { $0["version"] = 2 }),
        ("over the byte budget", { $0["state"] = String(repeating: "é", count: 250); $0["quests"] = Array(repeating: ($0["quests"] as! [Any])[0], count: 12) }),
    ]

    @Test("The validator rejects each broken snapshot, and accepts the unbroken one")
    func brokenSnapshotsAreRejected() throws {
        let state = try Fixtures.state(Fixtures.family, asOf: "2026-03-30T12:00")
        let valid = try WidgetFeed.snapshot(state: state, player: "emma", size: .medium, baseURL: Fixtures.baseURL)
        let folder = try SchemaValidator.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let validURL = folder.appendingPathComponent("valid.json")
        try valid.write(to: validURL)
        // The broken copies are re-encoded by JSONSerialization; an unbroken copy encoded the same
        // way must pass, so that each broken one fails for its breakage and not for its encoding.
        let unbroken = try JSONSerialization.jsonObject(with: valid)
        let reencodedURL = folder.appendingPathComponent("reencoded.json")
        try JSONSerialization.data(withJSONObject: unbroken, options: [.sortedKeys, .withoutEscapingSlashes]).write(to: reencodedURL)
        let accepted = try SchemaValidator.run([validURL, reencodedURL])
        guard SchemaValidator.requireRunnable(accepted) else { return }
        #expect(accepted.status == 0, "the valid snapshot was rejected: \(accepted.output)")

        // One validator run for all of them: starting Python and jsonschema takes a second or more.
        let brokenFolder = folder.appendingPathComponent("broken")
        try FileManager.default.createDirectory(at: brokenFolder, withIntermediateDirectories: true)
        for (index, (_, breakIt)) in Self.breakages.enumerated() {
            var json = try #require(try JSONSerialization.jsonObject(with: valid) as? [String: Any])
            breakIt(&json)
            let broken = try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys, .withoutEscapingSlashes])
            try broken.write(to: brokenFolder.appendingPathComponent("broken-\(index).json"))
        }
        let rejected = try SchemaValidator.run([brokenFolder])
        #expect(rejected.status == 1)
        #expect(rejected.output.contains("\(Self.breakages.count) file(s) checked, \(Self.breakages.count) invalid"), "\(rejected.output)")
        for (index, (name, _)) in Self.breakages.enumerated() {
            #expect(rejected.output.contains("broken-\(index).json: error"), "\(name) was not caught: \(rejected.output)")
        }
    }

    @Test("The validator fails, not passes, when it finds nothing to check")
    func nothingToCheck() throws {
        let folder = try SchemaValidator.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try SchemaValidator.run([folder])
        guard SchemaValidator.requireRunnable(outcome) else { return }
        #expect(outcome.status == 1)
    }

    @Test("The embedded schema is the repository's Schemas/widget-snapshot.schema.json, byte for byte")
    func embeddedCopyMatches() throws {
        let file = Fixtures.packageRoot.appendingPathComponent("Schemas/widget-snapshot.schema.json")
        let onDisk = try Data(contentsOf: file)
        #expect(Data(WidgetSchema.json.utf8) == onDisk, "run scripts/embed-schema.sh after editing the schema")
    }

    @Test("The feed writes the schema next to the snapshots, and it is draft 2020-12")
    func schemaIsWritten() throws {
        let files = try WidgetFeed.files(state: Fixtures.state(Fixtures.family, asOf: "2026-03-30T12:00"), baseURL: Fixtures.baseURL)
        let schema = try #require(files.first { $0.path == "widgets/schema.json" })
        #expect(schema.bytes == Data(WidgetSchema.json.utf8))
        let json = try #require(try JSONSerialization.jsonObject(with: schema.bytes) as? [String: Any])
        #expect(json["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
    }
}
