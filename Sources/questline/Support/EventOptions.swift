import ArgumentParser
import Foundation
import QuestlineCore
import QuestlineSite

/// What every event command shares: the site, who, and when.
struct EventOptions: ParsableArguments {
    @OptionGroup var site: SiteOptions

    @Option(name: .customLong("at"), help: ArgumentHelp(
        "When it happened: 2026-06-13T18:00:00+02:00, 2026-06-13T18:00 in the game's time zone, or 2026-06-13 (now, if that is today; else that day's last second). Defaults to SOURCE_DATE_EPOCH, else now.",
        valueName: "instant"))
    var at: String?

    /// A game loaded for an event, with the fold cache it may have come from.
    struct LoadedGame {
        let game: Game
        /// The fold cache this questline's builds left for the game as its files are now, if any
        /// (`SiteBuild.currentFoldCache`), its file read once (`FoldCache.loaded`): the game was
        /// taken from it, and a new event is checked against its fold and the log's lines after
        /// it, instead of loading every file and folding the whole log.
        let cache: FoldCache?
    }

    /// Loads the game, refusing when its files have errors; from the fold cache when it holds it
    /// (it holds only a game that loaded without errors).
    func loadGame() throws -> LoadedGame {
        let cache = SiteBuild(site: site.siteURL, asOf: Date(), tool: Build.toolIdentity).currentFoldCache()?.loaded()
        if let game = cache?.game() { return LoadedGame(game: game, cache: cache) }
        let loaded = ContentLoader.load(from: site.source)
        guard let game = loaded.game, !loaded.diagnostics.hasErrors else {
            Terminal.report(loaded.diagnostics.sortedForReport())
            Terminal.err("nothing was recorded: fix the errors above first")
            throw ExitCode.gameErrors
        }
        return LoadedGame(game: game, cache: cache)
    }

    /// When the event happened. A date alone means that day's last second, as for `--as-of`,
    /// but today's means now: its last second is still to come, and an event dated then would
    /// count only from then.
    func instant(in game: Game) throws -> Date {
        let calendar = game.settings.calendar
        let given = try AsOfOption(asOf: at).instant(calendar: calendar, option: "--at")
        guard let at, LocalDate(at.trimmingCharacters(in: .whitespaces)) != nil else { return given }
        let now = try AsOfOption(asOf: nil).instant(calendar: calendar)
        return calendar.date(of: now) == calendar.date(of: given) ? min(given, now) : given
    }

    /// The player named, or the only player when the game has one.
    func player(_ named: String?, in game: Game) throws -> String {
        if let named { return named }
        let players = game.players
        guard players.count == 1 else {
            throw ValidationError("this game has \(players.count) players; say which with --player (\(players.map(\.id).joined(separator: ", ")))")
        }
        return players[0].id
    }

    /// A day option (`--on`, `--from`, `--until`) read as YYYY-MM-DD and checked against the supported dates.
    func day(_ text: String?, option: String) throws -> LocalDate? {
        guard let text else { return nil }
        guard let parsed = LocalDate(text) else { throw ValidationError("\(option) must be a date written YYYY-MM-DD, got \"\(text)\"") }
        guard SupportedDates.contains(parsed) else { throw AsOfOption.outsideRange("\(option) \(text)") }
        return parsed
    }

    /// The `--media` photo for the event (`ProofMedia`), or the reason it was refused, reported.
    func proofMedia(_ argument: String, day: LocalDate) throws -> ProofMedia {
        do {
            return try ProofMedia.resolve(argument, site: site.source, day: day)
        } catch let error as QuestlineError {
            Terminal.report(error.diagnostics)
            Terminal.err("nothing was recorded")
            throw ExitCode.gameErrors
        }
    }

    /// Records the event or reports why not; prints what happened.
    func record(_ event: Event, in loaded: LoadedGame, describe: (GameState) -> String) throws {
        try record(together: [event], in: loaded) { state, _ in describe(state) }
    }

    /// Records the events together, all or none (`EventRecorder.record(together:)`), or reports
    /// why not; prints what happened to each.
    func record(together events: [Event], in loaded: LoadedGame, describe: (GameState, Event) -> String) throws {
        // Past a file size limit `write` then fails with EFBIG, and the append is undone, rather
        // than the process being killed half way through the line.
        signal(SIGXFSZ, SIG_IGN)
        do {
            let state = try EventRecorder(source: site.source, game: loaded.game, cache: loaded.cache).record(together: events)
            // Each sentence, then the new event's id on a line of its own (for `questline void`, scripts).
            for event in events {
                Terminal.out(describe(state, event))
                Terminal.out("id \(event.id)")
            }
            // A mistyped year is recorded as asked, but not without a word: it counts only from then.
            let calendar = loaded.game.settings.calendar
            let now = (try? AsOfOption(asOf: nil).instant(calendar: calendar)) ?? Date()
            if let event = events.first, event.at > now.addingTimeInterval(60) {
                Terminal.err(events.count == 1 ? Self.afterNowNote(event, in: calendar)
                                               : "note: the voids are dated \(Instant.format(event.at, in: calendar)), after now: the events count until then")
            }
        } catch let error as QuestlineError {
            Terminal.report(error.diagnostics)
            Terminal.err(events.count == 1 ? "nothing was recorded" : "nothing was recorded: the \(events.count) events are recorded together or not at all")
            throw ExitCode.gameErrors
        }
    }
}

extension EventOptions {
    /// The word for an event dated after now, with the void that mends it as one can type it: a
    /// void takes a reason and may not come before its event. A void is not voided, so it gets none.
    static func afterNowNote(_ event: Event, in calendar: GameCalendar) -> String {
        let at = Instant.format(event.at, in: calendar)
        guard event.kind != .void else { return "note: the void is dated \(at), after now: the event counts until then" }
        return "note: the event is dated \(at), after now: it counts from then, and the pages show it from then "
            + "(if the date is a mistake, take it out with `questline void \(event.id) --reason \"wrong date\" --at \(at)` and record it again)"
    }

    /// The options for `site`, at the default instant: for commands that load the game to act later.
    init(site: SiteOptions) {
        self.init()
        self.site = site
    }
}

extension AsOfOption {
    init(asOf: String?) {
        self.init()
        self.asOf = asOf
    }
}
