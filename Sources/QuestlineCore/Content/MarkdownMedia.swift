import Foundation

/// The media files a Markdown text (a reward's message, a challenge's description) refers to.
///
/// A relative path in Markdown is written relative to the content folder, as every path in a
/// game is (`![Jo](media/avatars/jo.svg)`): the site rewrites it for the page it lands on and
/// publishes the file with the text, and `check` reports one that is missing or leads out.
public enum MarkdownMedia {
    /// The content path a link or image target names when it is a media file of the game; nil for
    /// absolute URLs, `mailto:` and other schemes, `#anchors`, site-absolute paths and links to pages.
    public static func contentPath(of target: String) -> String? {
        let trimmed = target.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let first = trimmed.first, first != "/", first != "#", first != "?" else { return nil }
        let path = trimmed.prefix { $0 != "?" && $0 != "#" }
        // A colon before the path's end is a scheme (http:, mailto:, javascript:) or a drive.
        guard !path.contains(":"), !path.hasSuffix("/") else { return nil }
        let decoded = String(path).removingPercentEncoding ?? String(path)
        // `./a.png` and `a//b.png` would land under names the site never links to.
        guard !decoded.split(separator: "/", omittingEmptySubsequences: false).contains(where: { $0.isEmpty || $0 == "." }) else { return nil }
        let ext = MediaPath.fileExtension(decoded)
        guard MediaPath.fileExtensions.contains(ext), ext != "md" else { return nil }
        return decoded
    }

    /// The content paths of the media the text refers to, each once: inline targets (`](…)`), reference definitions (`[id]: …`) and raw `src="…"`.
    public static func references(in markdown: String) -> [String] {
        guard mayReferToMedia(markdown) else { return [] }
        var targets: [Substring] = []
        var rest = markdown[...]
        while let marker = rest.range(of: "](") {
            let after = rest[marker.upperBound...]
            targets.append(after.hasPrefix("<") ? after.dropFirst().prefix { $0 != ">" && $0 != "\n" }
                                                : after.prefix { !$0.isWhitespace && $0 != ")" })
            rest = after
        }
        for line in markdown.split(separator: "\n") {
            let text = line.drop { $0 == " " }
            guard text.hasPrefix("["), let marker = text.range(of: "]:") else { continue }
            let after = text[marker.upperBound...].drop { $0 == " " || $0 == "\t" }
            targets.append(after.hasPrefix("<") ? after.dropFirst().prefix { $0 != ">" } : after.prefix { !$0.isWhitespace })
        }
        rest = markdown[...]
        while let marker = rest.range(of: "src=\"") {
            let after = rest[marker.upperBound...]
            targets.append(after.prefix { $0 != "\"" && $0 != "\n" })
            rest = after
        }
        var seen = Set<String>()
        return targets.compactMap { contentPath(of: String($0)) }.filter { seen.insert($0).inserted }
    }

    /// Whether the text holds any of the marks a reference needs (`](`, `]:`, `src=`), found in
    /// one pass over its bytes: a site build asks this of every revealed challenge and unlocked
    /// reward, thousands in a big game, and most have none. (Foundation's `contains` took three
    /// passes, each through its locale-aware search: 15 ms a build on the benchmark's L game.)
    static func mayReferToMedia(_ markdown: String) -> Bool {
        let bracket = UInt8(ascii: "]"), parenthesis = UInt8(ascii: "("), colon = UInt8(ascii: ":")
        // The last four bytes, the newest lowest; "src=" is 73 72 63 3d.
        var last: UInt32 = 0
        for byte in markdown.utf8 {
            if UInt8(truncatingIfNeeded: last) == bracket, byte == parenthesis || byte == colon { return true }
            last = last << 8 | UInt32(byte)
            if last == 0x7372_633D { return true }
        }
        return false
    }
}
