import QuestlineCore

/// An Atom feed of the timeline, newest first. Built from the same nodes as the timeline page,
/// so it shows exactly what the page shows and nothing a page hides.
extension SiteContext {
    static let feedLimit = 50

    func atomFeed() -> OutputFile {
        let base = options.baseURL
        func url(_ route: String) -> String { HTMLEscape.text(Routes.url(route, base: base)) }
        let newest = state.timeline.suffix(Self.feedLimit)
        let entries = zip(newest, timelineNodes(newest, root: "")).reversed()
        let updated = state.timeline.last.map { Instant.formatUTC($0.at) } ?? Instant.formatUTC(calendar.instant(settings.starts))
        let feedID = "tag:questline,\(settings.starts.year):" + HTMLEscape.text(Self.slug(settings.title))
        var xml = """
        <?xml version="1.0" encoding="utf-8"?>
        <feed xmlns="http://www.w3.org/2005/Atom" xml:lang="\(HTMLEscape.text(strings.language))">
          <title>\(HTMLEscape.text(settings.title))</title>
          <id>\(feedID)</id>
          <updated>\(updated)</updated>
          <link rel="alternate" type="text/html" href="\(url(Routes.timeline))"/>
          <link rel="self" type="application/atom+xml" href="\(url(Routes.atomFeed))"/>
          <generator>questline</generator>

        """
        for (entry, node) in entries {
            let title = [node["who"] as? String, node["title"] as? String].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ": ")
            let summary = [node["detail"] as? String, node["points"] as? String, node["when"] as? String].compactMap { $0 }.joined(separator: " · ")
            let link = (node["href"] as? String) ?? Routes.timeline
            xml += """
              <entry>
                <title>\(HTMLEscape.text(title))</title>
                <id>\(feedID)/\(entry.line)/\(Instant.formatUTC(entry.at))</id>
                <updated>\(Instant.formatUTC(entry.at))</updated>
                <link rel="alternate" type="text/html" href="\(url(link))"/>
                <author><name>\(HTMLEscape.text(node["who"] as? String ?? settings.title))</name></author>
                <summary>\(HTMLEscape.text(summary))</summary>
              </entry>

            """
        }
        xml += "</feed>\n"
        return OutputFile(path: Routes.atomFeed, text: xml)
    }

    /// Lowercase letters, digits and dashes: stable ids from titles.
    static func slug(_ text: String) -> String {
        let mapped = text.lowercased().map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "-" }
        return String(mapped).split(separator: "-").joined(separator: "-")
    }
}
