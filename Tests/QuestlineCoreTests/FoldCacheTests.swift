import Foundation
import Testing
@testable import QuestlineCore

/// The fold cache keeps the loaded game and the fold between builds. Whatever it holds, a check
/// with it must give exactly what a check without it gives; it may only save time.
@Suite("Fold cache")
struct FoldCacheTests {
    static let challenges = """
    - {id: swim, title: Swim, category: physical, points: 100}
    - {id: run, title: Run, category: fitness, points: 5, schedule: {every: day}}
    - {id: km, title: Km, category: fitness, points: 10, schedule: daily, measure: {target: 35, unit: km, per: 7}}
    - id: dare
      title: Dare
      category: social
      points: 30
      secret: {by: jo, reveal: {after-completions: 2}}
    """

    static let goals = """
    - {id: save, title: Save up, player: sam, target: 60, measure: balance}
    """

    /// Clean lines only (the cache keeps no fold with a broken rule), in time order.
    static let lines: [String] = [
        #"{"at":"2026-06-12T08:00:00+02:00","challenge":"run","player":"sam","type":"complete"}"#,
        #"{"at":"2026-06-12T09:00:00+02:00","challenge":"swim","player":"sam","type":"complete","proof":"text","text":"Did it"}"#,
        #"{"at":"2026-06-13T08:00:00+02:00","challenge":"run","player":"sam","type":"complete"}"#,
        #"{"at":"2026-06-13T10:00:00+02:00","type":"award","player":"sam","amount":3,"reason":"Tidied","by":"jo"}"#,
        #"{"at":"2026-06-14T07:00:00+02:00","challenge":"run","player":"sam","type":"complete"}"#,
        #"{"at":"2026-06-14T08:00:00+02:00","type":"unlock","player":"sam","reward":"letter"}"#,
        #"{"at":"2026-06-14T09:00:00+02:00","challenge":"dare","player":"sam","type":"complete"}"#,
        #"{"at":"2026-06-15T09:00:00+02:00","type":"spend","player":"sam","amount":2,"reason":"Ice cream","by":"jo"}"#,
        #"{"at":"2026-06-16T08:00:00+02:00","challenge":"run","player":"sam","type":"complete","on":"2026-06-16"}"#,
    ]

    static let asOf = Instant.parse("2026-06-20T12:00:00+02:00")!

    /// A site folder on disk with `lines` as its log, and a cache file of its own.
    struct Site {
        let source: DirectorySource
        let cache: FoldCache

        /// `files`: content files that replace the fixture's, by path.
        init(lines: [String], key: String = "test", files: [String: String] = [:]) throws {
            let root = FileManager.default.temporaryDirectory.appendingPathComponent("fold-cache-\(UUID().uuidString)")
            let fixture = Fixture(["content/challenges.yaml": FoldCacheTests.challenges, "content/goals.yaml": FoldCacheTests.goals]
                .merging(files) { _, given in given })
            for (path, text) in fixture.files {
                let url = root.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
            source = DirectorySource(root: root)
            cache = FoldCache(site: root, key: key)
            try write(lines)
        }

        var logURL: URL { source.root.appendingPathComponent(ContentFormat.eventLogFile) }

        func write(_ lines: [String]) throws {
            try Data(lines.map { $0 + "\n" }.joined().utf8).write(to: logURL)
        }

        func check(_ pieceBytes: Int = 1 << 20, asOf: Date = FoldCacheTests.asOf) -> GameCheck {
            GameCheck.run(source: source, asOf: asOf, pieceBytes: pieceBytes, cache: cache)
        }
    }

    /// What a check without any cache gives.
    static func expectSame(_ check: GameCheck, as plain: GameCheck, _ comment: Comment? = nil) throws {
        let state = try #require(check.state), expected = try #require(plain.state)
        #expect(check.diagnostics == plain.diagnostics, comment)
        #expect(check.log.eventCount == plain.log.eventCount, comment)
        #expect(check.log.lineCount == plain.log.lineCount, comment)
        #expect(state.players == expected.players, comment)
        #expect(Array(state.timeline) == Array(expected.timeline), comment)
        #expect(state.rewards == expected.rewards, comment)
        #expect(state.goals == expected.goals, comment)
        #expect(state.dares == expected.dares, comment)
        #expect((state.changedAt, state.nextChangeAt, state.pendingEvents)
                == (expected.changedAt, expected.nextChangeAt, expected.pendingEvents), comment)
    }

