import Foundation
import Testing
@testable import QuestlineCore

/// The recorder checks a new event from the fold cache when it can (only the lines after the
/// cached fold are read): it must accept, refuse and append exactly as it does without one.
@Suite("The recorder with the fold cache")
struct RecorderCacheTests {
    typealias Site = FoldCacheTests.Site

    /// A site whose cache holds the fold of all of `FoldCacheTests.lines` but the last two, which
    /// are in the log after it.
    private func site() throws -> (Site, Game) {
        let site = try Site(lines: Array(FoldCacheTests.lines.dropLast(2)))
        _ = site.check()
        try site.write(FoldCacheTests.lines)
        let game = try #require(ContentLoader.load(from: site.source).game)
        return (site, game)
    }

    private func record(_ event: Event, in site: Site, game: Game, cache: Bool) -> Result<GameState, QuestlineError> {
        do {
            return .success(try EventRecorder(source: site.source, game: game, cache: cache ? site.cache : nil).record(event))
        } catch let error as QuestlineError {
            return .failure(error)
        } catch {
            return .failure(QuestlineError("\(error)"))
        }
    }

    private static let at = Instant.parse("2026-06-17T09:00:00+02:00")!

    @Test("An event after the log is taken from the cache's fold, and gives what a whole fold gives")
    func accepted() throws {
        let (site, game) = try site()
        let event = Event(at: Self.at, kind: .award, player: "sam", amount: 4, by: "jo")
        #expect(Engine.appendingUsingCache(event, game: game, source: site.source, cache: site.cache) != nil)
        let quick = try record(event, in: site, game: game, cache: true).get()
        let log = try Data(contentsOf: site.logURL)
        // The same event again, appended to a copy with no cache: the same state, the same line.
        let (plain, plainGame) = try self.site()
        let slow = try record(event, in: plain, game: plainGame, cache: false).get()
        #expect(quick.players == slow.players)
        #expect(log == (try Data(contentsOf: plain.logURL)))
    }

    @Test("A state read with the cache resumes from its fold and equals the whole log's fold; another game's cache is not used")
    func stateFromCache() throws {
        let (site, game) = try site()
        #expect(Engine.foldUsingCache(game, source: site.source, asOf: Self.at, cache: site.cache) != nil)
        let quick = try Engine.state(of: game, source: site.source, asOf: Self.at, cache: site.cache)
        let whole = try Engine.state(of: game, source: site.source, asOf: Self.at).state
        #expect(quick.players == whole.players && Array(quick.timeline) == Array(whole.timeline))
        let other = try Engine.state(of: game, source: site.source, asOf: Self.at,
                                     cache: FoldCache(site: site.source.root, key: "another game"))
        #expect(other.players == whole.players)
    }

    @Test("A refused event gets the same sentence, and the log is unchanged")
    func refused() throws {
        let (site, game) = try site()
        let before = try Data(contentsOf: site.logURL)
        let spend = Event(at: Self.at, kind: .spend, player: "sam", amount: 100_000, by: "jo")
        #expect(Engine.appendingUsingCache(spend, game: game, source: site.source, cache: site.cache)?.violation != nil)
        let quick = record(spend, in: site, game: game, cache: true)
        let slow = record(spend, in: site, game: game, cache: false)
        guard case .failure(let fast) = quick, case .failure(let whole) = slow else {
            Issue.record("both must refuse: \(quick) \(slow)")
            return
        }
        #expect(fast.diagnostics == whole.diagnostics)
        #expect(try Data(contentsOf: site.logURL) == before)
    }

    @Test("A void reaches back past the cached fold: it is checked by folding the whole log again, as without the cache")
    func voidFoldsAgain() throws {
        let (site, game) = try site()
        let log = EventLogParser.parse(try Data(contentsOf: site.logURL), calendar: game.settings.calendar)
        let award = try #require(log.events.first { $0.kind == .award })
        let void = Event(at: Self.at, kind: .void, reason: "Not earned", by: "jo", event: award.id)
        #expect(Engine.appendingUsingCache(void, game: game, source: site.source, cache: site.cache) == nil)
        let quick = try record(void, in: site, game: game, cache: true).get()
        let (plain, plainGame) = try self.site()
        let slow = try record(void, in: plain, game: plainGame, cache: false).get()
        #expect(quick.voided.map(\.event) == [award.id])
        #expect(quick.players == slow.players)
    }

