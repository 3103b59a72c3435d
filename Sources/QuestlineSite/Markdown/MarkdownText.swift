import Mustache

/// Markdown from content in a page's model, made HTML (`MarkdownRenderer`) only as the page
/// renders: a page that is fingerprinted and then kept (`PageJob.fingerprinted`) never parses it.
/// Shown with `{{{…}}}`; a section on it renders, as on any text.
struct MarkdownText: MustacheCustomRenderable, Sendable {
    let source: String
    /// The way from the page it lands on to the site's root: its relative paths are the content
    /// folder's, and a reward's page is two folders down.
    let root: String

    var renderText: String { MarkdownRenderer.html(source, root: root) }
    var isNull: Bool { false }
}
