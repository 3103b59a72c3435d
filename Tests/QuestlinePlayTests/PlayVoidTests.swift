import Foundation
import QuestlineCore
import Testing
@testable import QuestlinePlay

/// Mending a mistake from the phone (issues #33, #35): a parent voids the points they gave or
/// took by mistake, an organiser any event; the log keeps both lines.
@Suite("Voiding from play mode")
struct PlayVoidTests {
    static let files: [String: String] = [
        "content/game.yaml": """
        format: 1
        title: Stars
        timezone: Europe/Oslo
        locale: en_GB
        starts: 2026-06-12
        id: 6f1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d
        """,
        "content/people.yaml": """
        - {id: emma, name: Emma, role: child}
        - {id: leo, name: Leo, role: child}
        - {id: mum, name: Mum, role: parent}
        - {id: dad, name: Dad, role: parent}
        - {id: org, name: Org, role: organiser}
        """,
        "content/challenges.yaml": """
        - {id: teeth, title: Brush teeth, category: habits, points: 5}
        """,
        "content/events.jsonl": """
        {"type":"award","at":"2026-06-12T08:00:00+02:00","player":"leo","amount":10,"reason":"tidy room","by":"mum","id":"mumawardleo2"}
        {"type":"award","at":"2026-06-12T09:00:00+02:00","player":"emma","amount":7,"reason":"helped","by":"dad","id":"dadawardemma"}
        {"type":"complete","at":"2026-06-12T10:00:00+02:00","player":"emma","challenge":"teeth","proof":"done","id":"emmateethaaa"}

        """,
    ]

    static let at = Instant.parse("2026-06-12T12:00:00+02:00") ?? Date()

    /// The game above, written to a fresh folder.
    static func site() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("play-void-\(UUID().uuidString)", isDirectory: true)
        for (path, text) in files {
            let file = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        return root
    }

    static func load(_ site: URL) throws -> (Game, GameState) {
        let game = try #require(ContentLoader.load(from: DirectorySource(root: site)).game)
        return (game, try Engine.state(of: game, source: DirectorySource(root: site), asOf: at).state)
    }

    func request(_ who: String, in game: Game, event: String?, reason: String? = "wrong child") -> PlayRequest {
        PlayRequest(person: game.person(who) ?? Person(id: who, name: who, role: .player),
                    form: PlayForm(action: .void, reason: reason, event: event))
    }

    @Test("Parents and organisers void; players and friends do not; an id and a reason are needed")
    func rules() throws {
        let site = try Self.site()
        defer { try? FileManager.default.removeItem(at: site) }
        let (game, _) = try Self.load(site)
        #expect(PlayAction.allowed(for: .parent).contains(.void) && PlayAction.allowed(for: .organiser).contains(.void))
        #expect(!PlayAction.allowed(for: .child).contains(.void) && !PlayAction.allowed(for: .friend).contains(.void))
        #expect(request("emma", in: game, event: "emmateethaaa").refusal(in: game) == "Emma cannot do that here")
        #expect(request("mum", in: game, event: nil).refusal(in: game) == "choose the event to void")
        #expect(request("mum", in: game, event: "not an id").refusal(in: game) == "choose the event to void")
        #expect(request("mum", in: game, event: "mumawardleo2", reason: "  ").refusal(in: game) == "say why it is voided")
        #expect(request("mum", in: game, event: "mumawardleo2").refusal(in: game) == nil)
    }