    @Test("Every kind of event after the log, and a void of each of its events: the cache's answer, when it gives one, is the whole log's")
    func agreesWithWholeLog() throws {
        let (site, game) = try site()
        let log = EventLogParser.parse(try Data(contentsOf: site.logURL), calendar: game.settings.calendar)
        let at = Self.at, day = game.settings.calendar.date(of: at)
        var candidates: [Event] = game.challenges.map { Event(at: at, kind: .complete, player: "sam", challenge: $0.id, proof: .done) }
        candidates += game.rewards.map { Event(at: at, kind: .unlock, player: "sam", reward: $0.id) }
        candidates += [Event(at: at, kind: .award, player: "sam", amount: 7, by: "jo"), Event(at: at, kind: .spend, player: "sam", amount: 7, by: "jo"),
                       Event(at: at, kind: .spend, player: "sam", amount: 100_000, by: "jo"), Event(at: at, kind: .award, player: "nobody", amount: 1),
                       Event(at: at, kind: .reveal, challenge: "dare", by: "jo"),
                       Event(at: at, kind: .pause, player: "sam", challenge: "run", from: day, until: day.adding(days: 2))]
        candidates += log.events.map { Event(at: at, kind: .void, reason: "test", event: $0.id) }
        for event in candidates {
            let whole = Engine.appending(event, to: log, game: game)
            guard let quick = Engine.appendingUsingCache(event, game: game, source: site.source, cache: site.cache) else { continue }
            let what = "\(event.kind) \(event.challenge ?? event.reward ?? event.event?.description ?? "")"
            #expect(quick.violation?.message == whole.violation?.message, "\(what)")
            #expect(quick.state.players == whole.state.players, "\(what)")
            #expect(quick.state.voided == whole.state.voided, "\(what)")
        }
        // And once written, a state read with the cache (play's, snapshot's) is the whole log's.
        for event in candidates where Engine.appending(event, to: log, game: game).violation == nil {
            try site.write(FoldCacheTests.lines + [String(EventEncoder.line(for: event, calendar: game.settings.calendar).dropLast())])
            let quick = try Engine.state(of: game, source: site.source, asOf: at, cache: site.cache)
            let whole = try Engine.state(of: game, source: site.source, asOf: at).state
            #expect(quick.players == whole.players && quick.voided == whole.voided, "\(event.kind) \(event.event?.description ?? "")")
        }
    }

    @Test("An event dated before the log's last one, a torn log or another game's cache: the whole log is folded")
    func fallsBack() throws {
        let (site, game) = try site()
        let early = Event(at: Instant.parse("2026-06-15T10:00:00+02:00")!, kind: .award, player: "sam", amount: 1, by: "jo")
        #expect(Engine.appendingUsingCache(early, game: game, source: site.source, cache: site.cache) == nil)
        let other = FoldCache(site: site.source.root, key: "another game")
        #expect(Engine.appendingUsingCache(early, game: game, source: site.source, cache: other) == nil)
        let handle = try FileHandle(forWritingTo: site.logURL)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(#"{"at":"2026-06-16T09:00"#.utf8))
        try handle.close()
        let late = Event(at: Self.at, kind: .award, player: "sam", amount: 1, by: "jo")
        #expect(Engine.appendingUsingCache(late, game: game, source: site.source, cache: site.cache) == nil)
        guard case .failure(let torn) = record(late, in: site, game: game, cache: true) else {
            Issue.record("a torn log takes nothing")
            return
        }
        #expect(torn.diagnostics.first?.message.contains("does not read as an event") == true)
    }
}
