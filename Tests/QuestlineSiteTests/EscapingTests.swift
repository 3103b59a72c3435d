import Foundation
import Testing
import QuestlineCore
@testable import QuestlineSite

@Suite("Content cannot inject markup that runs")
struct EscapingTests {
    static let payloads = [
        "<script>alert(1)</script>",
        "<img src=x onerror=alert(1)>",
        "\"><svg onload=alert(1)>",
        "' onmouseover='alert(1)",
        "javascript:alert(1)",
        "[click](javascript:alert(1))",
        "[click](JaVaScRiPt:alert(1))",
        "![x](javascript:alert(1))",
        "[x](http://a\" onclick=\"alert(1))",
        "![x](http://a\" onerror=\"alert(1))",
        "<a href=\"javascript:alert(1)\">x</a>",
        "[x](&#106;avascript:alert(1))",
        "<iframe src=//evil.example></iframe>",
        "</style><script>alert(1)</script>",
        "<!-- --><script>alert(1)</script>",
        "```\n</code><script>alert(1)</script>\n```",
        "<p onclick=alert(1)>p</p>",
        "<em style=\"background:url(javascript:alert(1))\">e</em>",
        "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
        "{{t.nav_home}}{{{root}}}",
        // A quote with a combining mark after it is one Character: an escaper that compares
        // characters lets it through, and the browser still sees the quote end the attribute.
        "\"\u{0301} onmouseover=\"alert(1)",
        "'\u{0301} onmouseover='alert(1)",
    ]

    /// A single-quoted YAML scalar; quotes are doubled scalar by scalar, combining marks or not.
    static func quoted(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars { scalars.append(scalar); if scalar == "'" { scalars.append(scalar) } }
        return "'" + String(scalars) + "'"
    }
    static func json(_ text: String) -> String {
        String(decoding: try! JSONSerialization.data(withJSONObject: [text], options: []), as: UTF8.self).dropFirst().dropLast().description
    }

    /// One game with the payload in every text field people write.
    static func fixture(_ payload: String) -> Fixture {
        let q = quoted(payload.replacingOccurrences(of: "\n", with: " "))
        let markdown = quoted(payload)
        let short = quoted(String(payload.replacingOccurrences(of: "\n", with: " ").prefix(40)))
        return Fixture(files: [
            "content/game.yaml": Fixture.game(title: q, extra: "description: \(q)\ncurrency:\n  name: \(short)\n"),
            "content/people.yaml": """
            - id: sam
              name: \(q)
              role: player
              tagline: \(q)
              fun-facts:
                - \(q)
            - id: jo
              name: \(q)
              role: friend
              avatar: \(q)
            """,
            "content/challenges.yaml": """
            - id: one
              title: \(q)
              description: \(markdown)
              category: \(short)
              points: 30
              options:
                a: \(q)
                b: \(q)
            - id: two
              title: \(q)
              category: social
              points: 30
              secret:
                by: jo
                reveal: 2026-06-12T12:00
            """,
            "content/rewards.yaml": """
            - id: gift
              title: \(q)
              from: jo
              kind: text
              message: \(markdown)
              price: 10
            """,
            "content/goals.yaml": """
            - id: goal
              title: \(q)
              player: sam
              target: 100
            """,
            "content/events.jsonl": """
            {"type":"complete","at":"2026-06-12T18:00:00+02:00","player":"sam","challenge":"one","option":"a","proof":"text","text":\(json(payload))}
            {"type":"unlock","at":"2026-06-12T19:00:00+02:00","player":"sam","reward":"gift"}
            {"type":"award","at":"2026-06-12T20:00:00+02:00","player":"sam","amount":5,"reason":\(json(payload)),"by":"jo"}

            """,
        ])
    }

    static let allowedTags: Set<String> = [
        "html", "head", "meta", "title", "link", "style", "script", "body", "a", "div", "i", "header", "span", "nav", "ul", "li", "main",
        "footer", "p", "section", "h1", "h2", "h3", "h4", "h5", "h6", "svg", "defs", "radialgradient", "stop", "circle", "path", "text",
        "img", "strong", "small", "br", "ol", "time", "blockquote", "figure", "figcaption", "table", "caption", "tbody", "tr", "th",
        "td", "article", "audio", "video", "dl", "dt", "dd", "em", "code", "pre", "del", "s", "hr", "thead", "bdi",
    ]

