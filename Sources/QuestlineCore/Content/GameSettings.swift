import Foundation

/// `game.yaml`: what the game is called and the rules that apply to the whole of it.
public struct GameSettings: Sendable, Equatable {
    /// The content format version this game is written in.
    public var format: Int
    /// The game's lasting id (`id:`), which feed and calendar ids are made of; nil when
    /// game.yaml has none (`Game.id` derives one then).
    public var id: UUID?
    public var title: String
    public var description: String?
    public var timeZone: TimeZone
    public var locale: Locale
    /// The points' names; always counted by this game's `language` (kept in step here).
    public var currency: Currency { didSet { currency.language = language } }
    /// Price of a reward by kind when the reward names no price of its own.
    public var prices: [RewardKind: Int]
    /// Share of challenges (in percent) that should be enough to unlock every reward.
    public var target: ClosedRange<Int>?
    /// First day of the game; recurring quests start here unless they say otherwise.
    public var starts: LocalDate
    /// Last day of the game, for games that end (a birthday weekend).
    public var ends: LocalDate?
    /// The daily challenge, picked from pooled challenges of these categories.
    public var dailyPick: DailyPickSettings?
    /// Name of the site's look: one of `themes`; another is shown as `party`.
    public var theme: String
    /// The looks the site has.
    public static let themes = ["party", "parchment", "arcade"]
    /// Design-token overrides for the theme: `accent: "#FF6B9D"`.
    public var tokens: [String: String]
    /// Whether search engines may index the site: `public: true`; `private: true`, or neither,
    /// keeps them out.
    public var isPublic: Bool
    /// Where the production site is hosted (`base-url:`), an absolute http(s) URL; the build's
    /// `--base-url` overrides it, and `serve` ignores it.
    public var baseURL: String?
    /// The language of the site's UI strings (`Templates/strings/<language>.yaml`).
    public var language: String { didSet { currency.language = language } }
    public var limits: Limits

    public init(format: Int = 1, id: UUID? = nil, title: String, description: String? = nil, timeZone: TimeZone,
                locale: Locale = Locale(identifier: "en_US"), currency: Currency = .points,
                prices: [RewardKind: Int] = [:], target: ClosedRange<Int>? = nil, starts: LocalDate,
                ends: LocalDate? = nil, dailyPick: DailyPickSettings? = nil, theme: String = "party",
                tokens: [String: String] = [:], isPublic: Bool = false, baseURL: String? = nil, language: String = "en",
                limits: Limits = Limits()) {
        self.format = format
        self.id = id
        self.title = title
        self.description = description
        self.timeZone = timeZone
        self.locale = locale
        var counted = currency
        counted.language = language
        self.currency = counted
        self.prices = prices
        self.target = target
        self.starts = starts
        self.ends = ends
        self.dailyPick = dailyPick
        self.theme = theme
        self.tokens = tokens
        self.isPublic = isPublic
        self.baseURL = baseURL
        self.language = language
        self.limits = limits
    }

    public var calendar: GameCalendar { GameCalendar(timeZone: timeZone) }
}

/// Which pooled challenges the daily pick chooses from.
public struct DailyPickSettings: Sendable, Hashable {
    /// Enabled categories; empty means every category in the pool.
    public var categories: [String]
    /// Changes the whole sequence of picks without changing the pool.
    public var seed: UInt64

    public init(categories: [String] = [], seed: UInt64 = 0) {
        self.categories = categories
        self.seed = seed
    }
}

/// Caps that `check` enforces, so a game stays within what its pages and widgets are built for.
public struct Limits: Sendable, Hashable {
    public var players: Int = 20
    public var goalsPerPlayer: Int = 50
    /// 100-day spans running at the same time for one player.
    public var concurrentSpans: Int = 3

    public init(players: Int = 20, goalsPerPlayer: Int = 50, concurrentSpans: Int = 3) {
        self.players = players
        self.goalsPerPlayer = goalsPerPlayer
        self.concurrentSpans = concurrentSpans
    }
}
