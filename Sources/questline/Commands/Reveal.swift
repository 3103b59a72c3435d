import ArgumentParser
import Foundation
import QuestlineCore

struct Reveal: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Reveal a secret dare now, ahead of its rule.")

    @OptionGroup var options: EventOptions
    @Argument(help: "The dare's challenge id.") var challenge: String
    @Option(help: "Who reveals it: a person's id.") var by: String?

    func run() throws {
        let loaded = try options.loadGame(), game = loaded.game
        let event = Event(at: try options.instant(in: game), kind: .reveal, challenge: challenge, by: by)
        try options.record(event, in: loaded) { _ in "the dare \(challenge) is revealed" }
    }
}
