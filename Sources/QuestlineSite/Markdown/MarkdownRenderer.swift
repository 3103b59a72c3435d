import Ink

/// Markdown from content → HTML that is safe to publish.
///
/// Ink passes raw HTML and `javascript:` links through untouched, so its output goes through
/// `HTMLSanitizer`, which keeps only the tags Ink itself writes and rebuilds their attributes.
enum MarkdownRenderer {
    /// `root`: the way from the page to the site's root, for the relative paths in the text.
    static func html(_ markdown: String, root: String = "") -> String {
        HTMLSanitizer.sanitize(MarkdownParser().html(from: markdown), root: root)
    }
}
