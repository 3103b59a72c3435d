import ArgumentParser
import QuestlineCore
import QuestlineSite

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Validate the game and its event log, and print its economy.",
        discussion: """
        Reports every problem at once, compiler-style (file:line:column: error: …), and prints what the points on offer can buy. When the game itself is sound, it also renders every page and widget snapshot in memory, as build would, so a broken template is reported here too; nothing is written. Exits 1 when there is an error; warnings do not fail.
        """
    )

    @OptionGroup var site: SiteOptions
    @OptionGroup var asOf: AsOfOption

    func run() throws {
        let instant = try asOf.instant(calendar: site.gameCalendar())
        let check = GameCheck.run(source: site.source, asOf: instant)
        let rendering = check.hasErrors ? [] : check.state.map { SiteBuild.renderCheck(state: $0, site: site.siteURL) } ?? []
        Terminal.report(check.diagnostics + rendering)
        if let game = check.game, let state = check.state, let economy = check.economy {
            let counts = [(game.people.count, "person", "people"), (game.challenges.count, "challenge", "challenges"),
                          (game.rewards.count, "reward", "rewards"), (game.goals.count, "goal", "goals"),
                          (check.log.eventCount, "event", "events")]
            Terminal.out("\(game.settings.title): " + counts.map { "\($0.0) \($0.0 == 1 ? $0.1 : $0.2)" }.joined(separator: ", "))
            Terminal.out("as of \(Instant.format(instant, in: game.settings.calendar))\(state.pendingEvents > 0 ? " (\(state.pendingEvents) later events not counted yet)" : "")")
            Terminal.out("economy:")
            for line in economy.summary(currency: game.settings.currency) { Terminal.out("  " + line) }
        }
        if check.hasErrors || rendering.contains(where: { $0.severity == .error }) { throw ExitCode.gameErrors }
        Terminal.out("ok")
    }
}
