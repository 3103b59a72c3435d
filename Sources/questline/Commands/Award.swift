import ArgumentParser
import Foundation
import QuestlineCore

struct Award: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Give a player points, with a reason.",
        discussion: "Example: questline award 3 --player emma --reason \"Tidied her room\" --by mum"
    )

    @OptionGroup var options: EventOptions
    @Argument(help: "How many points, from 1 to 1000000.") var amount: Int
    @Option(help: "Who receives them (needed when the game has more than one player).") var player: String?
    @Option(help: "Why.") var reason: String?
    @Option(help: "Who gives them: a person's id.") var by: String?

    func validate() throws {
        guard Event.amountRange.contains(amount) else { throw ValidationError("the amount must be from 1 to 1000000, got \(amount)") }
    }

    func run() throws {
        let loaded = try options.loadGame(), game = loaded.game
        let who = try options.player(player, in: game)
        let event = Event(at: try options.instant(in: game), kind: .award, player: who, amount: amount, reason: reason, by: by)
        try options.record(event, in: loaded) { state in
            "\(who): +\(game.settings.currency.amount(amount)), balance \(state.player(who)?.balance ?? 0)"
        }
    }
}
