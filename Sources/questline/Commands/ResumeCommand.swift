import ArgumentParser
import Foundation
import QuestlineCore

struct ResumeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resume",
        abstract: "End a pause early: the quest counts again from a day on.",
        discussion: "Example: questline resume morning-run --on 2026-07-08 --player emma"
    )

    @OptionGroup var options: EventOptions
    @Argument(help: "The paused quest's challenge id.") var challenge: String
    @Option(help: ArgumentHelp("The first day it counts again, YYYY-MM-DD (default: the day of --at, else today).", valueName: "date"))
    var on: String?
    @Option(help: "Whose quest (needed when the game has more than one player).") var player: String?

    func run() throws {
        let loaded = try options.loadGame(), game = loaded.game
        let who = try options.player(player, in: game)
        let instant = try options.instant(in: game)
        let day = try options.day(on, option: "--on") ?? game.settings.calendar.date(of: instant)
        let event = Event(at: instant, kind: .resume, player: who, challenge: challenge, on: day)
        try options.record(event, in: loaded) { _ in "\(challenge) counts again for \(who) from \(day)" }
    }
}
