import Foundation
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
        let feedID = Self.feedID(game: gameID)
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
                <id>\(Self.entryID(game: gameID, entry: entry))</id>
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

    /// The feed's id: the game's (`Game.id`), which never changes with the title.
    static func feedID(game: UUID) -> String { "urn:uuid:" + game.uuidString.lowercased() }

    /// An entry's id, from the game's id and its event's id (`EventID`), so it stays when lines
    /// are added, voided or mended around it. A milestone, which no event records, by whose and
    /// what it is and when it was reached.
    static func entryID(game: UUID, entry: TimelineEntry) -> String {
        let what = entry.event.map { "event \($0)" }
            ?? "milestone \(entry.player ?? "") \(entry.kind)|\(Instant.formatUTC(entry.at))"
        let name = "questline entry|\(game.uuidString.lowercased())|\(what)"
        return "urn:uuid:" + NameBasedUUID.make(name).uuidString.lowercased()
    }
}
