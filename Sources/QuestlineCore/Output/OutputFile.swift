import Foundation

/// A file a build produces, as bytes in memory: render everything first, write after.
public struct OutputFile: Sendable, Hashable {
    /// Relative to the output folder, with `/` separators: `rewards/jo-video/index.html`.
    public var path: String
    public var bytes: Data
    /// What the file is made from, as one number: for a reward page, the reward's unlocks; for a
    /// profile or a player's widget snapshot, the person's view of the state
    /// (`GameState.view(of:)`); for the game's snapshot, its whole model (`Fingerprint`). With
    /// the same fingerprint and the same content, templates and options, the file is the same.
    public var fingerprint: UInt64?
    /// True when the file was not made again: the one the last build wrote, still on disk as it
    /// wrote it, had the same fingerprint. `bytes` is then empty and the writer leaves the file be.
    public private(set) var isKept = false
    /// Where the bytes are on disk, for a file copied as it is (a photo, a video): the writer
    /// reads them only when it looks at and writes this file, so a build never holds all of a
    /// game's media at once. `bytes` is then empty.
    public private(set) var source: String?

    public init(path: String, bytes: Data, fingerprint: UInt64? = nil) {
        self.path = path
        self.bytes = bytes
        self.fingerprint = fingerprint
    }

    public init(path: String, text: String, fingerprint: UInt64? = nil) {
        self.init(path: path, bytes: Data(text.utf8), fingerprint: fingerprint)
    }

    /// A copy of the file at `source` (an absolute path), read when it is written.
    public init(path: String, copying source: String, fingerprint: UInt64? = nil) {
        self.init(path: path, bytes: Data(), fingerprint: fingerprint)
        self.source = source
    }

    /// The file at `path` as the last build wrote it, kept because its fingerprint did not change.
    public static func kept(path: String, fingerprint: UInt64) -> OutputFile {
        var file = OutputFile(path: path, bytes: Data(), fingerprint: fingerprint)
        file.isKept = true
        return file
    }
}
