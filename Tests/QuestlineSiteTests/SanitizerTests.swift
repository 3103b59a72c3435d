import Testing
@testable import QuestlineSite

@Suite("Sanitized Markdown is well formed and loads nothing from elsewhere")
struct SanitizerTests {
    @Test("Raw tags that would unbalance the page are shown as text", arguments: [
        ("Seal it.</p> Done", "<p>Seal it.</p> Done&lt;/p&gt;\n"),
        ("a <code> b", "<p>a <code> b</code></p>\n"),
        ("x <em>open", "<p>x <em>open</em></p>\n"),
        ("<ul><li>raw</li></ul>", "<ul><li>raw</li></ul>\n"),
        ("text <ul> inside", "<p>text &lt;ul&gt; inside</p>\n"),
        ("one</blockquote>two", "<p>one&lt;/blockquote&gt;two</p>\n"),
    ])
    func balance(_ input: String, _ expected: String) {
        #expect(MarkdownRenderer.html(input) == expected)
    }

    @Test("Every open element is closed, whatever the input", arguments: [
        "<em><strong>deep", "</p></p><p>", "`code` <code>", "> quote <em>", "- item <strong>\n- next",
    ])
    func closed(_ input: String) {
        let html = MarkdownRenderer.html(input)
        for tag in ["p", "em", "strong", "code", "li", "ul", "blockquote"] {
            #expect(html.components(separatedBy: "<\(tag)>").count == html.components(separatedBy: "</\(tag)>").count, "\(tag) in \(html)")
        }
    }

    @Test("A remote image becomes a link; a local one stays an image")
    func images() {
        #expect(MarkdownRenderer.html("![cake](https://example.org/cake.png)")
                == "<p><a href=\"https://example.org/cake.png\" rel=\"nofollow noopener\">cake</a></p>\n")
        #expect(MarkdownRenderer.html("![cake](media/cake.png)") == "<p><img src=\"media/cake.png\" alt=\"cake\" loading=\"lazy\"></p>\n")
        #expect(MarkdownRenderer.html("[![cake](https://x.org/c.png)](https://x.org/)")
                == "<p><a href=\"https://x.org/\" rel=\"nofollow noopener\">cake</a></p>\n")
    }

    @Test("Characters a URL may not hold are percent-encoded, so an attribute can never be broken")
    func urls() {
        let html = MarkdownRenderer.html(#"[x](https://example.org/a"b)"#)
        #expect(html.contains(#"href="https://example.org/a%22b"#), "\(html)")
        #expect(!html.contains("a\"b"))
    }
}
