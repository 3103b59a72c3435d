/// Where each page lives in the output, shared by the site, its feeds and the widget deep links.
/// Paths are relative to the site root and end in `/` for pages (served as `…/index.html`).
public enum Routes {
    public static let home = ""
    public static let timeline = "timeline/"
    public static let calendar = "calendar/"
    public static let challenges = "challenges/"
    public static let rewards = "rewards/"
    public static let goals = "goals/"
    public static let history = "history/"
    public static let today = "today/"
    /// Every player by name and balance, in a game with more than the pages show in full.
    public static let people = "people/"
    public static let atomFeed = "feed.atom"
    public static let iCalendar = "quests.ics"
    public static let widgets = "widgets/"
    /// The page static hosts (GitHub Pages, Netlify, Cloudflare Pages) serve for a missing address.
    public static let notFound = "404.html"
    public static let robots = "robots.txt"
    public static let sitemap = "sitemap.xml"
    /// The link-preview picture made from the game's theme.
    public static let shareCard = "share.png"

    public static func reward(_ id: String) -> String { "rewards/\(id)/" }
    public static func person(_ id: String) -> String { "people/\(id)/" }
    /// A reward's card on the rewards page, for a reward whose own page is not made (no one has
    /// unlocked it).
    public static func rewardCard(_ id: String, player: String, playerCount: Int) -> String {
        rewards + "#" + rewardCardAnchor(id, player: player, playerCount: playerCount)
    }
    /// The id of a reward's card: the page has a card a player, so `player` is part of it when
    /// the game has several (`playerCount`).
    public static func rewardCardAnchor(_ id: String, player: String, playerCount: Int) -> String {
        playerCount > 1 ? "reward-\(player)-\(id)" : "reward-\(id)"
    }
    /// A challenge is an anchor on the board.
    public static func challenge(_ id: String) -> String { "challenges/#challenge-\(id)" }

    /// The file a page route is written to: `rewards/x/` → `rewards/x/index.html`.
    public static func file(for route: String) -> String { route.isEmpty || route.hasSuffix("/") ? route + "index.html" : route }

    /// How a page links to another page of the site: by its file, `challenges/index.html`, not its
    /// folder. Opened from a folder (a USB stick, a file manager, before publishing) a browser shows
    /// a folder's listing for `challenges/`; every server serves the file name as well. An anchor
    /// stays after the file: `challenges/#challenge-x` → `challenges/index.html#challenge-x`.
    public static func link(_ route: String) -> String {
        guard let hash = route.firstIndex(of: "#") else { return file(for: route) }
        return file(for: String(route[..<hash])) + route[hash...]
    }

    /// Joins a base URL or path (`https://example.org/quest/`, `/quest`) and a route.
    public static func url(_ route: String, base: String) -> String {
        guard !base.isEmpty else { return route.isEmpty ? "./" : route }
        return (base.hasSuffix("/") ? base : base + "/") + route
    }
}
