import QuestlineCore

/// Choices made for one build, beyond the game itself.
public struct SiteBuildOptions: Sendable {
    /// Where the site is hosted: an absolute URL (`https://example.org/quest/`) or a path
    /// (`/quest/`). Pages link relatively and ignore it; feeds need absolute links and use it.
    public var baseURL: String
    /// How much the pages that list everyone show before they summarise.
    public var limits: PageLimits
    /// Marks where play mode's forms go (`PlaySlot`), for `serve --play`'s own folder only: a
    /// published build never has them.
    public var playSlots: Bool

    public init(baseURL: String = "", limits: PageLimits = PageLimits(), playSlots: Bool = false) {
        self.baseURL = baseURL
        self.limits = limits
        self.playSlots = playSlots
    }

    /// The base URL a build uses: the one given (`--base-url`; an empty one means none), else
    /// `game.yaml`'s `base-url`, else none. `serve` gives an empty one, so its pages are for its
    /// own address.
    public static func baseURL(given: String?, game: GameSettings) -> String {
        given ?? game.baseURL ?? ""
    }

    /// The base URL when it is absolute (`https://…/`), ending in `/`: what a sitemap and Open
    /// Graph need, since a crawler or a chat app reads them without a page around them.
    public var absoluteBase: String? {
        let lower = baseURL.lowercased()
        guard lower.hasPrefix("https://") || lower.hasPrefix("http://") else { return nil }
        return baseURL.hasSuffix("/") ? baseURL : baseURL + "/"
    }

    /// The path the site is served under (`/quest/`), from either form of the base URL; nil
    /// without one. The 404 page is served at any depth, so it links from here when it can.
    public var basePath: String? {
        guard !baseURL.isEmpty else { return nil }
        var path = baseURL
        if let absolute = absoluteBase, let scheme = absolute.range(of: "://") {
            let rest = absolute[scheme.upperBound...]
            path = rest.firstIndex(of: "/").map { String(rest[$0...]) } ?? "/"
        }
        guard path.hasPrefix("/") else { return nil }
        return path.hasSuffix("/") ? path : path + "/"
    }
}

/// Caps on the pages that grow with the game: a family chart shows everything, a published
/// archive of a thousand players and a hundred thousand events stays readable (and fast).
///
/// Every player keeps a profile page; past `playersInDetail`, the home, today, rewards,
/// calendar and history pages show the first players (in people.yaml order) in full and list
/// the rest by name with a link to their profile, and the challenge board counts who is done
/// instead of naming everyone. The mission log shows its newest days quest by quest and sums
/// up the older ones.
public struct PageLimits: Sendable, Equatable {
    /// Players shown in full on the pages that list everyone.
    public var playersInDetail: Int
    /// The newest moments on the timeline; older ones are in the mission log.
    public var timelineMoments: Int
    /// Open once-challenges listed per player on the Today page; the rest are on the board.
    public var openChallenges: Int
    /// The newest days on the mission log.
    public var historyDays: Int
    /// Days × players the mission log shows quest by quest (newest first); the older days get a
    /// line each. One player: 1,000 days; 24 players: the last 41.
    public var historyPlayerDays: Int

    public init(playersInDetail: Int = 24, timelineMoments: Int = 250, openChallenges: Int = 12, historyDays: Int = 400,
                historyPlayerDays: Int = 1_000) {
        self.playersInDetail = playersInDetail
        self.timelineMoments = timelineMoments
        self.openChallenges = openChallenges
        self.historyDays = historyDays
        self.historyPlayerDays = historyPlayerDays
    }
}
