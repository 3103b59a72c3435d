/// Choices made for one build, beyond the game itself.
public struct SiteBuildOptions: Sendable {
    /// Where the site is hosted: an absolute URL (`https://example.org/quest/`) or a path
    /// (`/quest/`). Pages link relatively and ignore it; feeds need absolute links and use it.
    public var baseURL: String

    public init(baseURL: String = "") {
        self.baseURL = baseURL
    }
}
