import Mustache

/// The escaping every Questline template renders with: the same five characters as
/// swift-mustache's own HTML content type, escaped byte by byte (see `HTMLEscape`), which is
/// both faster and safe against a quote hidden in a grapheme cluster.
///
/// swift-mustache resets the content type to its own at every partial, so `TemplateLibrary`
/// starts each template with the `{{% CONTENT_TYPE: … }}` pragma naming this one.
struct HTMLEscaping: MustacheContentType {
    static let name = "QUESTLINE_HTML"
    /// The first line added to every template: a standalone tag, so it renders nothing.
    static let pragma = "{{% CONTENT_TYPE: \(name) }}\n"

    func escapeText(_ text: String) -> String { HTMLEscape.text(text) }

    /// Registers the content type once, before any template is parsed.
    static let registered: Void = MustacheContentTypes.register(HTMLEscaping(), named: name)
}
