import QuestlineCore

/// A link or image target in Markdown, made right for the page it lands on.
///
/// Relative targets are written relative to the content folder, which the site mirrors: a media
/// file lands where `MediaRoute` puts it, and a page's route is the same path in the site. From
/// a reward's page (`rewards/<id>/`) `media/jo.svg` is `../../media/jo.svg`. Absolute URLs,
/// other schemes (`mailto:`), `#anchors`, `?queries` and site-absolute paths stay as written.
enum ContentLink {
    /// `target` already checked by `URLPolicy` and encoded; `root` from `Page.root(of:)`.
    static func forPage(_ target: String, root: String) -> String {
        guard let first = target.first, first != "#", first != "?", first != "/" else { return target }
        let head = target.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        if head.contains(":") { return target }
        if let path = MarkdownMedia.contentPath(of: target), MediaPath.lexicalProblem(path) == nil, !path.hasPrefix("media/") {
            return root + "media/" + target
        }
        return root + target
    }
}
