import Foundation

/// Where a site is hosted: `base-url` in game.yaml, and `--base-url` of `build` and `snapshot`.
/// One rule for all three, so that what one takes the others take too.
public enum BaseURL {
    public enum Problem: Sendable, Equatable {
        /// A space, a quote, an angle bracket, a backslash or another character a link cannot hold as it is.
        case characters
        /// Not an absolute http(s) address with a host (a port within 1–65535; no user, query
        /// or fragment), nor, where one is allowed, a path from the root.
        case notAnAddress
    }

    /// Why `text` cannot be a base URL; nil when it can. A path from the root (`/quest/`, never
    /// `//host/`, which a browser reads as another host) is one when `pathAllowed`.
    public static func problem(_ text: String, pathAllowed: Bool) -> Problem? {
        if text.contains(where: { $0.isWhitespace || "\"'<>\\`{}|^".contains($0) }) { return .characters }
        guard let parts = URLComponents(string: text), parts.query == nil, parts.fragment == nil,
              parts.user == nil, parts.password == nil else { return .notAnAddress }
        if pathAllowed, text.hasPrefix("/"), !text.hasPrefix("//") { return nil }
        guard let scheme = parts.scheme?.lowercased(), ["http", "https"].contains(scheme), let host = parts.host, !host.isEmpty,
              (1...65_535).contains(parts.port ?? 80) else { return .notAnAddress }
        return nil
    }
}