    @Test("Payloads in every text field render as text", arguments: payloads)
    func payloadIsInert(_ payload: String) throws {
        let output = try Self.fixture(payload).build()
        let pages = output.files.filter { $0.path.hasSuffix(".html") || $0.path.hasSuffix(".atom") }
        #expect(pages.count > 10)
        for page in pages {
            let html = String(decoding: page.bytes, as: UTF8.self)
            for problem in Self.problems(in: html) {
                Issue.record("\(page.path): \(problem)")
            }
        }
        // The payload did land on the pages, as text.
        let home = try #require(output.text("index.html"))
        #expect(["alert(1)", "{{t.nav_home}}", "evil.example", "base64"].contains { home.contains($0) })
    }

    /// What a browser would run: unknown tags, event-handler attributes, script URLs, inline scripts.
    static func problems(in html: String) -> [String] {
        var problems: [String] = []
        let tag = try! NSRegularExpression(pattern: #"<([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>"#)
        let attribute = try! NSRegularExpression(pattern: #"([^\s=/"'>]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s>]+))?"#)
        let ns = html as NSString
        for match in tag.matches(in: html, range: NSRange(location: 0, length: ns.length)) {
            let name = ns.substring(with: match.range(at: 1)).lowercased()
            let attributes = ns.substring(with: match.range(at: 2))
            if !allowedTags.contains(name) && !html.hasPrefix("<?xml") { problems.append("tag <\(name)>") }
            if name == "script" && !attributes.contains("assets/site.js") { problems.append("inline script") }
            let attrs = attributes as NSString
            for a in attribute.matches(in: attributes, range: NSRange(location: 0, length: attrs.length)) {
                let key = attrs.substring(with: a.range(at: 1)).lowercased()
                if key.hasPrefix("on") { problems.append("event handler \(key) on <\(name)>") }
                guard a.range(at: 2).location != NSNotFound else { continue }
                let value = attrs.substring(with: a.range(at: 2)).trimmingCharacters(in: CharacterSet(charactersIn: "\"' ")).lowercased()
                    .replacingOccurrences(of: "&#106;", with: "j")
                if ["href", "src", "xlink:href", "action"].contains(key),
                   value.hasPrefix("javascript:") || value.hasPrefix("data:") || value.hasPrefix("vbscript:") {
                    problems.append("\(key)=\(value) on <\(name)>")
                }
                if key == "style", value.contains("url(") && !value.contains("var(") { problems.append("style with url() on <\(name)>") }
            }
        }
        return problems
    }

    @Test("The checker can fail: it finds a planted script")
    func checkerFindsProblems() {
        #expect(!Self.problems(in: #"<p onclick="x">a</p>"#).isEmpty)
        #expect(!Self.problems(in: #"<a href="javascript:alert(1)">a</a>"#).isEmpty)
        #expect(!Self.problems(in: "<script>alert(1)</script>").isEmpty)
        #expect(!Self.problems(in: "<iframe src=x>").isEmpty)
    }

    @Test("Markdown keeps its formatting and safe links", arguments: [
        ("**bold** and *soft*", "<strong>bold</strong>"),
        ("[site](https://example.org/a?b=1&c=2)", #"<a href="https://example.org/a?b=1&amp;c=2" rel="nofollow noopener">site</a>"#),
        ("[mail](mailto:jo@example.org)", #"href="mailto:jo@example.org""#),
        ("[page](../timeline/)", #"href="../timeline/""#),
        ("<b>raw</b>", "&lt;b&gt;raw&lt;/b&gt;"),
        ("[bad](javascript:alert(1))", "<a>bad</a>"),
    ])
    func markdown(_ input: String, _ expected: String) {
        #expect(MarkdownRenderer.html(input).contains(expected), "\(MarkdownRenderer.html(input))")
    }
}
