import Foundation
import QuestlineCore

/// What every page model reads: the state, the UI strings, formatters for the game's locale and
/// time zone, and the rules for what may be shown. Built once per build, used on one thread.
final class SiteContext {
    let state: GameState
    let game: Game
    let strings: UIStrings
    let options: SiteBuildOptions
    let calendar: GameCalendar
    /// Slow to make and not safe to share across threads: made once per context, or shared
    /// with the contexts `viewing(_:)` makes on the same thread; and so are lookups made from
    /// the content alone.
    private let formats: LocaleFormats
    private let lookups: ContentLookups

    convenience init(state: GameState, strings: UIStrings, options: SiteBuildOptions) {
        self.init(state: state, kindStrings: strings.forKind(GameKind.of(state.game).rawValue), options: options)
    }

    /// A context whose strings are the game kind's already (`UIStrings.forKind`, as `strings` of
    /// another context of the same game): a build makes a context per worker, the strings once.
    convenience init(state: GameState, kindStrings: UIStrings, options: SiteBuildOptions) {
        self.init(state: state, strings: kindStrings, options: options,
                  formats: LocaleFormats(state.game.settings, language: kindStrings.language),
                  lookups: ContentLookups(state.game))
    }

    private init(state: GameState, strings: UIStrings, options: SiteBuildOptions, formats: LocaleFormats, lookups: ContentLookups) {
        self.state = state
        self.game = state.game
        self.strings = strings
        self.options = options
        self.calendar = state.game.settings.calendar
        self.formats = formats
        self.lookups = lookups
    }

    /// A context over one person's view of this state (`GameState.view(of:)`), for pages that
    /// must show nothing of anyone else's standing; it shares this one's formatters and
    /// lookups, so it is used on the same thread.
    func viewing(_ view: GameState) -> SiteContext {
        let context = SiteContext(state: view, strings: strings, options: options, formats: formats, lookups: lookups)
        // Whether there is a calendar is the whole game's to say, not one person's view.
        context.hasCalendar = hasCalendar
        return context
    }

    var settings: GameSettings { game.settings }
    /// Whether the pages' language is read right to left (Arabic): `dir="rtl"`, a mirrored trail.
    var isRightToLeft: Bool { GameLanguage.isRightToLeft(strings.language) }
    var currency: Currency { settings.currency }

    // MARK: Dates

    /// Noon of a local day, so formatting never slips across midnight.
    func noon(_ day: LocalDate) -> Date { calendar.instant(day, LocalTime(hour: 12, minute: 0)!) }
    /// "Thu 10 Apr": asked for each cell of every heatmap, so each day is formatted once.
    func day(_ day: LocalDate) -> String {
        if let known = dayNames[day] { return known }
        let name = formats.day.string(from: noon(day))
        dayNames[day] = name
        return name
    }
    private var dayNames: [LocalDate: String] = [:]
    /// Navigation for pages outside it, by depth (see `navigation(root:current:)`).
    var navigationByRoot: [String: [[String: Any]]] = [:]
    func longDay(_ day: LocalDate) -> String { formats.longDay.string(from: noon(day)) }
    func time(_ instant: Date) -> String { formats.time.string(from: instant) }
    /// A time of day as the pages write times ("7:00 PM" in American English, "19:00" in
    /// Norwegian): a quest's opening time on the board.
    func clockTime(_ time: LocalTime) -> String { self.time(game.settings.calendar.instant(state.today, time)) }
    /// "Sat 13 Jun, 19:30", joined as the language joins them (Arabic's comma is "،").
    func dayAndTime(_ instant: Date) -> String {
        strings.format("day_and_time", ["day": formats.day.string(from: instant), "time": formats.time.string(from: instant)])
    }
    /// A month's name, each worked out once: a big calendar names a month above every week column.
    func monthName(_ day: LocalDate) -> String {
        let key = day.year * 12 + day.month
        if let known = monthNames[key] { return known }
        let name = formats.month.string(from: noon(day))
        monthNames[key] = name
        return name
    }
    private var monthNames: [Int: String] = [:]
    func weekdayName(_ weekday: Weekday) -> String {
        if let known = weekdayNames[weekday] { return known }
        // 2024-01-01 was a Monday.
        let name = formats.weekday.string(from: noon(LocalDate(year: 2024, month: 1, day: weekday.isoNumber)!))
        weekdayNames[weekday] = name
        return name
    }
    private var weekdayNames: [Weekday: String] = [:]

    /// The locale's first day of the week (Monday in most of Europe, Sunday in the US).
    var firstWeekday: Weekday {
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.locale = formats.locale
        return Weekday(gregorianNumber: gregorian.firstWeekday) ?? .mon
    }

    // MARK: Amounts

    /// A count as the game's locale writes it: "1,000" in English, "1 000" in Norwegian, as the
    /// widget snapshots and play mode write it too (`CountText`).
    func number(_ value: Int) -> String { formats.count(value) }

    /// "120 points", "3,270 Daily Dollars": the count as the locale writes it (`number`), and the
    /// currency's name for it by the language's plural rules, kept on one line.
    func amount(_ value: Int) -> String { currency.amount(value, written: formats.count, space: Currency.noBreak) }

    /// "+35 points", "−5 points" (`Currency.signedAmount`), kept on one line.
    func signedAmount(_ value: Int) -> String {
        currency.signedAmount(value, written: formats.count, rightToLeft: isRightToLeft, space: Currency.noBreak)
    }

