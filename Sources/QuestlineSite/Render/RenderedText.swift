import Mustache

/// A string for templates that swift-mustache renders without asking what it is.
///
/// A plain `String` in a context goes through several failed dynamic casts and
/// `String(describing:)` each time a template prints it; this type answers the first cast.
/// Text that every page prints (the UI strings, the frame) is wrapped once per build.
struct RenderedText: MustacheCustomRenderable, Sendable {
    let renderText: String

    var isNull: Bool { false }

    init(_ text: String) { renderText = text }
}
