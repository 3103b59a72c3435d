import QuestlineCore

extension SiteContext {
    /// The page a static host serves for an address the site does not have: a locked reward's,
    /// an old link. It is served at whatever depth was asked for, so with a base URL its links
    /// start from the site's path; without one they work from the site's top folder.
    func notFoundPage() -> Page {
        var page = page(.notFound, route: Routes.notFound, title: strings["not_found_title"], root: options.basePath, [:])
        page.context["noindex"] = true
        page.context["ogURL"] = false
        return page
    }

    /// The picture for a shared link: the first player's avatar, when it is a picture chat apps
    /// show (not SVG) and it is published.
    var shareImage: String? {
        guard let player = state.game.people.first(where: { $0.role == .player || $0.role == .child }),
              player.avatarIsImage, let avatar = player.avatar else { return nil }
        let lower = avatar.lowercased()
        return [".png", ".jpg", ".jpeg", ".webp", ".gif"].contains(where: lower.hasSuffix) ? avatar : nil
    }
}
