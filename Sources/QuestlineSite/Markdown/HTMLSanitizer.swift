/// Keeps the markup Ink writes for Markdown and escapes everything else.
///
/// Allowed tags are rebuilt from scratch: no attributes except `href` on `a` and `src`/`alt`
/// on `img`, each checked (`URLPolicy`) and quoted. A tag is kept only where the HTML content
/// model allows it and a closing tag only when its element is open, so raw HTML in a message
/// can neither run nor unbalance the page: what does not fit is shown as text. Images from
/// other sites become links, so a page never loads anything from a third party. Relative targets
/// are written relative to the content folder and rewritten for the page (`ContentLink`).
enum HTMLSanitizer {
    /// `root`: the way from the page the HTML lands on to the site's root (`Page.root(of:)`).
    static func sanitize(_ html: String, root: String = "") -> String {
        var balancer = TagBalancer()
        var rest = Substring(html)
        while let open = rest.firstIndex(of: "<") {
            balancer.text(escapeText(rest[..<open]))
            let tail = rest[open...]
            if let close = tail.firstIndex(of: ">"), let tag = parse(tail[tail.index(after: open)..<close], root: root) {
                if !balancer.apply(tag) { balancer.text(HTMLEscape.text(String(tail[...close]))) }
                rest = tail[tail.index(after: close)...]
            } else {
                balancer.text("&lt;")
                rest = tail.dropFirst()
            }
        }
        balancer.text(escapeText(rest))
        return balancer.finish()
    }

    /// Ink's text is already escaped except `>`, which is escaped too so nothing can end a tag.
    /// Control characters go: HTML forbids them.
    private static func escapeText(_ text: Substring) -> String {
        ForbiddenCharacters.removed(from: text.replacingOccurrences(of: ">", with: "&gt;"))
    }

    /// A tag as Ink writes it, reduced to what may be kept; nil when it is not one we keep.
    enum Tag: Equatable {
        case open(String)
        case close(String)
        case link(href: String?)
        case image(src: String, alt: String)
    }

    static func parse(_ inner: Substring, root: String = "") -> Tag? {
        let closing = inner.hasPrefix("/")
        let body = closing ? inner.dropFirst() : inner
        let name = String(body.prefix { $0.isASCII && ($0.isLetter || $0.isNumber) }).lowercased()
        guard ContentModel.known.contains(name) else { return nil }
        let attributes = body.dropFirst(name.count)
        if closing { return attributes.allSatisfy(\.isWhitespace) && !ContentModel.void.contains(name) ? .close(name) : nil }
        switch name {
        case "a":
            let href = value(of: "href", in: attributes, before: nil)
            return .link(href: href.flatMap { URLPolicy.isAllowed($0) ? ContentLink.forPage(URLPolicy.encoded($0), root: root) : nil })
        case "img":
            guard let src = value(of: "src", in: attributes, before: "\" alt=\""), URLPolicy.isAllowed(src) else { return nil }
            return .image(src: ContentLink.forPage(URLPolicy.encoded(src), root: root), alt: value(of: "alt", in: attributes, before: nil) ?? "")
        default:
            let plain = attributes.allSatisfy { $0.isWhitespace || $0 == "/" }
                || (name == "code" && attributes.hasPrefix(" class=\"") && attributes.hasSuffix("\""))
            return plain ? .open(name) : nil
        }
    }

    /// The text of `name="…"`: up to `before` when given, else up to the last quote. Ink does not
    /// escape quotes inside URLs, so the value is taken whole and escaped, never split further.
    private static func value(of name: String, in attributes: Substring, before: String?) -> String? {
        guard let start = attributes.range(of: " \(name)=\"") else { return nil }
        let rest = attributes[start.upperBound...]
        let end: Substring.Index?
        if let before, let marker = rest.range(of: before, options: .backwards) { end = marker.lowerBound }
        else { end = rest.lastIndex(of: "\"") }
        guard let end else { return nil }
        return decodeEntities(String(rest[..<end]))
    }

    /// Undoes the few entities Ink writes, so that the value is escaped exactly once.
    private static func decodeEntities(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
    }
}
