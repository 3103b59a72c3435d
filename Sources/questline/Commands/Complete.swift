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
        "The proof photo: a file under content/ (e.g. media/k.jpg), or a JPEG, PNG, HEIC or WebP anywhere, copied into content/media/proofs/ with its GPS position removed.",
        valueName: "path"))
    var media: String?
    @Option(help: "The proof text (with --proof text).") var text: String?
    @Option(help: "The scheduled day it counts for, YYYY-MM-DD, when logged later.") var on: String?
    @Option(help: "For a measured habit: how much was done (5.2), a number of its unit.") var value: Double?

    func validate() throws {
        if let value, !value.isFinite || value < 0 || value > Measure.maxValue {
            throw ValidationError("--value must be a number from 0 to \(Int(Measure.maxValue)), got \(value)")
        }
    }

    func run() throws {
        let loaded = try options.loadGame(), game = loaded.game
        let who = try options.player(player, in: game)
        let day = try options.day(on, option: "--on")
        let instant = try options.instant(in: game)
        let photo = try media.map { try options.proofMedia($0, day: game.settings.calendar.date(of: instant)) }
        let event = Event(at: instant, kind: .complete, player: who, challenge: challenge,
                          option: option, proof: proof ?? (media == nil ? .done : .photo), media: photo?.path, text: text, on: day,
                          value: value)
        do {
            try options.record(event, in: loaded) { state in
                // By its event: one logged later for an earlier day is not the player's last.
                let points = state.player(who)?.completions.first { $0.event == event.id }?.points ?? 0
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
