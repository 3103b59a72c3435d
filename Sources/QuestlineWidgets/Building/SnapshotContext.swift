import Foundation
import QuestlineCore

/// What every part of a snapshot is built from: the state, the site's base URL, the size and
/// the words its text is told in.
struct SnapshotContext {
    let state: GameState
    let baseURL: String
    let size: WidgetSize
    let phrases: WidgetPhrases
    /// The locale the snapshot's words write numbers and money in (`GameLanguage.formatting`).
    let locale: Locale
    /// Counts as the pages write them.
    let count: CountText

    init(state: GameState, baseURL: String, size: WidgetSize, phrases: WidgetPhrases) {
        (self.state, self.baseURL, self.size, self.phrases) = (state, baseURL, size, phrases)
        locale = GameLanguage.formatting(phrases.language, in: state.game.settings.locale)
        count = CountText(locale: locale)
    }

    var game: Game { state.game }
    var calendar: GameCalendar { state.game.settings.calendar }
    var currency: Currency { state.game.settings.currency }

    /// An instant in the game's zone: `2026-06-13T20:00:00+02:00`.
    func instant(_ date: Date) -> String { Instant.format(date, in: calendar) }

    /// An absolute link into the site.
    func url(_ route: String) -> String { Routes.url(route, base: baseURL) }

    /// A title or name, clipped for the size.
    func clip(_ text: String) -> String { TextClip.clip(text, size.textLimit) }

    func personName(_ id: String) -> String { game.person(id)?.name ?? id }

    /// The money worth of an amount of points, when the currency has one.
    func worth(of points: Int) -> String? {
        currency.worth?.formatted(times: points, locale: locale)
    }

    /// "3,270 Daily Dollars", as the pages write it.
    func amount(_ points: Int) -> String { currency.amount(points, written: count) }
}
