import ArgumentParser
import Foundation
import QuestlineCore

struct VoidCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "void",
        abstract: "Cancel an earlier event, with a reason: it then counts as if it never happened.",
        discussion: """
        The log keeps both lines; pages, balances, streaks and widgets leave the event out, and the history shows it struck through. \
        Refused when an unlock was paid with the points it would take away, for a void, and for an event voided already. \
        `questline log` lists the ids.

        Example: questline void 4fq2mz7kx3ab --reason "Recorded twice by accident"
        """
    )

    @OptionGroup var options: EventOptions
    @Argument(help: ArgumentHelp("The id of the event to cancel (see `questline log`).", valueName: "event-id")) var eventID: String
    @Option(help: "Why it is cancelled.") var reason: String
    @Option(help: "Who cancels it: a person's id.") var by: String?

    func validate() throws {
        guard EventID(eventID) != nil else {
            throw ValidationError("\"\(eventID)\" is not an event id: `questline log` lists them (12 characters, such as 4fq2mz7kx3ab)")
        }
        guard !reason.trimmingCharacters(in: .whitespaces).isEmpty else { throw ValidationError("--reason must say why") }
    }

    func run() throws {
        let loaded = try options.loadGame(), game = loaded.game
        guard let target = EventID(eventID) else { return }
        let event = Event(at: try options.instant(in: game), kind: .void, reason: reason, by: by, event: target)
        try options.record(event, in: loaded) { state in
            let struck = state.voided.first { $0.event == target }
            let what = struck.map { "line \($0.note.targetLine)" } ?? "the event \(target)"
            let balance = struck?.entry.player.flatMap { who in state.player(who).map { ", \(who)'s balance \($0.balance)" } } ?? ""
            return "voided \(what): \(reason)\(balance)"
        }
    }
}
