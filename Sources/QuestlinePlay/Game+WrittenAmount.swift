import Foundation
import QuestlineCore

extension Game {
    /// "3,270 Daily Dollars": an amount as the site's pages in the game's language write it
    /// (`CountText`), kept on one line, for play mode's forms, results and refusals.
    func writtenAmount(_ value: Int) -> String {
        settings.currency.amount(value, written: countText, space: Currency.noBreak)
    }

    /// "+35 points", "−5 نجوم": a change as the pages write it (`Currency.signedAmount`).
    func writtenSignedAmount(_ value: Int) -> String {
        settings.currency.signedAmount(value, written: countText, rightToLeft: GameLanguage.isRightToLeft(settings.language),
                                       space: Currency.noBreak)
    }

    /// "10,000": a plain number as the pages write it.
    func writtenCount(_ value: Int) -> String { countText(value) }

    private var countText: CountText {
        CountText(locale: GameLanguage.formatting(settings.language, in: settings.locale))
    }
}
