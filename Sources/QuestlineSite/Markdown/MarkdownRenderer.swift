/// Markdown from content → HTML that is safe to publish.
///
/// CommonMark with GitHub's extensions and footnotes (`CommonMark`, cmark-gfm), which keeps raw
/// HTML as written; its output goes through `HTMLSanitizer`, which keeps only the tags cmark
/// itself writes and rebuilds their attributes.
enum MarkdownRenderer {
    /// `root`: the way from the page to the site's root, for the relative paths in the text.
    static func html(_ markdown: String, root: String = "") -> String {
        HTMLSanitizer.sanitize(CommonMark.html(markdown), root: root)
    }
}
