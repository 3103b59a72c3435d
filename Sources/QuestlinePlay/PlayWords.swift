import Foundation
import QuestlineCore
import QuestlinePresets
import QuestlineSite

/// Play mode's words in the game's language: the `play_*` texts of the site's
/// `Templates/strings/<language>.yaml`, English filling what a file lacks. Everything a signed-in
/// person reads (the bar, the actions page, what an action answers, every refusal) is said here,
/// so a Norwegian family's phone never shows an English sentence.
public struct PlayWords: Sendable {
    let strings: UIStrings

    public init(strings: UIStrings) { self.strings = strings }

    /// The words of a site's strings for `language`; the built-in English when they cannot be read.
    public init(site: URL, language: String) {
        let folder = site.appendingPathComponent("Templates", isDirectory: true)
        self.init(strings: (try? UIStrings.read(templatesFolder: folder, language: language, builtInEnglish: DefaultTheme.englishStrings))
            ?? Self.english.strings)
    }

    /// This questline's own English.
    public static let english = PlayWords(strings: (try? UIStrings.read(
        templatesFolder: URL(fileURLWithPath: "/nonexistent-questline-templates"), language: "en",
        builtInEnglish: DefaultTheme.englishStrings)) ?? UIStrings(language: "en", values: [:]))

    /// The language the words are in (`en` when the site has no file for the game's).
    public var language: String { strings.language }

    /// How play's own pages open: `<html lang="nb">`, with `dir="rtl"` for a language read right to left.
    var htmlTag: String {
        "<html lang=\"\(HTMLText.escape(language))\"" + (GameLanguage.isRightToLeft(language) ? " dir=\"rtl\">" : ">")
    }

    /// The arrow of a link back, pointing the way back reads: ←, or → right to left.
    var backArrow: String { GameLanguage.isRightToLeft(language) ? "→" : "←" }

    /// The text of `key` (`play_` is added), its placeholders filled.
    func callAsFunction(_ key: String, _ arguments: [String: String] = [:]) -> String {
        strings.format("play_" + key, arguments)
    }

    /// "Not done: …", the line shown after a refused action.
    func notDone(_ reason: String) -> String { self("not_done", ["reason": reason]) }

    /// A refusal by the game's rules, in the person's words where the rules say what it is about;
    /// else the rules' own sentence.
    func refusal(_ diagnostic: Diagnostic, in game: Game) -> String {
        switch diagnostic.refusal {
        case .alreadyDone(let id): return self("refused_done", ["title": game.challenge(id)?.title ?? id])
        case .notOpen(let id): return self("refused_not_open", ["title": game.challenge(id)?.title ?? id])
        case .alreadyUnlocked(let id): return self("refused_unlocked", ["reward": game.reward(id)?.title ?? id])
        case .cannotAfford(let id, let price, let balance):
            return self("refused_afford", ["reward": game.reward(id)?.title ?? id, "price": game.writtenAmount(price), "balance": game.writtenAmount(balance)])
        case .balanceTooLow(let player, let balance):
            return self("refused_balance", ["name": game.person(player)?.name ?? player, "balance": game.writtenAmount(balance)])
        case .alreadyRevealed(let id): return self("refused_revealed", ["title": game.challenge(id)?.title ?? id])
        case .alreadyVoided: return self("refused_voided")
        case .voidTakesPaidPoints(let id): return self("refused_void_paid", ["reward": game.reward(id)?.title ?? id])
        case .textTooLong(let limit): return self("refused_text_long", ["limit": game.writtenCount(limit)])
        case nil: return self("refused_other", ["reason": diagnostic.message])
        }
    }

    /// Why a photo was not kept, in the person's words.
    func refusal(_ error: ProofError) -> String {
        switch error {
        case .tooLarge(_, let limit): return self("refused_photo_large", ["size": ProofError.megabytes(limit)])
        case .locationUnremovable: return self("refused_location")
        case .empty, .unsupportedType: return self("refused_photo")
        case .malformed: return self("refused_photo_damaged")
        case .storage: return self("refused_other", ["reason": error.description])
        }
    }
}
