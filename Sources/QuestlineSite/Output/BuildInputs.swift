import Foundation
import QuestlineCore

/// Everything a build is made from, as one number: every file under `content/` and
/// `Templates/` of the site folder (relative path and bytes, in path order), plus the choices
/// that change the output without being in those files (the tool itself, the base URL). The
/// files under `content/media/` (photos and videos, which a build only copies, a gigabyte of
/// them in a year of photo proofs) count by their identity (`FileIdentity`), not their bytes,
/// so they are not read again by every build. The photo proofs (`content/media/proofs/`) count
/// with the event log, whose completions they belong to: a completion with a photo changes no
/// more than the log does (`Hashes.besidesLog`). The names every reader leaves out
/// (`LeftOutNames`: an editor's swap, backup and temporary files) are left out here too, so
/// saving one changes nothing.
///
/// Two builds with the same number and an instant in the same validity span write the same
/// bytes; `BuildManifest` keeps the number so the next build can compare before loading anything.
public enum BuildInputs {
    /// The folders of a site folder that the output is made from.
    public static let folders = [ContentFormat.folder, "Templates"]
    /// Where the files known by their identity are.
    static let mediaFolder = ContentFormat.folder + "/media/"
    /// Where the photo proofs are: only log lines name them, and every build checks those names
    /// (`GameCheck`), so they count with the log, not with the content a loaded game is made from.
    static let proofsFolder = ContentFormat.folder + "/" + ProofStore.folder + "/"

    /// The inputs' hash. `settings` are the build's other choices, one string each; a file that
    /// cannot be read is an error (then the build cannot be skipped).
    public static func hash(siteFolder: URL, settings: [String]) throws -> UInt64 {
        try hashes(siteFolder: siteFolder, settings: settings).all
    }

    /// The inputs as one number, and everything but the event log (and its photo proofs) as
    /// another: when only the log changed, a file whose fingerprint did not change either is the
    /// same (`OutputFile.fingerprint`).
    public struct Hashes: Sendable, Equatable {
        public var all: UInt64
        public var besidesLog: UInt64
        /// The files of `content/` besides the log, alone: what a loaded game is made from.
        public var content: UInt64
    }

    public static func hashes(siteFolder: URL, settings: [String]) throws -> Hashes {
        var hash = StableHash(), content = StableHash(), templates = StableHash(), log = StableHash()
        hash.combine("questline-inputs \(BuildManifest.formatVersion)")
        hash.combine(UInt64(settings.count))
        for setting in settings { hash.combine(setting) }
        for folder in folders {
            let root = siteFolder.appendingPathComponent(folder, isDirectory: true)
            for path in try files(under: root) {
                let name = folder + "/" + path
                let url = root.appendingPathComponent(path)
                // The log (with its photo proofs), the rest of the content and the templates each
                // go into a hash of their own.
                if isLog(name) {
                    try combine(name, at: url, into: &log)
                } else if folder == ContentFormat.folder {
                    try combine(name, at: url, into: &content)
                } else {
                    try combine(name, at: url, into: &templates)
                }
            }
        }
        hash.combine(content.value)
        hash.combine(templates.value)
        let besidesLog = hash.value
        hash.combine(log.value)
        return Hashes(all: hash.value, besidesLog: besidesLog, content: content.value)
    }

    /// `Hashes.content` alone, without reading the log or the templates: what says whether a
    /// game loaded before (the fold cache's) is the game of these files.
    public static func contentHash(siteFolder: URL) throws -> UInt64 {
        var content = StableHash()
        let root = siteFolder.appendingPathComponent(ContentFormat.folder, isDirectory: true)
        for path in try files(under: root) {
            let name = ContentFormat.folder + "/" + path
            guard !isLog(name) else { continue }
            try combine(name, at: root.appendingPathComponent(path), into: &content)
        }
        return content.value
    }

    /// Whether the file named (from the site folder) counts with the event log: the log itself
    /// and its photo proofs.
    private static func isLog(_ name: String) -> Bool {
        name == ContentFormat.eventLogFile || name.hasPrefix(proofsFolder)
    }

    private static func combine(_ name: String, at url: URL, into hash: inout StableHash) throws {
        hash.combine(name)
        let values = try url.resourceValues(forKeys: [.isSymbolicLinkKey])
        if values.isSymbolicLink == true {
            hash.combine("link " + ((try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) ?? ""))
        }
        // A link is read through: what it leads to is what the build reads.
        guard (try? url.resolvingSymlinksInPath().resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else {
            hash.combine("not a file")
            return
        }
        if name.hasPrefix(mediaFolder) {
            guard let identity = FileIdentity.of(path: url.path) else { throw QuestlineError("cannot read \(url.path)") }
            hash.combine("identity")
            hash.combine(identity)
        } else {
            try combine(contentsOf: url, into: &hash)
        }
    }

    /// A file's bytes, hashed as `StableHash.combine(_:)` hashes them whole, but read a piece at a
    /// time into one buffer (`FilePieces`).
    private static func combine(contentsOf url: URL, into hash: inout StableHash) throws {
        let descriptor = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw QuestlineError("cannot read \(url.path)") }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw QuestlineError("cannot read \(url.path)") }
        // A piece is a whole number of the hash's 8-byte words, so pieces hash as the whole would.
        let size = Int(status.st_size)
        var bytes = StableHash.Streamed(count: size)
        let read = try FilePieces.read(descriptor, upTo: size, pieceBytes: 1 << 20, path: url.path) { piece in
            bytes.combine(piece: piece, into: &hash)
        }
        guard read == size else { throw QuestlineError("cannot read \(url.path)") }
        bytes.finish(into: &hash)
    }

    /// Who builds: the executable's path, size and modification time, so a new questline (or a
    /// rebuilt one, while developing) never trusts an older one's output.
    public static func toolIdentity(executable: URL) -> String {
        let status = FileStatus.of(executable)
        return "tool \(executable.path) \(status?.size ?? 0) \(status?.modified ?? 0)"
    }

    /// Every file and link under `root`, relative, sorted by their UTF-8 bytes, but those with a
    /// left-out name on their way (`LeftOutNames`); none when it does not exist. A `root` that is
    /// a link (a theme shared by several games) is listed where it leads.
    static func files(under given: URL) throws -> [String] {
        let root = given.resolvingSymlinksInPath()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else { return [] }
        let keys: [URLResourceKey] = [.isDirectoryKey, .isSymbolicLinkKey]
        guard let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: keys) else {
            throw QuestlineError("cannot list \(root.path)")
        }
        let prefix = root.standardizedFileURL.path + "/"
        var paths: [String] = []
        for case let url as URL in walk {
            let values = try url.resourceValues(forKeys: Set(keys))
            if LeftOutNames.contains(url.lastPathComponent) {
                if values.isDirectory == true { walk.skipDescendants() }
                continue
            }
            if values.isDirectory == true && values.isSymbolicLink != true { continue }
            let path = url.standardizedFileURL.path
            guard path.hasPrefix(prefix) else { throw QuestlineError("cannot place \(path) under \(root.path)") }
            paths.append(String(path.dropFirst(prefix.count)))
        }
        return paths.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
}
