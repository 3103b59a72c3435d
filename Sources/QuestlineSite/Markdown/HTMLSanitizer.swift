/// Keeps the markup Ink writes for Markdown and escapes everything else.
///
/// Allowed tags are re-written from scratch: no attributes except `href` on `a` and `src`/`alt`
/// on `img`, each checked (`URLPolicy`) and quoted. Any other `<` becomes `&lt;`, so raw HTML,
/// comments and broken tags show as text and never run.
enum HTMLSanitizer {
    static let plainTags: Set<String> = [
        "p", "em", "strong", "del", "s", "code", "pre", "blockquote", "ul", "ol", "li",
        "h1", "h2", "h3", "h4", "h5", "h6", "br", "hr", "table", "thead", "tbody", "tr", "th", "td",
    ]
    static let voidTags: Set<String> = ["br", "hr", "img"]

    static func sanitize(_ html: String) -> String {
        var output = ""
        var rest = Substring(html)
        while let open = rest.firstIndex(of: "<") {
            output += escapeText(rest[..<open])
            let tail = rest[open...]
            if let close = tail.firstIndex(of: ">"), let tag = rebuild(tail[tail.index(after: open)..<close]) {
                output += tag
                rest = tail[tail.index(after: close)...]
            } else {
                output += "&lt;"
                rest = tail.dropFirst()
            }
        }
        output += escapeText(rest)
        return output
    }

    /// Ink's text is already escaped except `>` and quotes, which are harmless in content but
    /// escaped anyway so that nothing can end a tag.
    private static func escapeText(_ text: Substring) -> String {
        text.replacingOccurrences(of: ">", with: "&gt;")
    }

    /// The safe form of a tag written between `<` and `>`, or nil to show it as text.
    private static func rebuild(_ inner: Substring) -> String? {
        let closing = inner.hasPrefix("/")
        let body = closing ? inner.dropFirst() : inner
        let name = String(body.prefix { $0.isASCII && ($0.isLetter || $0.isNumber) }).lowercased()
        guard !name.isEmpty else { return nil }
        let attributes = body.dropFirst(name.count)
        if closing {
            return attributes.allSatisfy(\.isWhitespace) && (plainTags.contains(name) || name == "a") ? "</\(name)>" : nil
        }
        if plainTags.contains(name) {
            let ok = attributes.allSatisfy { $0.isWhitespace || $0 == "/" }
                || (name == "code" && attributes.hasPrefix(" class=\""))
            return ok ? "<\(name)>" : nil
        }
        if name == "a" {
            guard let href = value(of: "href", in: attributes, before: nil) else { return "<a>" }
            return URLPolicy.isAllowed(href) ? "<a href=\"\(HTMLEscape.text(href))\" rel=\"nofollow noopener\">" : "<a>"
        }
        if name == "img" {
            guard let src = value(of: "src", in: attributes, before: " alt=\""), URLPolicy.isAllowed(src) else { return "" }
            let alt = value(of: "alt", in: attributes, before: nil) ?? ""
            return "<img src=\"\(HTMLEscape.text(src))\" alt=\"\(HTMLEscape.text(alt))\" loading=\"lazy\">"
        }
        return nil
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
}
