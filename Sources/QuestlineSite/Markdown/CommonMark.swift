import CCmarkGFM
import Foundation

/// Markdown → HTML as cmark-gfm writes it: CommonMark and GitHub's extensions, raw HTML kept.
///
/// This is the layer the CommonMark spec's examples run through (`CommonMarkSpecTests`). Raw
/// HTML is passed on (`CMARK_OPT_UNSAFE`) rather than dropped, so that what a writer typed is
/// never lost: `HTMLSanitizer`, which every page's Markdown goes through next, keeps the tags
/// it knows and shows the rest as text.
enum CommonMark {
    /// cmark-gfm's syntax extensions, by the names it registers them under.
    enum Extension: String, CaseIterable, Sendable {
        case table, strikethrough, autolink, tagfilter, tasklist
    }

    /// What Questline's Markdown is: all of GitHub's extensions, and footnotes.
    static let github = Set(Extension.allCases)

    /// The HTML for `markdown`; `footnotes` turns on `[^note]` references (`CMARK_OPT_FOOTNOTES`).
    ///
    /// One text at a time in the whole process: cmark-gfm keeps the characters that start an
    /// extension's inline syntax (`~` for strikethrough) in a single table, and its table
    /// extension takes them out of it after every row, so a table parsed on one thread turned
    /// another thread's `~~c~~` into text (`CommonMarkThreadsTests`: 15–20% of renders on eight
    /// threads). Markdown is a small part of any page's work.
    static func html(_ markdown: String, extensions: Set<Extension> = github, footnotes: Bool = true) -> String {
        oneAtATime.withLock { render(markdown, extensions: extensions, footnotes: footnotes) }
    }

    private static let oneAtATime = NSLock()

    private static func render(_ markdown: String, extensions: Set<Extension>, footnotes: Bool) -> String {
        let options = CMARK_OPT_UNSAFE | (footnotes ? CMARK_OPT_FOOTNOTES : 0)
        guard let parser = cmark_parser_new(options) else { return "" }
        defer { cmark_parser_free(parser) }
        for name in Extension.allCases where extensions.contains(name) {
            if let extensionPointer = Registry.shared.pointers[name] { cmark_parser_attach_syntax_extension(parser, extensionPointer) }
        }
        var text = markdown
        text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { cmark_parser_feed(parser, $0.baseAddress, $0.count) }
        }
        guard let document = cmark_parser_finish(parser) else { return "" }
        defer { cmark_node_free(document) }
        guard let rendered = cmark_render_html(document, options, cmark_parser_get_syntax_extensions(parser)) else { return "" }
        defer { free(rendered) }
        return String(cString: rendered)
    }

    /// cmark-gfm's extensions, registered once: its registry is a process-wide list that is
    /// only read after this (pages render on several threads).
    private struct Registry: @unchecked Sendable {
        let pointers: [Extension: OpaquePointer]

        static let shared: Registry = {
            cmark_gfm_core_extensions_ensure_registered()
            var pointers: [Extension: OpaquePointer] = [:]
            for name in Extension.allCases { pointers[name] = cmark_find_syntax_extension(name.rawValue) }
            return Registry(pointers: pointers)
        }()
    }
}
