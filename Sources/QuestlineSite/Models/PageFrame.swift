import Foundation
import QuestlineCore

/// The parts every page shares: title, theme, navigation, strings and relative links.
extension SiteContext {
    static let navigation: [(route: String, key: String)] = [
        (Routes.home, "nav_home"), (Routes.today, "nav_today"), (Routes.timeline, "nav_timeline"),
        (Routes.challenges, "nav_challenges"), (Routes.rewards, "nav_rewards"), (Routes.calendar, "nav_calendar"),
        (Routes.goals, "nav_goals"), (Routes.history, "nav_history"),
    ]

    /// The site's navigation as seen from a page; the same for every page at one depth that is
    /// not itself in it (thousands of reward and profile pages), so those are made once.
    func navigation(root: String, current route: String) -> [[String: Any]] {
        let isInNavigation = Self.navigation.contains { $0.route == route }
        if !isInNavigation, let known = navigationByRoot[root] { return known }
        let items = Self.navigation.filter { hasPage($0.route) }.map { item -> [String: Any] in
            ["href": root + Routes.link(item.route),
             "label": strings[item.key], "current": item.route == route]
        }
        if !isInNavigation { navigationByRoot[root] = items }
        return items
    }

    /// Whether the game has what the page at `route` shows: a game without challenges (a family
    /// star chart) has no board, one without rewards no rewards page, one without goals no goals
    /// page. The build makes only these pages, and only these are linked to.
    func hasPage(_ route: String) -> Bool {
        switch route {
        case Routes.challenges: !game.challenges.isEmpty
        case Routes.rewards: !game.rewards.isEmpty
        case Routes.goals: !game.goals.isEmpty
        case Routes.people: !rosterPlayers.isEmpty
        default: true
        }
    }

    /// The pages that say when what they show last changed: the home page and a profile.
    static func showsLastChange(_ kind: PageKind) -> Bool { kind == .home || kind == .person }

    /// "Updated Thu 10 Apr, 22:00": the page's `asOf`, the state's last change unless given.
    func asOfText(changedAt: Date? = nil) -> String {
        strings.format("as_of", ["when": dayAndTime(changedAt ?? state.changedAt)])
    }

    /// `changedAt`: the instant the page says it was updated, the state's last change unless given.
    /// `root`: where the page's links start, when not from the page's own folder (the 404 page).
    func page(_ kind: PageKind, route: String, title: String?, changedAt: Date? = nil, root: String? = nil,
              _ values: [String: Any]) -> Page {
        let root = root ?? Page.root(of: route)
        var context: [String: Any] = [
            "lang": strings.language,
            "rtl": isRightToLeft,
            "siteTitle": settings.title,
            "pageTitle": title.map { "\($0) · \(settings.title)" } ?? settings.title,
            "heading": title ?? settings.title,
            "theme": ThemeStyle.themeName(settings.theme),
            "noindex": !settings.isPublic,
            "root": root,
            "homeHref": root + Routes.link(Routes.home),
            "t": strings.values,
            "feedHref": root + Routes.atomFeed,
            "icsHref": hasCalendar ? root + Routes.iCalendar : false,
            "kind": kind.rawValue,
            "nav": navigation(root: root, current: route),
        ]
        // "Updated …" only where it belongs: the home page (the state's last change, which moves
        // with every event, as that page does) and a profile (its person's own last change, part
        // of their view). Any other page shows it nowhere, so a page whose model is the same as
        // the last build's is the same file and is kept (`BuildManifest`), never patched.
        context["asOf"] = Self.showsLastChange(kind) ? asOfText(changedAt: changedAt) : false
        // What a chat app shows for a shared link (Open Graph): the title, the game's description,
        // a picture (the first player's avatar, else the theme's card), and where the site's
        // address is known, the page's address; the picture's is absolute then, else relative.
        context["metaDescription"] = settings.description.map { $0.isEmpty ? false : $0 as Any } ?? false
        context["ogURL"] = options.absoluteBase.map { $0 + (route == Routes.notFound ? "" : route) } ?? false
        let picture = shareImage.map { MediaRoute.path($0) } ?? Routes.shareCard
        context["ogImage"] = options.absoluteBase.map { $0 + picture } ?? root + picture
        let tokens = ThemeStyle.overrides(settings.tokens)
        context["tokenStyle"] = tokens.isEmpty ? false : tokens
        context.merge(values) { _, new in new }
        return Page(route: route, kind: kind, context: context)
    }
}
