import Foundation

/// Where a game's files come from: a folder on disk, or a dictionary in tests.
/// Paths are relative to the site folder (`content/game.yaml`).
public protocol ContentSource: Sendable {
    /// The file's text, or nil when there is no such file.
    func text(at path: String) throws -> String?
    /// What a media path (relative to the content folder) leads to.
    func mediaStatus(_ path: String) -> MediaStatus
    /// Whether a media path names a file among the photo proofs (`ProofStore.folder`), however
    /// it is spelt (`MediaPath.isAmongProofs`) and wherever its links lead.
    func leadsAmongProofs(_ path: String) -> Bool
    /// The file's bytes a piece at a time, in order, each piece but the last ending with a newline
    /// and holding about `pieceBytes` bytes or more, so that a big log is never held whole.
    /// False when there is no such file. `body` returns false to stop early. The bytes are not
    /// checked as UTF-8: the log's reader says which line is not.
    ///
    /// The file's first `rawPrefix` bytes (all of them when it is shorter) go to `raw` instead, as
    /// they are: neither checked as UTF-8 nor made into text. The fold cache only hashes the part
    /// of the log it folded already, to see that it is unchanged. `rawPrefix` must end a line.
    func readPieces(at path: String, pieceBytes: Int, rawPrefix: Int, raw: (UnsafeRawBufferPointer) throws -> Void,
                    _ body: (Data) throws -> Bool) throws -> Bool
}

extension ContentSource {
    /// A source without links: the path's spelling says it all.
    public func leadsAmongProofs(_ path: String) -> Bool { MediaPath.isAmongProofs(path) }

    /// The text with no raw prefix.
    public func readPieces(at path: String, pieceBytes: Int, _ body: (Data) throws -> Bool) throws -> Bool {
        try readPieces(at: path, pieceBytes: pieceBytes, rawPrefix: 0, raw: { _ in }, body)
    }

    /// The whole text as one piece (after the raw prefix): sources held in memory have nothing to save.
    public func readPieces(at path: String, pieceBytes: Int, rawPrefix: Int, raw: (UnsafeRawBufferPointer) throws -> Void,
                           _ body: (Data) throws -> Bool) throws -> Bool {
        guard let text = try text(at: path) else { return false }
        let bytes = Array(text.utf8)
        let cut = min(max(0, rawPrefix), bytes.count)
        try bytes[..<cut].withUnsafeBytes { try raw($0) }
        if cut < bytes.count { _ = try body(Data(bytes[cut...])) }
        return true
    }
}

/// What a media path leads to, after following symbolic links.
public enum MediaStatus: Sendable, Equatable {
    case file
    case missing
    /// It resolves (through `..` or a symbolic link) to somewhere outside the content folder.
    case outside
    case notAFile
    /// It resolves (through a symbolic link) to a hidden or backup file, which questline leaves out (`LeftOutNames`).
    case leftOut
    /// A FIFO, a socket or a device: opening one to read could wait for ever, and reading it never end.
    case special

