import Foundation

/// The fields of `game.yaml` about where and how the site is published: `base-url`, `public`
/// and `private`.
extension GameSettings {
    /// `base-url:`: an absolute http(s) URL with a host, e.g. `https://example.org/quest/`;
    /// nil (with an error at the value) for anything else.
    static func readBaseURL(_ map: MappingReader) -> String? {
        guard let text = map.string("base-url", maxLength: 2_000) else { return nil }
        let example = "for example https://example.org/quest/"
        switch BaseURL.problem(text, pathAllowed: false) {
        case .characters:
            map.collector.error("base-url may not contain spaces, quotes, angle brackets or backslashes, got \"\(text)\"",
                                at: map.location(of: "base-url"), hint: example)
            return nil
        case .notAnAddress:
            map.collector.error("base-url must be an absolute http(s) address of where the site is hosted, got \"\(text)\"",
                                at: map.location(of: "base-url"), hint: example + " (no query or #fragment)")
            return nil
        case nil: break
        }
        return text.hasSuffix("/") ? text : text + "/"
    }

    /// `public: true` lets search engines in; `private: true` (or neither) keeps them out. Both
    /// given and saying opposite things is an error at `private`.
    static func readIsPublic(_ map: MappingReader) -> Bool {
        let isPublic = map.bool("public"), isPrivate = map.bool("private")
        if let isPublic, let isPrivate, isPublic == isPrivate {
            map.collector.error("public: \(isPublic) and private: \(isPrivate) contradict each other",
                                at: map.location(of: "private"), hint: "keep only one of them")
        }
        if let isPublic { return isPublic }
        if let isPrivate { return !isPrivate }
        return false
    }
}
