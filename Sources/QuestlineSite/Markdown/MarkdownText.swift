import Mustache

/// Markdown from content in a page's model, made HTML (`MarkdownRenderer`) only as the page
/// renders: a page that is fingerprinted and then dated anew (`Datelines`) never parses it.
/// Shown with `{{{…}}}`; a section on it renders, as on any text.
struct MarkdownText: MustacheCustomRenderable, Sendable {
    let source: String

    var renderText: String { MarkdownRenderer.html(source) }
    var isNull: Bool { false }
}