    /// What is said after the path of one that is neither a plain file, missing nor outside
    /// (`notAFile`, `special`, `leftOut`).
    public var problemWords: String {
        switch self {
        case .special: "is a FIFO, a socket or a device, not a plain file"
        case .leftOut: "leads (through a symbolic link) to a hidden or backup file, which questline leaves out"
        default: "is a folder, not a file"
        }
    }
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
        guard let url = try contained(path) else { return nil }
        let data = try Data(contentsOf: url)
        guard let text = String(data: data, encoding: .utf8) else { throw InvalidUTF8.error(in: data, path: path) }
        return text
    }

    public func readPieces(at path: String, pieceBytes: Int, rawPrefix: Int, raw: (UnsafeRawBufferPointer) throws -> Void,
                           _ body: (Data) throws -> Bool) throws -> Bool {
        guard let url = try contained(path) else { return false }
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        // The raw prefix through one buffer, read again and again: ten megabytes of a big log
        // are hashed without a copy or a check of each byte.
        try FilePieces.read(handle.fileDescriptor, upTo: rawPrefix, pieceBytes: pieceBytes, path: path, raw)
        var carried = Data()
        var ended = false
        while !ended {
            let block = try handle.read(upToCount: max(1, pieceBytes)) ?? Data()
            ended = block.isEmpty
            carried += block
            // A piece ends after its last newline; the part line after it waits for the next block.
            let cut = ended ? carried.endIndex : (carried.lastIndex(of: 0x0A).map { $0 + 1 } ?? carried.startIndex)
            guard cut > carried.startIndex || (ended && !carried.isEmpty) else { continue }
            let piece = carried[carried.startIndex..<cut]
            carried = Data(carried[cut...])
            if try !body(piece) { break }
        }
        return true
    }

    public func mediaStatus(_ path: String) -> MediaStatus {
        if MediaPath.lexicalProblem(path) != nil { return .outside }
        return Self.status(of: contentFolder.appendingPathComponent(path), inside: contentFolder).status
    }

    /// A link under `content/media/` to the proofs' folder (or into it) leads among them as
    /// surely as the folder's own name: its files would be named by the content all the same.
    public func leadsAmongProofs(_ path: String) -> Bool {
        if MediaPath.isAmongProofs(path) { return true }
        guard let resolved = mediaURL(path) else { return false }
        let proofs = contentFolder.appendingPathComponent(ProofStore.folder).resolvingSymlinksInPath().path.lowercased()
        return resolved.path.lowercased().hasPrefix(proofs + "/")
    }

    /// Where a media path leads, every symbolic link followed, when it is a file inside the
    /// content folder (`mediaStatus` `.file`); nil otherwise. Reading from there, not through the
    /// links again, reads the file that was checked.
    public func mediaURL(_ path: String) -> URL? {
        guard MediaPath.lexicalProblem(path) == nil else { return nil }
        let (status, resolved) = Self.status(of: contentFolder.appendingPathComponent(path), inside: contentFolder)
        return status == .file ? resolved : nil
    }

    /// A file of the site to read, with its links followed; nil when there is none. A file under
    /// `content/` must stay there once its links are followed: a message linked to a file
    /// elsewhere on the machine would publish that file.
    private func contained(_ path: String) throws -> URL? {
        let url = root.appendingPathComponent(path)
        guard path.hasPrefix(ContentFormat.folder + "/") else {
            return FileManager.default.fileExists(atPath: url.path) ? url : nil
        }
        let (status, resolved) = Self.status(of: url, inside: contentFolder)
        switch status {
        case .missing: return nil
        case .file: return resolved
        case .notAFile, .special, .leftOut: throw QuestlineError("\(path) \(status.problemWords)", at: SourceLocation(file: path))
        case .outside:
            throw QuestlineError("\(path) leads outside the content folder (through a symbolic link)", at: SourceLocation(file: path),
                                 hint: "copy the file into content/ instead of linking to it")
        }
    }

    /// What `url` leads to once every link on the way is followed (resolve, then compare): a
    /// link to a folder elsewhere leads out as surely as a link to a file.
    public static func status(of url: URL, inside folder: URL) -> (status: MediaStatus, resolved: URL) {
        // stat(2) follows links: a dangling link counts as missing. One look says both whether
        // the path is there and what it is.
        var info = stat()
        guard stat(url.path, &info) == 0 else { return (.missing, url) }
        let base = folder.resolvingSymlinksInPath().path
        let resolved = url.resolvingSymlinksInPath()
        guard resolved.path.hasPrefix(base + "/") else { return (.outside, resolved) }
        if LeftOutNames.leaveOut(path: resolved.path.dropFirst(base.count + 1)) { return (.leftOut, resolved) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return (.file, resolved)
        case S_IFDIR: return (.notAFile, resolved)
        default: return (.special, resolved)
        }
    }
}
