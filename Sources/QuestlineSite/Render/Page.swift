import QuestlineCore

/// The kinds of page a site has, each drawn by its own template in `Templates/`.
public enum PageKind: String, Sendable, CaseIterable {
    case home, timeline, calendar, challenges, rewards, reward, goals, person, history, today, people
    /// `404.html`, which static hosts serve for an address the site does not have.
    case notFound = "not-found"

    /// The template's name: `Templates/pages/<kind>.mustache`.
    var template: String { "pages/\(rawValue)" }
}

/// One page ready to render: where it goes, which template draws it, and the values it shows.
///
/// The context is a plain dictionary because swift-mustache reads dictionaries much faster than
/// reflected structs; it is built once, then only read, which is why it may cross threads.
struct Page: @unchecked Sendable {
    var route: String
    var kind: PageKind
    var context: [String: Any]
    /// Set on pages that a later build may keep without rendering (`OutputFile.fingerprint`).
    var fingerprint: UInt64?

    /// `../` once per folder level, so links work from any host path and from a plain folder.
    /// A route that names a file (`404.html`) is in the folder above it.
    static func root(of route: String) -> String {
        let parts = route.split(separator: "/").count
        return String(repeating: "../", count: route.isEmpty || route.hasSuffix("/") ? parts : parts - 1)
    }
}