    @Test("A parent is offered, and may void, the points they gave or took and the players' completions; an organiser anything")
    func whose() throws {
        let site = try Self.site()
        defer { try? FileManager.default.removeItem(at: site) }
        let (game, state) = try Self.load(site)
        func offered(_ who: String) throws -> [String] {
            PlayChoices(person: try #require(game.person(who)), state: state).voidable.compactMap { $0.event?.description }
        }
        #expect(try offered("mum") == ["emmateethaaa", "mumawardleo2"])
        #expect(try offered("dad") == ["emmateethaaa", "dadawardemma"])
        #expect(try offered("org") == ["emmateethaaa", "dadawardemma", "mumawardleo2"])
        #expect(try offered("emma").isEmpty)
        #expect(request("mum", in: game, event: "mumawardleo2").voidRefusal(in: state) == nil)
        #expect(request("mum", in: game, event: "dadawardemma").voidRefusal(in: state) == "Mum can void only what Mum gave or took")
        #expect(request("mum", in: game, event: "emmateethaaa").voidRefusal(in: state) == nil, "a child's tap by mistake")
        #expect(request("org", in: game, event: "emmateethaaa").voidRefusal(in: state) == nil)
        let page = PlayPage(person: try #require(game.person("mum")), state: state, token: "t", notice: nil).html
        #expect(page.contains("id=\"play-void-mumawardleo2\"") && page.contains("Leo +10\u{A0}points: tidy room"))
        #expect(page.contains("name=\"action\" value=\"void\"") && !page.contains("dadawardemma"))
    }

    @Test("A void from play is appended with its maker; the balance drops; a second void and another's award are refused")
    func performs() throws {
        let site = try Self.site()
        defer { try? FileManager.default.removeItem(at: site) }
        let (game, _) = try Self.load(site)
        let log = site.appendingPathComponent("content/events.jsonl")
        let before = try String(contentsOf: log, encoding: .utf8)

        let refused = request("mum", in: game, event: "dadawardemma").perform(site: site, game: game, at: Self.at)
        #expect(refused == .refused("Mum can void only what Mum gave or took"))
        #expect(try String(contentsOf: log, encoding: .utf8) == before)

        let done = request("mum", in: game, event: "mumawardleo2").perform(site: site, game: game, at: Self.at)
        #expect(done == .recorded("Voided: wrong child. Leo's balance is 0\u{A0}points"))
        let last = try #require(try String(contentsOf: log, encoding: .utf8).split(separator: "\n").last)
        #expect(last.contains("\"type\":\"void\"") && last.contains("\"event\":\"mumawardleo2\"") && last.contains("\"by\":\"mum\""))
        let (_, after) = try Self.load(site)
        #expect(after.player("leo")?.balance == 0)

        let again = request("org", in: game, event: "mumawardleo2").perform(site: site, game: game, at: Self.at)
        guard case .refused(let sentence) = again else { Issue.record("a second void was recorded"); return }
        #expect(sentence.contains("voided already"), "\(sentence)")
    }

    /// The game with a treat of 10 that Leo unlocked (`leounlockstr`) with Mum's award of 10.
    static func siteWithSpentAward() throws -> URL {
        let site = try Self.site()
        try Data("- {id: treat, title: Treat, kind: text, message: Yay, price: 10}\n".utf8)
            .write(to: site.appendingPathComponent("content/rewards.yaml"))
        let log = site.appendingPathComponent("content/events.jsonl")
        let unlock = #"{"type":"unlock","at":"2026-06-12T11:00:00+02:00","player":"leo","reward":"treat","id":"leounlockstr"}"# + "\n"
        try (try String(contentsOf: log, encoding: .utf8) + unlock).write(to: log, atomically: true, encoding: .utf8)
        return site
    }

    @Test("A parent mends an award a child has spent: the unlock it paid for first, then the award")
    func mendsSpentAward() throws {
        let site = try Self.siteWithSpentAward()
        defer { try? FileManager.default.removeItem(at: site) }
        let log = site.appendingPathComponent("content/events.jsonl")
        let (game, state) = try Self.load(site)
        let offered = PlayChoices(person: try #require(game.person("mum")), state: state).voidable.compactMap { $0.event?.description }
        #expect(offered.first == "leounlockstr", "the unlock is offered to the parent: \(offered)")

        let award = request("mum", in: game, event: "mumawardleo2", reason: "it was 4, not 10")
        #expect(award.perform(site: site, game: game, at: Self.at) == .refused("it paid for Treat: void that unlock first"))
        let unlocked = request("mum", in: game, event: "leounlockstr", reason: "bought by mistake").perform(site: site, game: game, at: Self.at)
        guard case .recorded = unlocked else { Issue.record("the parent's void of the unlock was refused: \(unlocked)"); return }
        let (_, between) = try Self.load(site)
        #expect(award.perform(site: site, game: game, at: Self.at) == .recorded("Voided: it was 4, not 10. Leo's balance is 0\u{A0}points"),
                "balance before: \(between.player("leo")?.balance ?? -1)")
        let (_, after) = try Self.load(site)
        #expect(after.player("leo")?.balance == 0 && after.player("leo")?.unlocks.isEmpty == true)
    }

    @Test("With the fold cache a build leaves, an organiser's void of an award a child has spent is still refused")
    func spentAwardWithCache() throws {
        let site = try Self.siteWithSpentAward()
        defer { try? FileManager.default.removeItem(at: site) }
        let log = site.appendingPathComponent("content/events.jsonl")
        let (game, _) = try Self.load(site)
        let cache = FoldCache(site: site, key: "play test")
        _ = GameCheck.run(source: DirectorySource(root: site), asOf: Self.at, cache: cache)
        #expect(FileManager.default.fileExists(atPath: cache.file.path), "the check left its fold cache")
        let before = try String(contentsOf: log, encoding: .utf8)
        let award = request("org", in: game, event: "mumawardleo2", reason: "it was 4, not 10")
        guard case .refused = award.perform(site: site, game: game, at: Self.at, cache: cache) else {
            Issue.record("the void of a spent award was recorded")
            return
        }
        #expect(try String(contentsOf: log, encoding: .utf8) == before)
    }
}
