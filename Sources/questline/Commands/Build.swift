import ArgumentParser
import Foundation
import QuestlineCore
import QuestlineSite

struct Build: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render the site and widget feeds into the output folder.",
        discussion: """
        Renders everything in memory first and writes only when all of it rendered, so a failed build leaves the output folder as it was. Unchanged files are not rewritten; files an earlier build wrote and this one does not are removed; other files are left alone. When only content/events.jsonl changed, a reward's page whose unlocks did not change, and a person's profile and widget snapshots when their view of the game (their own standing, the day, the dares) did not change, are not even made again: one player's event leaves everyone else's. Nor is one of the game's own pages whose model did not change (only the home page and profiles say when they were last updated), nor the share card and the theme's assets, which are made from content/ and Templates/ alone. A photo or other media file is copied again only when its own file changed, whatever else did.

        A build that would write the same bytes is skipped: the output folder keeps a manifest (.questline-manifest) of what the last build wrote, what it was made from and until when its state holds (the next event, quest opening, dare reveal or midnight). When content/ and Templates/ are the same (byte for byte; the photos and other files under content/media/ by size, times and inode, so a touched one counts as changed), the options are the same, the instant is before that next change and the written files are untouched, build says "up to date" and writes nothing.

        Besides the output folder (made under a hidden name beside it while it is new), a build writes one file: <site>/.questline-cache/fold, the game as loaded from the YAML and the event log as folded so far. The next build takes the game from it when no content file besides the log changed, and folds only the lines appended since. It holds the game's secrets, so it is written for its owner alone and never into the output folder; delete it at any time, or pass --no-cache.
        """
    )

    @OptionGroup var site: SiteOptions
    @OptionGroup var asOf: AsOfOption

    @Option(name: .customLong("output"), help: ArgumentHelp("Where to write the site. Default: <site>/output.", valueName: "dir"))
    var output: String?

    @Option(name: .customLong("base-url"), help: ArgumentHelp(
        "Where the site will be hosted, as a URL (https://example.org/quest/) or a path (/quest/). Pages link relatively; feeds, the sitemap and link previews use it for absolute links. Default: base-url in content/game.yaml; --base-url '' builds without one.",
        valueName: "url"))
    var baseURL: String?

    @Flag(name: .customLong("timings"), help: "Print how long each stage took (inputs hash, check, site and widgets, write) to standard error.")
    var timings = false

    @Flag(name: .customLong("no-cache"), help: ArgumentHelp(
        "Neither read nor write the fold cache (<site>/.questline-cache): load the YAML and fold the whole log."))
    var noCache = false

    @Flag(name: .customLong("force"), help: ArgumentHelp(
        "Render and compare every file even when the last build's manifest says nothing changed: after changing output files by hand, or to see the build's warnings again."))
    var force = false

    @Flag(name: .customLong("quiet"), help: ArgumentHelp(
        "Print nothing but errors: no summary line, no warnings. For cron and timers, whose mail should mean trouble."))
    var quiet = false

    func validate() throws { try BaseURLOption.validate(baseURL) }

    /// The running binary, looked at once a process: `serve` builds again and again, and a
    /// binary replaced on disk meanwhile is not the code that runs.
    static let toolIdentity = BuildInputs.toolIdentity(executable: RunningExecutable.url)

    func run() throws {
        let instant = try asOf.instant(calendar: site.gameCalendar())
        let build = SiteBuild(site: site.siteURL, output: output.map { URL(fileURLWithPath: $0, isDirectory: true) }, asOf: instant,
                              baseURL: baseURL, useCache: !noCache, force: force, tool: Self.toolIdentity)
        let report = BuildReport(quiet: quiet, timings: timings)
        do {
            let result = try build.run()
            report.print(result, output: build.output)
            // The process ends here. Freeing a big game's folded state, its files and stamps one by
            // one would take longer than writing the stamp did; the system takes the memory back at once.
            withExtendedLifetime(result) { Foundation.exit(EXIT_SUCCESS) }
        } catch {
            throw report.exitCode(for: error)
        }
    }
}
