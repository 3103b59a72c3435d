/// Writes sanitized HTML while tracking open elements, so the result is always well formed.
struct TagBalancer {
    private var output = ""
    /// Open elements, innermost last; a hidden one (a footnote reference's link) writes no tags.
    private var open: [(name: String, hidden: Bool)] = []

    /// The innermost element that was written: what the content model checks against.
    private var parent: String? { open.last { !$0.hidden }?.name }
    private func isOpen(_ name: String) -> Bool { open.contains { $0.name == name && !$0.hidden } }

    mutating func text(_ text: String) { output += text }

    /// Writes the tag when it fits where it stands; false (and nothing written) when it does not.
    mutating func apply(_ tag: HTMLSanitizer.Tag) -> Bool {
        let parent = parent
        switch tag {
        case .open(let name, let attributes):
            guard ContentModel.allows(name, in: parent) else { return false }
            output += "<\(name)\(attributes)>"
            if !ContentModel.void.contains(name) { open.append((name, false)) }
        case .close(let name):
            guard let index = open.lastIndex(where: { $0.name == name }) else { return false }
            // Elements opened inside it (raw inline HTML left open) close with it.
            for inner in open[index...].reversed() where !inner.hidden { output += "</\(inner.name)>" }
            open.removeSubrange(index...)
        case .link(let href, let title):
            guard ContentModel.allows("a", in: parent), !isOpen("a") else { return false }
            let titled = title.map { " title=\"\(HTMLEscape.text($0))\"" } ?? ""
            output += href.map { "<a href=\"\(HTMLEscape.text($0))\"\(titled) rel=\"nofollow noopener\">" } ?? "<a\(titled)>"
            open.append(("a", false))
        case .hiddenLink:
            open.append(("a", true))
        case .removed:
            return false
        case .image(let src, let alt, let title):
            guard ContentModel.allows("img", in: parent) else { return false }
            if URLPolicy.isRemote(src) {
                // Loading it would be a request to a third party: offer a link instead.
                let label = HTMLEscape.text(alt.isEmpty ? src : alt)
                output += isOpen("a") ? label : "<a href=\"\(HTMLEscape.text(src))\" rel=\"nofollow noopener\">\(label)</a>"
            } else {
                let titled = title.map { " title=\"\(HTMLEscape.text($0))\"" } ?? ""
                output += "<img src=\"\(HTMLEscape.text(src))\" alt=\"\(HTMLEscape.text(alt))\"\(titled) loading=\"lazy\">"
            }
        }
        return true
    }

    /// The HTML, with every element still open closed.
    mutating func finish() -> String {
        for element in open.reversed() where !element.hidden { output += "</\(element.name)>" }
        open.removeAll()
        return output
    }
}

/// Which of the elements cmark-gfm writes may stand inside which, and with which attributes:
/// enough of HTML's content model that sanitized output always validates.
enum ContentModel {
    static let inline: Set<String> = ["em", "strong", "del", "s", "code", "a", "br", "img", "sup", "input"]
    static let block: Set<String> = ["p", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "pre", "blockquote", "hr", "table"]
    static let void: Set<String> = ["br", "hr", "img", "input"]
    static let known: Set<String> = inline.union(block).union(["li", "thead", "tbody", "tr", "th", "td", "section"])
    /// The attributes a tag may come with (cmark's own); a tag with any other is shown as text.
    /// `a` and `img` keep only their targets and titles, whatever else they hold.
    static let attributes: [String: Set<String>] = [
        "ol": ["start"], "li": ["id"], "th": ["align"], "td": ["align"], "code": ["class"], "sup": ["class"],
        "input": ["type", "checked", "disabled"], "section": ["class", "data-footnotes"],
    ]

    static func allows(_ child: String, in parent: String?) -> Bool {
        switch parent {
        case nil: return block.contains(child) || inline.contains(child) || child == "section"
        case "blockquote", "li": return block.contains(child) || inline.contains(child)
        case "p", "h1", "h2", "h3", "h4", "h5", "h6", "th", "td", "em", "strong", "del", "s", "a", "sup": return inline.contains(child)
        case "ul", "ol": return child == "li"
        case "pre": return child == "code"
        case "table": return ["thead", "tbody", "tr"].contains(child)
        case "thead", "tbody": return child == "tr"
        case "tr": return child == "th" || child == "td"
        case "section": return child == "ol"
        default: return false // code: text only
        }
    }
}

/// Which link and image targets content may use: http, https, mailto, or relative.
enum URLPolicy {
    static func isAllowed(_ url: String) -> Bool {
        let trimmed = url.trimmingCharacters(in: .whitespacesAndNewlines)
        // Entities and control characters can hide a scheme from a browser's point of view.
        if trimmed.contains("&") && (trimmed.contains("&#") || trimmed.lowercased().contains("&colon")) { return false }
        if trimmed.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) { return false }
        let lower = trimmed.lowercased()
        for scheme in ["http://", "https://", "mailto:"] where lower.hasPrefix(scheme) { return true }
        // Relative: no scheme before the first path, query or fragment character.
        let head = lower.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        return !head.contains(":") && !lower.hasPrefix("//")
    }

    /// True for http and https targets: another site.
    static func isRemote(_ url: String) -> Bool {
        let lower = url.lowercased()
        return lower.hasPrefix("http://") || lower.hasPrefix("https://")
    }

    /// The URL with the characters a URL may not hold (quotes, spaces, angle brackets…) percent-encoded.
    static func encoded(_ url: String) -> String {
        var result = ""
        for scalar in url.trimmingCharacters(in: .whitespacesAndNewlines).unicodeScalars {
            if " \"<>`{}|\\^".unicodeScalars.contains(scalar) {
                result += "%" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 2)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

private extension String {
    func leftPadded(to length: Int) -> String { String(repeating: "0", count: max(0, length - count)) + self }
}
