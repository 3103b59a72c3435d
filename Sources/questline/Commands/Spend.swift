import ArgumentParser
import Foundation
import QuestlineCore

struct Spend: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Take points from a player's balance, with a reason.",
        discussion: "Refused when it would take the balance below zero."
    )

    @OptionGroup var options: EventOptions
    @Argument(help: "How many points, from 1 to 1000000.") var amount: Int
    @Option(help: "Whose points (needed when the game has more than one player).") var player: String?
    @Option(help: "What for.") var reason: String?
    @Option(help: "Who approved it: a person's id.") var by: String?

    func validate() throws {
        guard Event.amountRange.contains(amount) else { throw ValidationError("the amount must be from 1 to 1000000, got \(amount)") }
    }

    func run() throws {
        let loaded = try options.loadGame(), game = loaded.game
        let who = try options.player(player, in: game)
        let event = Event(at: try options.instant(in: game), kind: .spend, player: who, amount: amount, reason: reason, by: by)
        try options.record(event, in: loaded) { state in
            "\(who): -\(game.settings.currency.amount(amount)), balance \(state.player(who)?.balance ?? 0)"
        }
    }
}
