import ArgumentParser
import Foundation
import QuestlineCore
import QuestlineImport

/// `questline import`: history from another app. One source so far: Loop Habit Tracker.
struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Bring a habit tracker's history into a game.",
        subcommands: [ImportLoop.self]
    )
}

struct ImportLoop: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "loop",
        abstract: "Import a Loop Habit Tracker backup (.db) or CSV export (.zip or its folder).",
        discussion: """
        Each habit becomes a challenge (name, question, colour, frequency, target and unit, reminder time, archived state) and each day it was done a completion. Into a folder with no game it makes a whole game that checks and builds; into a game it adds what an earlier import did not, so importing a newer backup again adds only the new days. Skipped days are not imported (Questline has no skip yet); the report counts them. On any error nothing is written.

        Examples:
          questline import loop "Loop Habits Backup 2026-11-20.db" --site habits
          questline import loop "Loop Habits CSV 2026-11-20.zip" --site habits --player Ana --timezone Europe/Madrid
        """
    )

    @Argument(help: ArgumentHelp("Loop's full backup (.db), its CSV export (.zip), or the folder the zip unpacks to.", valueName: "file"))
    var file: String
    @OptionGroup var site: NewSiteOptions
    @Option(help: "Who played: a new game's player (default \"me\"), or one of an existing game's players.") var player: String?
    @Option(help: "A new game's time zone, e.g. Europe/Oslo (default: the system's).") var timezone: String?
    @Option(help: "A new game's title (default \"My habits\").") var title: String?
    @Option(help: "The points each imported habit earns a day.") var points: Int = 10
    @OptionGroup var asOf: AsOfOption

    func validate() throws {
        if let timezone, TimeZone(identifier: timezone) == nil {
            throw ValidationError("unknown time zone \"\(timezone)\" (an IANA name such as Europe/Oslo)")
        }
        guard (1...100_000).contains(points) else { throw ValidationError("--points must be a whole number from 1 to 100000") }
        if let problem = LoopImportOptions.problem(player: player, title: title) { throw ValidationError(problem) }
    }

    func run() throws {
        let zone = timezone.flatMap(TimeZone.init(identifier:))
        let calendar = site.existing.gameCalendar() ?? GameCalendar(timeZone: zone ?? .current)
        let today = calendar.date(of: try asOf.instant(calendar: calendar))
        let options = LoopImportOptions(player: player, timeZone: zone, title: title, points: points, today: today)
        do {
            let backup = try LoopSource.read(URL(fileURLWithPath: file), name: file)
            let report = try LoopImport.run(backup, into: site.existing.siteURL, options: options)
            report.lines.forEach(Terminal.out)
            Terminal.out("Next: questline check --site \(site.site), then questline build --site \(site.site)")
        } catch let error as QuestlineError {
            Terminal.report(error.diagnostics)
            Terminal.err("nothing was imported")
            throw ExitCode.gameErrors
        }
    }
}