    static func plain(_ site: Site, asOf: Date = FoldCacheTests.asOf) -> GameCheck {
        GameCheck.run(source: site.source, asOf: asOf)
    }

    @Test("Lines appended after a cached fold are folded on from it, and give what folding the whole log gives",
          arguments: [7, 64, 1 << 20])
    func appended(pieceBytes: Int) throws {
        let site = try Site(lines: Array(Self.lines.prefix(4)))
        #expect(site.check(pieceBytes).cacheUse == .none)
        #expect(site.cache.read()?.log != nil)
        for count in 5...Self.lines.count {
            try site.write(Array(Self.lines.prefix(count)))
            let check = site.check(pieceBytes)
            #expect(check.cacheUse == .gameAndFold)
            try Self.expectSame(check, as: Self.plain(site), "\(count) lines")
        }
        // Nothing appended: the same fold again, from the cache alone.
        try Self.expectSame(site.check(pieceBytes), as: Self.plain(site))
        #expect(site.check(pieceBytes).cacheUse == .gameAndFold)
    }

    @Test("A run that takes the game from the cache warns of its economy as a run without the cache does")
    func economyWarningsFromTheCache() throws {
        // A game that ends, whose rewards cost far more than its challenges pay.
        let game = Fixture.gameYAML.replacingOccurrences(of: "prices: {text: 50, image: 50, gallery: 50, audio: 75, video: 100}",
                                                         with: "prices: {text: 50000, image: 50, gallery: 50, audio: 75000, video: 100}\nends: 2026-06-30")
        let site = try Site(lines: Array(Self.lines.prefix(4)), files: ["content/game.yaml": game])
        let plain = Self.plain(site)
        #expect(plain.economy != nil)
        #expect(plain.diagnostics.contains { $0.message.contains("not everything can be unlocked") })
        #expect(site.check().cacheUse == .none)
        #expect(site.cache.read()?.economyWarnings == plain.economy?.warnings())
        // One more line (no unlock: none of these rewards can be afforded).
        try site.write(Array(Self.lines.prefix(5)))
        let cached = site.check()
        #expect(cached.cacheUse == .gameAndFold)
        #expect(cached.economy == nil)
        try Self.expectSame(cached, as: Self.plain(site))
    }

