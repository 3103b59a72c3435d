import ArgumentParser
import Foundation
import QuestlineCore

struct Unlock: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Spend a player's points to unlock a reward (or redeem a shop item).",
        discussion: "Refused unless the balance covers the price; a reward unlocks once unless it is repeatable."
    )

    @OptionGroup var options: EventOptions
    @Argument(help: "The reward's id.") var reward: String
    @Option(help: "Who unlocks it (needed when the game has more than one player).") var player: String?

    func run() throws {
        let loaded = try options.loadGame(), game = loaded.game
        let who = try options.player(player, in: game)
        let event = Event(at: try options.instant(in: game), kind: .unlock, player: who, reward: reward)
        try options.record(event, in: loaded) { state in
            "\(who) unlocked \(reward): balance \(state.player(who)?.balance ?? 0)"
        }
    }
}
