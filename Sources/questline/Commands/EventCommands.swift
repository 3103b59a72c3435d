import ArgumentParser
import Foundation
import QuestlineCore

extension ChallengeOption: ExpressibleByArgument {}
extension ProofKind: ExpressibleByArgument {}

struct Complete: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Record that a player completed a challenge.",
        discussion: """
        A once-challenge completes once; a recurring quest once per scheduled day, not before its time of day.

        Examples:
          questline complete karaoke --option a --proof photo --media media/k.jpg
          questline complete morning-run --player emma --on 2026-03-02
        """
    )

    @OptionGroup var options: EventOptions
    @Argument(help: "The challenge's id.") var challenge: String
    @Option(help: "Who completed it (needed when the game has more than one player).") var player: String?
    @Option(help: "For a 2-in-1 challenge: a or b.") var option: ChallengeOption?
    @Option(help: "The proof: photo, text or done (photo when --media is given, else done).") var proof: ProofKind?
    @Option(help: ArgumentHelp(
        "The proof photo: a file under content/ (e.g. media/k.jpg), or a JPEG, PNG or WebP anywhere, copied into content/media/proofs/ with its GPS position removed.",
        valueName: "path"))
    var media: String?
    @Option(help: "The proof text (with --proof text).") var text: String?
    @Option(help: "The scheduled day it counts for, YYYY-MM-DD, when logged later.") var on: String?

    func run() throws {
        let game = try options.loadGame()
        let who = try options.player(player, in: game)
        var day: LocalDate?
        if let on {
            guard let parsed = LocalDate(on) else { throw ValidationError("--on must be a date written YYYY-MM-DD, got \"\(on)\"") }
            guard SupportedDates.contains(parsed) else { throw AsOfOption.outsideRange("--on \(on)") }
            day = parsed
        }
        let instant = try options.instant(in: game)
        let photo = try media.map { try options.proofMedia($0, day: game.settings.calendar.date(of: instant)) }
        let event = Event(at: instant, kind: .complete, player: who, challenge: challenge,
                          option: option, proof: proof ?? (media == nil ? .done : .photo), media: photo?.path, text: text, on: day)
        do {
            try options.record(event, in: game) { state in
                let points = game.challenge(challenge)?.points ?? 0
                let stored = photo.map { $0.stored ? " (photo stored as content/\($0.path))" : "" } ?? ""
                return "\(who) completed \(challenge): +\(game.settings.currency.amount(points)), balance \(state.player(who)?.balance ?? 0)\(stored)"
            }
        } catch {
            // A refused completion keeps no photo: content/ is as it was.
            photo?.undo(site: options.site.source)
            throw error
        }
    }
}

struct Unlock: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Spend a player's points to unlock a reward (or redeem a shop item).",
        discussion: "Refused unless the balance covers the price; a reward unlocks once unless it is repeatable."
    )

    @OptionGroup var options: EventOptions
    @Argument(help: "The reward's id.") var reward: String
    @Option(help: "Who unlocks it (needed when the game has more than one player).") var player: String?

    func run() throws {
        let game = try options.loadGame()
        let who = try options.player(player, in: game)
        let event = Event(at: try options.instant(in: game), kind: .unlock, player: who, reward: reward)
        try options.record(event, in: game) { state in
            "\(who) unlocked \(reward): balance \(state.player(who)?.balance ?? 0)"
        }
    }
}

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
        let game = try options.loadGame()
        let who = try options.player(player, in: game)
        let event = Event(at: try options.instant(in: game), kind: .award, player: who, amount: amount, reason: reason, by: by)
        try options.record(event, in: game) { state in
            "\(who): +\(game.settings.currency.amount(amount)), balance \(state.player(who)?.balance ?? 0)"
        }
    }
}

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
        let game = try options.loadGame()
        let who = try options.player(player, in: game)
        let event = Event(at: try options.instant(in: game), kind: .spend, player: who, amount: amount, reason: reason, by: by)
        try options.record(event, in: game) { state in
            "\(who): -\(game.settings.currency.amount(amount)), balance \(state.player(who)?.balance ?? 0)"
        }
    }
}

struct Reveal: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Reveal a secret dare now, ahead of its rule.")

    @OptionGroup var options: EventOptions
    @Argument(help: "The dare's challenge id.") var challenge: String
    @Option(help: "Who reveals it: a person's id.") var by: String?

    func run() throws {
        let game = try options.loadGame()
        let event = Event(at: try options.instant(in: game), kind: .reveal, challenge: challenge, by: by)
        try options.record(event, in: game) { _ in "the dare \(challenge) is revealed" }
    }
}
