import ArgumentParser
import Foundation
import QuestlineCore

struct PauseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pause",
        abstract: "Pause a player's recurring quest for some days: they never break a streak.",
        discussion: """
        Paused days show as paused on heatmaps and are not missed. `questline resume` ends a pause early.

        Example: questline pause morning-run --from 2026-07-01 --until 2026-07-14 --player emma
        """
    )

    @OptionGroup var options: EventOptions
    @Argument(help: "The recurring quest's challenge id.") var challenge: String
    @Option(help: ArgumentHelp("The first paused day, YYYY-MM-DD.", valueName: "date")) var from: String
    @Option(help: ArgumentHelp("The last paused day, YYYY-MM-DD.", valueName: "date")) var until: String
    @Option(help: "Whose quest (needed when the game has more than one player).") var player: String?

    func run() throws {
        let loaded = try options.loadGame(), game = loaded.game
        let who = try options.player(player, in: game)
        let first = try options.day(from, option: "--from"), last = try options.day(until, option: "--until")
        let event = Event(at: try options.instant(in: game), kind: .pause, player: who, challenge: challenge, from: first, until: last)
        try options.record(event, in: loaded) { _ in
            "\(challenge) is paused for \(who) from \(from) until \(until)"
        }
    }
}
