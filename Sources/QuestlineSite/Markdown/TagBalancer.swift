/// Writes sanitized HTML while tracking open elements, so the result is always well formed.
struct TagBalancer {
    private var output = ""
    private var open: [String] = []

    mutating func text(_ text: String) { output += text }

    /// Writes the tag when it fits where it stands; false (and nothing written) when it does not.
    mutating func apply(_ tag: HTMLSanitizer.Tag) -> Bool {
        let parent = open.last
        switch tag {
        case .open(let name):
            guard ContentModel.allows(name, in: parent) else { return false }
            output += "<\(name)>"
            if !ContentModel.void.contains(name) { open.append(name) }
        case .close(let name):
            guard let index = open.lastIndex(of: name) else { return false }
            // Elements opened inside it (raw inline HTML left open) close with it.
            for inner in open[index...].reversed() { output += "</\(inner)>" }
            open.removeSubrange(index...)
        case .link(let href):
            guard ContentModel.allows("a", in: parent), !open.contains("a") else { return false }
            output += href.map { "<a href=\"\(HTMLEscape.text($0))\" rel=\"nofollow noopener\">" } ?? "<a>"
            open.append("a")
        case .image(let src, let alt):
            guard ContentModel.allows("img", in: parent) else { return false }
            if URLPolicy.isRemote(src) {
                // Loading it would be a request to a third party: offer a link instead.
                let label = HTMLEscape.text(alt.isEmpty ? src : alt)
                output += open.contains("a") ? label : "<a href=\"\(HTMLEscape.text(src))\" rel=\"nofollow noopener\">\(label)</a>"
            } else {
                output += "<img src=\"\(HTMLEscape.text(src))\" alt=\"\(HTMLEscape.text(alt))\" loading=\"lazy\">"
            }
        }
        return true
    }

    /// The HTML, with every element still open closed.
    mutating func finish() -> String {
        for name in open.reversed() { output += "</\(name)>" }
        open.removeAll()
        return output
    }
}

/// Which of the elements Ink writes may stand inside which: enough of HTML's content model
/// that sanitized output always validates.
enum ContentModel {
    static let inline: Set<String> = ["em", "strong", "del", "s", "code", "a", "br", "img"]
    static let block: Set<String> = ["p", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "pre", "blockquote", "hr", "table"]
    static let void: Set<String> = ["br", "hr", "img"]
    static let known: Set<String> = inline.union(block).union(["li", "thead", "tbody", "tr", "th", "td"])

    static func allows(_ child: String, in parent: String?) -> Bool {
        switch parent {
        case nil, "blockquote", "li": return block.contains(child) || inline.contains(child)
        case "p", "h1", "h2", "h3", "h4", "h5", "h6", "th", "td", "em", "strong", "del", "s", "a": return inline.contains(child)
        case "ul", "ol": return child == "li"
        case "pre": return child == "code"
        case "table": return ["thead", "tbody", "tr"].contains(child)
        case "thead", "tbody": return child == "tr"
        case "tr": return child == "th" || child == "td"
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
