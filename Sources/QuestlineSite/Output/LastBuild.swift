import Foundation
import QuestlineCore

/// What the last build left in the output folder that this one may use rather than make again:
/// the files it may keep by fingerprint (`BuildStamp.keptFiles`), and their bytes on request.
public struct LastBuild: Sendable {
    public var kept: [String: KeptFile]
    private let read: @Sendable (String) -> Data?

    public init(kept: [String: KeptFile], read: @escaping @Sendable (String) -> Data?) {
        self.kept = kept
        self.read = read
    }

    /// Nothing to keep: every file is made.
    public static let none = LastBuild(kept: [:]) { _ in nil }

    /// The files the last build wrote into `folder`.
    public static func folder(_ folder: URL, kept: [String: KeptFile]) -> LastBuild {
        let base = folder.path + "/"
        return LastBuild(kept: kept) { FileManager.default.contents(atPath: base + $0) }
    }

    /// A kept file's bytes, when it still reads with the size the stamp gives it.
    func bytes(of path: String) -> Data? {
        guard let file = kept[path], let bytes = read(path), bytes.count == file.size else { return nil }
        return bytes
    }
}
