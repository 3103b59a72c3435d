import Foundation

/// A file a build produces, as bytes in memory: render everything first, write after.
public struct OutputFile: Sendable, Hashable {
    /// Relative to the output folder, with `/` separators: `rewards/jo-video/index.html`.
    public var path: String
    public var bytes: Data

    public init(path: String, bytes: Data) {
        self.path = path
        self.bytes = bytes
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Data(text.utf8))
    }
}