    @Test("A measure over 7 days pays once in 7 days from a cached fold too: its payout days are read back")
    func measurePayoutsReadBack() throws {
        let days = (12...25).map { #"{"at":"2026-06-\#($0)T08:00:00+02:00","challenge":"km","player":"sam","type":"complete","value":6}"# }
        let site = try Site(lines: Array(days.prefix(8)))
        _ = site.check(asOf: Instant.parse("2026-06-26T12:00:00+02:00")!)
        #expect(site.cache.read()?.log != nil)
        for count in 9...days.count {
            try site.write(Array(days.prefix(count)))
            let asOf = Instant.parse("2026-06-26T12:00:00+02:00")!
            let check = site.check(asOf: asOf)
            #expect(check.cacheUse == .gameAndFold)
            try Self.expectSame(check, as: Self.plain(site, asOf: asOf), "\(count) days")
        }
        let points = try #require(Self.plain(site, asOf: Instant.parse("2026-06-26T12:00:00+02:00")!).state).player("sam")!.completions.map(\.points)
        #expect(points == [0, 0, 0, 0, 0, 10, 0, 0, 0, 0, 0, 0, 10, 0])
    }

    @Test("What the cached fold has done counts after it: a once-challenge again, a daily quest twice in a day")
    func doneBeforeTheCache() throws {
        let site = try Site(lines: Self.lines)
        _ = site.check()
        #expect(site.cache.read()?.log != nil)
        let again = [
            #"{"at":"2026-06-17T09:00:00+02:00","challenge":"swim","player":"sam","type":"complete"}"#,
            #"{"at":"2026-06-17T10:00:00+02:00","challenge":"run","player":"sam","type":"complete","on":"2026-06-16"}"#,
        ]
        try site.write(Self.lines + again)
        let check = site.check()
        #expect(check.cacheUse == .gameAndFold)
        try Self.expectSame(check, as: Self.plain(site))
        let errors = check.diagnostics.filter { $0.severity == .error }.map(\.message)
        #expect(errors.count == 2)
        #expect(errors.contains { $0.contains("'swim' is done once") })
        #expect(errors.contains { $0.contains("'run' was already completed") })
    }

    @Test("A few appended lines leave the cache as it is; more than a share of what it covers rewrite it")
    func rewrittenOnlyAfterGrowth() throws {
        // Forty small awards make a log long enough for one more line to be well under 1/32 of it.
        let award = #"{"at":"2026-06-16T10:00:00+02:00","type":"award","player":"sam","amount":1,"reason":"Kind","by":"jo"}"#
        // Each its own reason: two identical lines would be one event twice (one id), an error.
        let start = Self.lines + (0..<40).map { award.replacingOccurrences(of: "Kind", with: "Kind \($0 / 10)\($0 % 10)") }
        let site = try Site(lines: start)
        _ = site.check()
        let covered = try #require(site.cache.read()?.log?.prefix)
        let written = try Data(contentsOf: site.cache.file)
        // One more line is less than 1/32 of the log: folded again from the cache, which is kept as it was.
        let late = #"{"at":"2026-06-19T09:00:00+02:00","type":"award","player":"sam","amount":1,"reason":"Late","by":"jo"}"#
        var lines = start + [late]
        try site.write(lines)
        #expect(late.utf8.count + 1 <= covered.bytes / GameCheck.rewriteShare)
        var check = site.check()
        #expect(check.cacheUse == .gameAndFold)
        try Self.expectSame(check, as: Self.plain(site))
        #expect(try Data(contentsOf: site.cache.file) == written)
        // Enough lines for more than 1/32 of what the cache covers: it is written again, up to the end.
        lines += (1...3).map { late.replacingOccurrences(of: "Late", with: "Late \($0)") }
        try site.write(lines)
        check = site.check()
        #expect(check.cacheUse == .gameAndFold)
        try Self.expectSame(check, as: Self.plain(site))
        let rewritten = try #require(site.cache.read()?.log?.prefix)
        #expect(rewritten.lines == lines.count)
    }

    @Test("The cached fold is trusted: the lines it covers are not folded again")
    func trusted() throws {
        let site = try Site(lines: Array(Self.lines.prefix(3)))
        let game = try #require(ContentLoader.load(from: site.source).game)
        let first = try Engine.fold(game, source: site.source, asOf: Self.asOf, pieces: nil, pieceBytes: 64, resuming: nil)
        // A fold that differs from what the lines say: were they folded again, it would not show.
        var marked = first.fold
        marked.playerStates[0].balance += 1_000
        try site.write(Array(Self.lines.prefix(4)))
        let resumed = try Engine.fold(game, source: site.source, asOf: Self.asOf, pieces: nil, pieceBytes: 64,
                                      resuming: Engine.Resumable(fold: marked, log: first.log, prefix: try #require(first.read)))
        #expect(resumed.resumed)
        #expect(resumed.fold.playerStates[0].balance == 1_000 + 5 + 100 + 5 + 3)
        #expect(resumed.log.eventCount == 4 && resumed.log.lineCount == 4)
    }

    @Test("A log changed within what the cache folded is folded again from its start", arguments: [
        "edited", "cut short", "emptied", "grown out of order",
    ])
    func changedLog(change: String) throws {
        let site = try Site(lines: Self.lines)
        _ = site.check()
        var lines = Self.lines
        switch change {
        case "edited": lines[1] = lines[1].replacingOccurrences(of: "Did it", with: "Did ti")
        case "cut short": lines.removeLast(2)
        case "emptied": lines = []
        default:
            // Dated before the cached fold's last event: it belongs in the middle of the fold.
            lines.append(#"{"at":"2026-06-13T12:00:00+02:00","type":"award","player":"sam","amount":4,"reason":"Late","by":"jo"}"#)
        }
        try site.write(lines)
        let check = site.check(64)
        #expect(check.cacheUse == .game)
        try Self.expectSame(check, as: Self.plain(site), "\(change)")
    }

    @Test("A loaded cache reads its file once: what it read stands after the file is gone, and a log edited since is folded again")
    func loadedOnce() throws {
        let site = try Site(lines: Array(Self.lines.prefix(5)))
        _ = site.check()
        let loaded = site.cache.loaded()
        try FileManager.default.removeItem(at: site.cache.file)
        #expect(site.cache.game() == nil)
        let game = try #require(loaded.game())
        // The lines after its fold are folded on from what was read.
        try site.write(Array(Self.lines.prefix(6)))
        let state = try Engine.state(of: game, source: site.source, asOf: Self.asOf, cache: loaded)
        #expect(Engine.foldUsingCache(game, source: site.source, asOf: Self.asOf, cache: loaded) != nil)
        let plain = try Engine.state(of: game, source: site.source, asOf: Self.asOf, cache: nil)
        #expect(state.fingerprint() == plain.fingerprint())
        // A log edited within what was read since is no log that fold was made from.
        var edited = Array(Self.lines.prefix(6))
        edited[1] = edited[1].replacingOccurrences(of: "Did it", with: "Did ti")
        try site.write(edited)
        #expect(Engine.foldUsingCache(game, source: site.source, asOf: Self.asOf, cache: loaded) == nil)
        // A cache loaded when it had no file holds nothing, though a file is written later.
        let empty = site.cache.loaded()
        _ = site.check()
        #expect(empty.game() == nil && site.cache.game() != nil)
    }

    @Test("An instant before the cached fold's last event folds the log again, with the later events pending")
    func earlierInstant() throws {
        let site = try Site(lines: Self.lines)
        _ = site.check()
        let earlier = Instant.parse("2026-06-14T12:00:00+02:00")!
        let check = site.check(asOf: earlier)
        #expect(check.cacheUse == .game)
        #expect(check.state?.pendingEvents == 2)
        try Self.expectSame(check, as: Self.plain(site, asOf: earlier))
        // A fold with pending events is not kept: the cache still holds the fold as of the later instant.
        #expect(site.check().cacheUse == .gameAndFold)
    }

    @Test("A cache made for other content, or damaged, is not used, and is replaced", arguments: ["other key", "cut", "flipped"])
    func unusable(damage: String) throws {
        let site = try Site(lines: Self.lines)
        _ = site.check()
        var bytes = try Data(contentsOf: site.cache.file)
        switch damage {
        case "other key":
            FoldCache(file: site.cache.file, key: "other").write(game: Fixture().game(), contentDiagnostics: [], economyWarnings: [], log: nil)
        case "cut": try bytes.prefix(bytes.count / 2).write(to: site.cache.file)
        default:
            bytes[bytes.count - 9] ^= 0x40
            try bytes.write(to: site.cache.file)
        }
        #expect(site.cache.read() == nil)
        let check = site.check()
        #expect(check.cacheUse == .none)
        try Self.expectSame(check, as: Self.plain(site))
        #expect(site.check().cacheUse == .gameAndFold)
    }

    @Test("A FIFO, a link or a folder where the cache file goes is not read nor waited on; a FIFO or a link is replaced",
          arguments: ["fifo", "link", "folder"])
    func notAFile(kind: String) throws {
        let site = try Site(lines: Self.lines)
        _ = site.check()
        let file = site.cache.file
        let saved = file.deletingLastPathComponent().appendingPathComponent("saved")
        try FileManager.default.moveItem(at: file, to: saved)
        switch kind {
        case "fifo": #expect(mkfifo(file.path, 0o600) == 0)
        // A link to a whole, valid cache file is still not followed.
        case "link": try FileManager.default.createSymbolicLink(at: file, withDestinationURL: saved)
        default: try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
        }
        // Opening a FIFO to read would wait for a writer that never comes: the test would hang.
        #expect(site.cache.read() == nil)
        let check = site.check()
        #expect(check.cacheUse == .none)
        try Self.expectSame(check, as: Self.plain(site))
        if kind != "folder" { #expect(site.check().cacheUse == .gameAndFold) }
    }

    @Test("A log with a broken rule keeps the game but no fold; content with an error keeps nothing")
    func errors() throws {
        let site = try Site(lines: Self.lines + [#"{"at":"2026-06-17T09:00:00+02:00","challenge":"nope","player":"sam","type":"complete"}"#])
        let check = site.check()
        #expect(check.hasErrors)
        let saved = try #require(site.cache.read())
        #expect(saved.log == nil && saved.game.challenges.count == 4)

        let broken = try Site(lines: Self.lines)
        try Data("- {id: swim, title: Swim, category: physical, points: fifty}\n".utf8)
            .write(to: broken.source.root.appendingPathComponent("content/challenges.yaml"))
        #expect(broken.check().hasErrors)
        #expect(!FileManager.default.fileExists(atPath: broken.cache.file.path))
    }

    @Test("The cache file is for its owner alone")
    func ownerOnly() throws {
        let site = try Site(lines: Self.lines)
        _ = site.check()
        let attributes = try FileManager.default.attributesOfItem(atPath: site.cache.file.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let folder = try FileManager.default.attributesOfItem(atPath: site.cache.file.deletingLastPathComponent().path)
        #expect((folder[.posixPermissions] as? NSNumber)?.intValue == 0o700)
    }
}
