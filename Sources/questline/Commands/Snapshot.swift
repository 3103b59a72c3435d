import ArgumentParser
import Foundation
import QuestlineCore
import QuestlinePresets
import QuestlineSite
import QuestlineWidgets

extension WidgetSize: ExpressibleByArgument {}

struct Snapshot: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print one widget snapshot as JSON to standard output.",
        discussion: """
        The same compact JSON `questline build` writes to output/widgets/, for scripts that push to a webhook (TRMNL) or a panel. Its text is in the site's language: the widget_* keys of Templates/strings/<language>.yaml.

        Examples:
          questline snapshot --size small --base-url https://example.org/quest/
          questline snapshot --player sam --size medium --as-of 2026-06-13T20:00
        Exits 1 when the game has errors.
        """
    )

    @OptionGroup var site: SiteOptions
    @OptionGroup var asOf: AsOfOption

    @Option(help: "The player's id; leave it out for the whole game (every player's balance).")
    var player: String?

    @Option(help: "small, medium or large.")
    var size: WidgetSize = .medium

    @Option(name: .customLong("base-url"), help: ArgumentHelp("The site's address, for deep links: https://example.org/quest/. Default: base-url in content/game.yaml.", valueName: "url"))
    var baseURL: String?

    func validate() throws { try BaseURLOption.validate(baseURL) }

    func run() throws {
        let instant = try asOf.instant(calendar: site.gameCalendar())
        // From the fold cache that builds leave, when it holds this game; read, never written.
        var cache = SiteBuild(site: site.siteURL, asOf: instant, tool: Build.toolIdentity).currentFoldCache()
        cache?.writes = false
        let check = GameCheck.run(source: site.source, asOf: instant, cache: cache)
        guard let state = check.state, !check.hasErrors else {
            Terminal.report(check.diagnostics)
            throw ExitCode.gameErrors
        }
        if let player, state.player(player) == nil {
            Terminal.err("error: unknown player '\(player)' (players are: \(state.players.map(\.id).joined(separator: ", ")))")
            throw ExitCode.validationFailure
        }
        do {
            // Told in the site's language, as `build` tells the snapshots it writes.
            let strings = try UIStrings.read(templatesFolder: site.siteURL.appendingPathComponent("Templates", isDirectory: true),
                                             language: state.game.settings.language, builtInEnglish: DefaultTheme.englishStrings)
            let bytes = try WidgetFeed.snapshot(state: state, player: player, size: size,
                                                baseURL: SiteBuildOptions.baseURL(given: baseURL, game: state.game.settings),
                                                phrases: WidgetPhrases(strings.values, language: strings.language))
            Terminal.out(String(decoding: bytes, as: UTF8.self))
        } catch let error as QuestlineError {
            Terminal.report(error.diagnostics)
            throw ExitCode.gameErrors
        } catch let error as WidgetFeedError {
            Terminal.report([error.diagnostic])
            throw ExitCode.gameErrors
        }
    }
}
