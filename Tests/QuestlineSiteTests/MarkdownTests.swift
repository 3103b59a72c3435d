import Testing
@testable import QuestlineSite

/// CommonMark and GitHub's extensions as a page shows them (after the sanitizer): issue #35's
/// letters, each extension, and hostile input that must not run.
@Suite("Markdown: CommonMark and GitHub's extensions, sanitized")
struct MarkdownTests {
    static let letter = """
    Dear Sam,

    See <https://example.org> for the map. Bring:

    - a torch
    - the key

    > Happy birthday!
    """

    @Test("A letter with an autolink keeps its list and its quote (issue #35)")
    func autolinkKeepsBlocks() {
        let html = MarkdownRenderer.html(Self.letter)
        #expect(html.contains(#"<p>See <a href="https://example.org" rel="nofollow noopener">https://example.org</a> for the map. Bring:</p>"#), "\(html)")
        #expect(html.contains("<ul>\n<li>a torch</li>\n<li>the key</li>\n</ul>"), "\(html)")
        #expect(html.contains("<blockquote>\n<p>Happy birthday!</p>\n</blockquote>"), "\(html)")
    }

    @Test("The letters of an autolink are all kept", arguments: [
        "https://example.org/søknad?år=2026&navn=Ågot#del-2", "https://example.org/a_b_c/~d", "mailto:jo@example.org",
    ])
    func autolinkLetters(_ url: String) {
        let html = MarkdownRenderer.html("<\(url)>")
        #expect(html.contains(">\(url.replacingOccurrences(of: "&", with: "&amp;"))</a>"), "\(html)")
    }

    @Test("Footnotes keep their number and their note, without ids")
    func footnotes() {
        let html = MarkdownRenderer.html("A promise[^1].\n\n[^1]: Kept on *Sunday*.\n")
        #expect(html.contains("<p>A promise<sup>1</sup>.</p>"), "\(html)")
        #expect(html.contains("<section class=\"footnotes\">\n<ol>\n<li>\n<p>Kept on <em>Sunday</em>. </p>\n</li>\n</ol>\n</section>"), "\(html)")
        #expect(!html.contains("id="), "\(html)")
        #expect(!html.contains("↩"), "\(html)")
    }

    @Test("GitHub's extensions: tables, strikethrough, task lists, bare links", arguments: [
        ("| a | b |\n| :-: | --: |\n| 1 | 2 |", #"<th class="align-center">a</th>"#),
        ("| a | b |\n| :-: | --: |\n| 1 | 2 |", #"<td class="align-right">2</td>"#),
        ("~~gone~~", "<del>gone</del>"),
        ("- [x] wrapped\n- [ ] card", #"<li><input type="checkbox" checked disabled> wrapped</li>"#),
        ("- [x] wrapped\n- [ ] card", #"<li><input type="checkbox" disabled> card</li>"#),
        ("Visit www.example.org today", #"<a href="http://www.example.org" rel="nofollow noopener">www.example.org</a>"#),
        ("3. three\n4. four", #"<ol start="3">"#),
        (#"[a](https://example.org "The map")"#, #"<a href="https://example.org" title="The map" rel="nofollow noopener">a</a>"#),
    ])
    func extensions(_ input: String, _ expected: String) {
        let html = MarkdownRenderer.html(input)
        #expect(html.contains(expected), "\(html)")
    }

    @Test("Hostile Markdown never runs: raw HTML, script links and event attributes are text or gone", arguments: [
        "<script>alert(1)</script>", "<img src=x onerror=alert(1)>", "[x](javascript:alert(1))", "[x](JaVaScRiPt:alert(1))",
        "<javascript:alert(1)>", "![x](data:image/svg+xml,<svg onload=alert(1)>)", #"<a href="javascript:alert(1)">x</a>"#,
        #"<p onclick="alert(1)">x</p>"#, #"<input type="text" onfocus="alert(1)" autofocus>"#,
        #"<section class="footnotes" onmouseover="alert(1)">x</section>"#, "| a |\n| - |\n| <b onclick=alert(1)>x</b> |",
        #"<ol start="1" onclick="alert(1)"><li>x</li></ol>"#, #"<a href="&#106;avascript:alert(1)">x</a>"#,
        "<iframe src=\"https://evil.example\"></iframe>", "<style>body{display:none}</style>", "<svg onload=alert(1)>",
    ])
    func hostile(_ input: String) {
        let html = MarkdownRenderer.html(input)
        // Every tag left is one the sanitizer writes, with only the attributes it writes; what
        // else the input held is text (escaped `<`, so no browser reads it as markup).
        for tag in html.matches(of: /<\/?([a-zA-Z0-9]+)([^>]*)>/) {
            #expect(ContentModel.known.contains(String(tag.output.1)), "\(tag.output.0) in \(html)")
            for attribute in tag.output.2.matches(of: /\s([^\s=]+)(?:="[^"]*")?/) {
                #expect(["href", "rel", "title", "src", "alt", "loading", "class", "start", "type", "checked", "disabled"]
                    .contains(String(attribute.output.1)), "\(attribute.output.1) in \(html)")
            }
        }
        #expect(!html.contains("href=\"javascript") && !html.contains("href=\"&#106;") && !html.contains("src=\"data"), "\(html)")
    }

    @Test("A raw image or link with an unquoted target loads nothing: check could not see the file it names")
    func unquotedTargets() {
        #expect(MarkdownRenderer.html("a <img src=x onerror=alert(1)> b") == "<p>a &lt;img src=x onerror=alert(1)&gt; b</p>\n")
        #expect(MarkdownRenderer.html("a <a href=media/x.png>x</a>") == "<p>a <a>x</a></p>\n")
        #expect(MarkdownRenderer.html(#"a <img src="media/x.png" alt="x">"#) == #"<p>a <img src="media/x.png" alt="x" loading="lazy"></p>"# + "\n")
    }

    @Test("Raw HTML's text is kept, as text, when its tags are not Markdown's")
    func nothingLost() {
        let html = MarkdownRenderer.html("<div>\nBring a <b>torch</b>\n</div>")
        #expect(html.contains("torch") && html.contains("Bring a"), "\(html)")
        #expect(html.contains("&lt;div&gt;"), "\(html)")
    }
}
