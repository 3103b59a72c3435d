/// Keeps the markup cmark-gfm writes for Markdown and escapes everything else.
///
/// Allowed tags are rebuilt from scratch, with only the attributes they need: `href` and
/// `title` on `a`, `src`/`alt`/`title` on `img` (each URL checked by `URLPolicy`), `start` on
/// `ol`, a table cell's alignment as a class, a task list's checkbox (always disabled). A tag
/// is kept only where the HTML content model allows it and a closing tag only when its element
/// is open, so raw HTML in a message can neither run nor unbalance the page: what does not fit
/// is shown as text. Images from other sites become links, so a page never loads anything from
/// a third party. Relative targets are written relative to the content folder and rewritten for
/// the page (`ContentLink`). Footnotes keep their numbers and their list, not their ids: the same
/// text can stand twice on one page, and ids must be unique.
enum HTMLSanitizer {
    /// `root`: the way from the page the HTML lands on to the site's root (`Page.root(of:)`).
    static func sanitize(_ html: String, root: String = "") -> String {
        var balancer = TagBalancer()
        var rest = Substring(html)
        // Inside a footnote's link back to its reference: left out with what it holds.
        var skipping = false
        while let open = rest.firstIndex(of: "<") {
            if !skipping { balancer.text(escapeText(rest[..<open])) }
            let tail = rest[open...]
            if let close = tail.firstIndex(of: ">"), let tag = parse(tail[tail.index(after: open)..<close], root: root) {
                rest = tail[tail.index(after: close)...]
                if skipping {
                    if tag == .close("a") { skipping = false }
                } else if tag == .removed {
                    skipping = true
                } else if !balancer.apply(tag) {
                    balancer.text(HTMLEscape.text(String(tail[...close])))
                }
            } else {
                if !skipping { balancer.text("&lt;") }
                rest = tail.dropFirst()
            }
        }
        if !skipping { balancer.text(escapeText(rest)) }
        return balancer.finish()
    }

    /// cmark's text is already escaped except `>` in raw HTML, which is escaped too so nothing
    /// can end a tag. Control characters go: HTML forbids them.
    private static func escapeText(_ text: Substring) -> String {
        ForbiddenCharacters.removed(from: text.replacingOccurrences(of: ">", with: "&gt;"))
    }

    /// A tag as cmark writes it, reduced to what may be kept; nil when it is not one we keep.
    enum Tag: Equatable {
        /// `attributes`: already rebuilt and escaped, with a leading space (` start="3"`).
        case open(String, attributes: String = "")
        case close(String)
        case link(href: String?, title: String? = nil)
        case image(src: String, alt: String, title: String? = nil)
        /// A footnote reference's link: its tags go, its number stays.
        case hiddenLink
        /// A footnote's link back to its reference: it goes with what it holds.
        case removed
    }

    static func parse(_ inner: Substring, root: String = "") -> Tag? {
        let closing = inner.hasPrefix("/")
        let body = closing ? inner.dropFirst() : inner
        let name = String(body.prefix { $0.isASCII && ($0.isLetter || $0.isNumber) }).lowercased()
        guard ContentModel.known.contains(name) else { return nil }
        let rest = body.dropFirst(name.count)
        if closing { return rest.allSatisfy(\.isWhitespace) && !ContentModel.void.contains(name) ? .close(name) : nil }
        guard rest.isEmpty || rest.first?.isWhitespace == true || rest.first == "/",
              let list = HTMLAttributes.parse(rest) else { return nil }
        var attributes: [String: String] = [:]
        for (key, value) in list where attributes[key] == nil { attributes[key] = HTMLAttributes.decoded(value ?? "") }
        // Only a target written as cmark writes it, ` href="…"`: `check` finds the media a text
        // uses by that form (`MarkdownMedia`), so an unquoted one in raw HTML would name a file
        // that is never published.
        func url(_ key: String) -> String? {
            guard rest.contains(" \(key)=\"") else { return nil }
            return attributes[key].flatMap { URLPolicy.isAllowed($0) ? ContentLink.forPage(URLPolicy.encoded($0), root: root) : nil }
        }
        switch name {
        case "a":
            if attributes["data-footnote-backref"] != nil { return .removed }
            if attributes["data-footnote-ref"] != nil { return .hiddenLink }
            return .link(href: url("href"), title: attributes["title"])
        case "img":
            guard let src = url("src") else { return nil }
            return .image(src: src, alt: attributes["alt"] ?? "", title: attributes["title"])
        default:
            guard Set(attributes.keys).isSubset(of: ContentModel.attributes[name] ?? []) else { return nil }
            return rebuilt(name, attributes)
        }
    }

    /// The tag with the attributes it may keep, written anew.
    private static func rebuilt(_ name: String, _ attributes: [String: String]) -> Tag? {
        switch name {
        case "ol":
            guard let start = attributes["start"], start.count <= 9, start.allSatisfy(\.isASCII), Int(start) != nil else { return .open(name) }
            return .open(name, attributes: " start=\"\(start)\"")
        case "th", "td":
            guard let align = attributes["align"], ["left", "center", "right"].contains(align) else { return .open(name) }
            return .open(name, attributes: " class=\"align-\(align)\"")
        case "input":
            guard attributes["type"]?.lowercased() == "checkbox" else { return nil }
            return .open(name, attributes: " type=\"checkbox\"" + (attributes["checked"] != nil ? " checked" : "") + " disabled")
        case "section":
            guard attributes["class"] == "footnotes" else { return nil }
            return .open(name, attributes: " class=\"footnotes\"")
        default:
            return .open(name)
        }
    }
}
