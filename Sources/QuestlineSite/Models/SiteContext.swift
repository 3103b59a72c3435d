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
    private let dayFormatter: DateFormatter
    private let longDayFormatter: DateFormatter
    private let timeFormatter: DateFormatter
    private let weekdayFormatter: DateFormatter
    private let monthFormatter: DateFormatter

    init(state: GameState, strings: UIStrings, options: SiteBuildOptions) {
        self.state = state
        self.game = state.game
        self.strings = strings
        self.options = options
        self.calendar = state.game.settings.calendar
        func formatter(_ template: String) -> DateFormatter {
            let formatter = DateFormatter()
            formatter.locale = state.game.settings.locale
            formatter.timeZone = state.game.settings.timeZone
            formatter.calendar = Calendar(identifier: .gregorian)
            formatter.setLocalizedDateFormatFromTemplate(template)
            return formatter
        }
        dayFormatter = formatter("EEEdMMM")
        longDayFormatter = formatter("EEEEdMMMMyyyy")
        timeFormatter = formatter("jmm")
        weekdayFormatter = formatter("EEE")
        monthFormatter = formatter("MMM")
    }

    var settings: GameSettings { game.settings }
    var currency: Currency { settings.currency }

    // MARK: Dates

    /// Noon of a local day, so formatting never slips across midnight.
    func noon(_ day: LocalDate) -> Date { calendar.instant(day, LocalTime(hour: 12, minute: 0)!) }
    /// "Thu 10 Apr": asked for each cell of every heatmap, so each day is formatted once.
    func day(_ day: LocalDate) -> String {
        if let known = dayNames[day] { return known }
        let name = dayFormatter.string(from: noon(day))
        dayNames[day] = name
        return name
    }
    private var dayNames: [LocalDate: String] = [:]
    /// Navigation for pages outside it, by depth (see `navigation(root:current:)`).
    var navigationByRoot: [String: [[String: Any]]] = [:]
    func longDay(_ day: LocalDate) -> String { longDayFormatter.string(from: noon(day)) }
    func time(_ instant: Date) -> String { timeFormatter.string(from: instant) }
    func dayAndTime(_ instant: Date) -> String { "\(dayFormatter.string(from: instant)), \(timeFormatter.string(from: instant))" }
    func monthName(_ day: LocalDate) -> String { monthFormatter.string(from: noon(day)) }
    func weekdayName(_ weekday: Weekday) -> String {
        // 2024-01-01 was a Monday.
        weekdayFormatter.string(from: noon(LocalDate(year: 2024, month: 1, day: weekday.isoNumber)!))
    }

    /// The locale's first day of the week (Monday in most of Europe, Sunday in the US).
    var firstWeekday: Weekday {
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.locale = settings.locale
        return Weekday(gregorianNumber: gregorian.firstWeekday) ?? .mon
    }

    // MARK: Amounts

    /// A count as the game's locale writes it: "1,000" in English, "1 000" in Norwegian.
    /// Below a thousand there is nothing to group (and heatmaps ask for thousands of cells).
    func number(_ value: Int) -> String {
        if value > -1000 && value < 1000 { return "\(value)" }
        return numberFormatter.string(from: NSNumber(value: value)) ?? "\(value)"
    }
    private lazy var numberFormatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.locale = settings.locale
        formatter.numberStyle = .decimal
        return formatter
    }()

    /// "120 points" or "★ 120".
    func amount(_ value: Int) -> String { currency.amount(value) }

    /// What an amount is worth in money, when the game sets a worth.
    func money(_ value: Int) -> String? { currency.worth?.formatted(times: value, locale: settings.locale) }

    // MARK: People

    func personName(_ id: String?) -> String {
        guard let id else { return "" }
        return game.person(id)?.name ?? id
    }

    func person(_ id: String?, root: String) -> [String: Any] {
        guard let id, let person = game.person(id) else { return ["name": id ?? ""] }
        var model: [String: Any] = [
            "id": person.id, "name": person.name, "href": root + Routes.person(person.id),
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

    /// Rewards unlocked by at least one player: the only ones whose message and media are published.
    private(set) lazy var unlockedRewards: [Reward] = game.rewards.filter { unlockedRewardIDs.contains($0.id) }
    private(set) lazy var unlockedRewardIDs: Set<String> = Set(state.players.flatMap { $0.unlocks.map(\.reward) })

    /// Every unlock of each reward, in the players' order.
    private(set) lazy var unlocksByReward: [String: [Unlock]] = Dictionary(grouping: state.players.flatMap(\.unlocks), by: \.reward)

    /// How many players have done each challenge at least once.
    private(set) lazy var playersDone: [String: Int] = state.players.reduce(into: [:]) { counts, player in
        for challenge in Set(player.completions.map(\.challenge)) { counts[challenge, default: 0] += 1 }
    }

    /// Rewards by who gives them, and how many secret dares each person set: for profiles.
    private(set) lazy var rewardsByGiver: [String: [Reward]] = Dictionary(grouping: game.rewards.filter { $0.from != nil }) { $0.from! }
    private(set) lazy var daresBySetter: [String: Int] = game.challenges.reduce(into: [:]) { counts, challenge in
        if let setter = challenge.secret?.by { counts[setter, default: 0] += 1 }
    }

    func tierLabel(_ tier: Challenge.Tier?) -> String? { tier.map { strings["tier_\($0.rawValue)"] } }
}