    /// What an amount is worth in money, when the game sets a worth.
    func money(_ value: Int) -> String? { currency.worth?.formatted(times: value, locale: formats.locale) }

    // MARK: People

    func personName(_ id: String?) -> String {
        guard let id else { return "" }
        return game.person(id)?.name ?? id
    }

    /// A person's model for `partials/avatar` and their name. Every key is there for someone
    /// unknown too, so the partial never shows a value found further up the context (the
    /// page's own person's avatar, say).
    func person(_ id: String?, root: String) -> [String: Any] {
        guard let id, let person = game.person(id) else {
            let name = id ?? ""
            return ["name": name, "initial": String(name.prefix(1)), "style": "", "role": "", "href": "",
                    "avatarImage": false, "avatarText": false]
        }
        var model: [String: Any] = [
            "id": person.id, "name": person.name, "href": root + Routes.link(Routes.person(person.id)),
            "role": strings["role_\(person.role.rawValue)"], "initial": String(person.name.prefix(1)),
            "style": Self.colorStyle(person.color, variable: "--person"),
            // Present even when unset, so a person without an avatar never shows one found
            // further up the template's context (the page's own person, say).
            "avatarImage": false, "avatarText": false,
        ]
        if let avatar = person.avatar {
            if person.avatarIsImage { model["avatarImage"] = root + MediaRoute.path(avatar) } else { model["avatarText"] = avatar }
        }
        if let tagline = person.tagline { model["tagline"] = tagline }
        return model
    }

    /// `--person: #7C5CFC` for a colour core has checked; anything else gives no style at all.
    static func colorStyle(_ color: String?, variable: String) -> String {
        guard let color, color.count == 7, color.hasPrefix("#"), color.dropFirst().allSatisfy(\.isHexDigit) else { return "" }
        return "\(variable): \(color)"
    }

    // MARK: Challenges and secrets

    /// The challenge's title, or "???" for a secret dare that is not revealed yet.
    func challengeTitle(_ id: String) -> String {
        guard let challenge = game.challenge(id) else { return id }
        return state.isRevealed(challenge) ? challenge.title : strings["secret_title"]
    }

    func rewardTitle(_ id: String) -> String { game.reward(id)?.title ?? id }

    /// The people who play, as the content lists them: what the rewards page is laid out by.
    var gamePlayers: [Person] { lookups.players }

    /// Rewards unlocked by at least one player: the only ones whose message and media are published.
    /// What the quest calendar schedules (`makeCalendarEvents`).
    private(set) lazy var calendarEvents: [CalendarEvent] = makeCalendarEvents()
    /// Whether the site has a calendar: pages link to it only then.
    private(set) lazy var hasCalendar: Bool = !calendarEvents.isEmpty

    /// The game's id, worked out once: a game with no `id:` derives it from every person's id.
    private(set) lazy var gameID: UUID = game.id

    private(set) lazy var unlockedRewards: [Reward] = game.rewards.filter { unlockedRewardIDs.contains($0.id) }
    private(set) lazy var unlockedRewardIDs: Set<String> = Set(state.players.flatMap { $0.unlocks.map(\.reward) })

    /// Every unlock of each reward, in the players' order.
    private(set) lazy var unlocksByReward: [String: [Unlock]] = Dictionary(grouping: state.players.flatMap(\.unlocks), by: \.reward)

    /// How many players have done each challenge at least once.
    private(set) lazy var playersDone: [String: Int] = state.playersDone()

    /// Rewards by who gives them, and how many secret dares each person set: for profiles.
    var rewardsByGiver: [String: [Reward]] { lookups.rewardsByGiver }
    var daresBySetter: [String: Int] { lookups.daresBySetter }

    func tierLabel(_ tier: Challenge.Tier?) -> String? { tier.map { strings["tier_\($0.rawValue)"] } }
}

/// The date and number formatters of a game's locale and time zone, in the language of its pages.
final class LocaleFormats {
    /// The game's locale with the pages' language (`GameLanguage.formatting`).
    let locale: Locale
    /// Counts, grouped as the locale groups them.
    let count: CountText
    let day: DateFormatter
    let longDay: DateFormatter
    let time: DateFormatter
    let weekday: DateFormatter
    let month: DateFormatter

    init(_ settings: GameSettings, language: String) {
        let locale = GameLanguage.formatting(language, in: settings.locale)
        self.locale = locale
        count = CountText(locale: locale)
        func formatter(_ template: String) -> DateFormatter {
            let formatter = DateFormatter()
            formatter.locale = locale
            formatter.timeZone = settings.timeZone
            formatter.calendar = Calendar(identifier: .gregorian)
            formatter.setLocalizedDateFormatFromTemplate(template)
            return formatter
        }
        day = formatter("EEEdMMM")
        longDay = formatter("EEEEdMMMMyyyy")
        time = formatter("jmm")
        weekday = formatter("EEE")
        month = formatter("MMM")
    }
}

/// What pages look up in the content alone, made when first asked for.
final class ContentLookups {
    private let game: Game

    init(_ game: Game) { self.game = game }

    private(set) lazy var players: [Person] = game.players
    private(set) lazy var rewardsByGiver: [String: [Reward]] = Dictionary(grouping: game.rewards.filter { $0.from != nil }) { $0.from! }
    private(set) lazy var daresBySetter: [String: Int] = game.challenges.reduce(into: [:]) { counts, challenge in
        if let setter = challenge.secret?.by { counts[setter, default: 0] += 1 }
    }
}
