import ArgumentParser
import Foundation
import QuestlineCore

struct VoidCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "void",
        abstract: "Cancel earlier events, with a reason: they then count as if they never happened.",
        discussion: """
        The log keeps both lines; pages, balances, streaks and widgets leave the event out, and the history shows it struck through. \
        Refused when an unlock was paid with the points it would take away, for a void, and for an event voided already. \
        Several ids are voided together, all or none: an award and the unlock it paid for may go at once. \
        `questline log` lists the ids.

        Examples:
          questline void 4fq2mz7kx3ab --reason "Recorded twice by accident"
          questline void 4fq2mz7kx3ab h98eb9df5278 --reason "Ann left the class"
        """
    )

    @OptionGroup var options: EventOptions
    @Argument(help: ArgumentHelp("The ids of the events to cancel (see `questline log`).", valueName: "event-id")) var eventIDs: [String]
    @Option(help: "Why they are cancelled.") var reason: String
    @Option(help: "Who cancels them: a person's id.") var by: String?

    /// How many events one command voids: each is looked up in the whole log.
    static let most = 1000

    func validate() throws {
        guard eventIDs.count <= Self.most else { throw ValidationError("at most \(Self.most) events at once, got \(eventIDs.count)") }
        if let bad = eventIDs.first(where: { EventID($0) == nil }) {
            throw ValidationError("\"\(bad)\" is not an event id: `questline log` lists them (12 characters, such as 4fq2mz7kx3ab)")
        }
        var named = Set<String>()
        if let twice = eventIDs.first(where: { !named.insert($0).inserted }) {
            throw ValidationError("\(twice) is named twice: an event is voided once")
        }
        guard !reason.trimmingCharacters(in: .whitespaces).isEmpty else { throw ValidationError("--reason must say why") }
    }

    func run() throws {
        let loaded = try options.loadGame(), game = loaded.game
        let at = try options.instant(in: game)
        let events = eventIDs.compactMap(EventID.init).map { Event(at: at, kind: .void, reason: reason, by: by, event: $0) }
        try options.record(together: events, in: loaded) { state, void in
            let struck = state.voided.first { $0.event == void.event }
            let what = struck.map { "line \($0.note.targetLine)" } ?? "the event \(void.event.map(\.description) ?? "")"
            let balance = struck?.entry.player.flatMap { who in state.player(who).map { ", \(who)'s balance \($0.balance)" } } ?? ""
            return "voided \(what): \(reason)\(balance)"
        }
    }
}
