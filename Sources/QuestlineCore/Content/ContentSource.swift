import Foundation

/// Where a game's files come from: a folder on disk, or a dictionary in tests.
/// Paths are relative to the site folder (`content/game.yaml`).
public protocol ContentSource: Sendable {
    /// The file's text, or nil when there is no such file.
    func text(at path: String) throws -> String?
    /// What a media path (relative to the content folder) leads to.
    func mediaStatus(_ path: String) -> MediaStatus
}

/// What a media path leads to, after following symbolic links.
public enum MediaStatus: Sendable, Equatable {
    case file
    case missing
    /// It resolves (through `..` or a symbolic link) to somewhere outside the content folder.
    case outside
    case notAFile
}

/// An in-memory site for tests: `["content/game.yaml": "…"]`. Media are the files under `content/`.
public struct InMemorySource: ContentSource {
    public var files: [String: String]

    public init(_ files: [String: String]) { self.files = files }

    public func text(at path: String) throws -> String? { files[path] }

    public func mediaStatus(_ path: String) -> MediaStatus {
        if MediaPath.lexicalProblem(path) != nil { return .outside }
        return files["content/" + path] != nil ? .file : .missing
    }
}

/// A site folder on disk.
public struct DirectorySource: ContentSource {
    public let root: URL

    public init(root: URL) { self.root = root.standardizedFileURL }

    public var contentFolder: URL { root.appendingPathComponent(ContentFormat.folder) }

    public func text(at path: String) throws -> String? {
        let url = root.appendingPathComponent(path)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let data = try Data(contentsOf: url)
        guard let text = String(data: data, encoding: .utf8) else {
            throw QuestlineError("\(path) is not UTF-8 text", at: SourceLocation(file: path), hint: "save it as UTF-8")
        }
        return text
    }

    public func mediaStatus(_ path: String) -> MediaStatus {
        if MediaPath.lexicalProblem(path) != nil { return .outside }
        let url = contentFolder.appendingPathComponent(path)
        var isDirectory: ObjCBool = false
        // fileExists follows links: a dangling link counts as missing.
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return .missing }
        let base = contentFolder.resolvingSymlinksInPath().path
        let resolved = url.resolvingSymlinksInPath().path
        guard resolved.hasPrefix(base + "/") else { return .outside }
        return isDirectory.boolValue ? .notAFile : .file
    }

    /// The absolute location of a media path that `mediaStatus` called `.file`.
    public func mediaURL(_ path: String) -> URL { contentFolder.appendingPathComponent(path) }
}
