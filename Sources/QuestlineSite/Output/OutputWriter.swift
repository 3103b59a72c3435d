import Foundation
import QuestlineCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a rendered build into the output folder, after everything rendered.
///
/// Unchanged files are left alone. Changed ones are all written to temporary files beside
/// their targets first, flushed to disk together (one `syncfs` on Linux, an `fsync` per file
/// elsewhere), and only then renamed into place; if any of them cannot be written, every
/// temporary file is removed and the old output stays as it was. Files an earlier build wrote
/// and this one did not are removed, as listed in `.questline-manifest`; files questline never
/// wrote are never touched.
///
/// A folder that is not there yet (a first build, a clean checkout in CI) is made whole beside
/// where it goes, under a hidden name, flushed, and renamed into place: one rename instead of one
/// a file, and until then there is no output folder at all, never half of one.
public struct OutputWriter: Sendable {
    public static let manifestName = ".questline-manifest"
    /// Names the writer keeps for itself: no output file may take them.
    public static let reservedNames: Set<String> = [manifestName, BuildStamp.fileName]
    public let folder: URL

    public init(folder: URL) { self.folder = folder.standardizedFileURL }

    public func write(_ files: [OutputFile]) throws -> WriteSummary {
        for file in files { try Self.check(file.path) }
        // Nothing can be unchanged in a folder that is not there, so nothing is looked for. (A
        // kept file names bytes an earlier build left in the folder, so it needs the folder.)
        if !Self.exists(folder.path), !files.contains(where: \.isKept) { return try writeNew(files) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let listing = Self.manifest(listing: files.map(\.path))
        let previousListing = FileManager.default.contents(atPath: folder.path + "/" + Self.manifestName)
        var summary = WriteSummary()
        // Plain path strings, not URLs: twelve thousand files make URL arithmetic show.
        let base = folder.path
        // Each file is compared with what is on disk on every core: on a real disk, twelve
        // thousand lookups one after another take a quarter of a second.
        let unchanged = Parallel.map(files.count) { index -> Bool in
            let file = files[index]
            // A kept file is the one the last build wrote, as it wrote it.
            if file.isKept { return true }
            return FileManager.default.contents(atPath: base + "/" + file.path) == file.bytes
        }
        var changed: [(path: String, bytes: Data)] = []
        for (file, isUnchanged) in zip(files, unchanged) {
            if file.isKept { summary.kept += 1 }
            if isUnchanged {
                summary.unchanged += 1
            } else {
                changed.append((base + "/" + file.path, file.bytes))
            }
        }
        try replaceAll(changed)
        summary.written = changed.count
        // The same files as last time, in the same order, is the same manifest: nothing to remove,
        // nothing to list anew (on a big site, twelve thousand paths not put into sets).
        // A rebuild that changes nothing writes nothing, the manifest included.
        guard listing != previousListing else { return summary }
        let current = Set(files.map(\.path))
        for path in Self.paths(inManifest: previousListing).subtracting(current).sorted() where (try? Self.check(path)) != nil {
            let url = folder.appendingPathComponent(path)
            if (try? FileManager.default.removeItem(at: url)) != nil {
                summary.removed += 1
                removeEmptyFolders(above: url)
            }
        }
        try replaceAll([(base + "/" + Self.manifestName, listing)])
        return summary
    }

    /// The hidden folder a new output folder is made in, beside it: `.output.questline-tmp`.
    var stagingFolder: String { Self.temporary(forPath: folder.path) }

    /// Makes a folder that is not there yet: every file under its own name in the staging
    /// folder, the manifest, one flush, then one rename of the whole folder into place. A
    /// staging folder left by a build that was stopped is removed first; if anything fails, the
    /// staging folder is removed and there is still no output folder.
    private func writeNew(_ files: [OutputFile]) throws -> WriteSummary {
        let staging = stagingFolder
        try FileManager.default.createDirectory(at: folder.deletingLastPathComponent(), withIntermediateDirectories: true)
        if Self.exists(staging) { try FileManager.default.removeItem(atPath: staging) }
        guard mkdir(staging, 0o755) == 0 else {
            throw QuestlineError("cannot make the folder \(staging): \(String(cString: strerror(errno)))")
        }
        do {
            let items = files.map { (path: staging + "/" + $0.path, bytes: $0.bytes) }
                + [(path: staging + "/" + Self.manifestName, bytes: Self.manifest(listing: files.map(\.path)))]
            var folders = FolderMaker(root: staging)
            for item in items { try folders.make(parentOf: item.path) }
            try Self.writeAll(items, flushing: URL(fileURLWithPath: staging))
            guard rename(staging, folder.path) == 0 else {
                throw QuestlineError("cannot write \(folder.path): \(String(cString: strerror(errno)))")
            }
        } catch {
            try? FileManager.default.removeItem(atPath: staging)
            throw error
        }
        return WriteSummary(written: files.count, unchanged: 0, removed: 0)
    }

    /// Whether anything is at `path`, a link to nowhere included (`lstat`, not `stat`).
    private static func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    /// The manifest's bytes: the paths a build wrote, in the order it made them (the same for the
    /// same game), one a line (`paths(inManifest:)` reads them).
    static func manifest(listing paths: [String]) -> Data {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(paths.reduce(0) { $0 + $1.utf8.count + 1 })
        for path in paths {
            bytes.append(contentsOf: path.utf8)
            bytes.append(UInt8(ascii: "\n"))
        }
        return Data(bytes)
    }

    /// The paths a manifest lists; none when there is none or it is not UTF-8.
    static func paths(inManifest data: Data?) -> Set<String> {
        guard let data, String(data: data, encoding: .utf8) != nil else { return [] }
        // Split as bytes: a big site's manifest has twelve thousand lines.
        return data.withUnsafeBytes { bytes in
            var paths: Set<String> = []
            var start = 0
            for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
                if index > start { paths.insert(String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)) }
                start = index + 1
            }
            if start < bytes.count { paths.insert(String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start...]), as: UTF8.self)) }
            return paths
        }
    }

    /// Removes folders left empty by a removal, up to (not including) the output folder.
    private func removeEmptyFolders(above url: URL) {
        var parent = url.deletingLastPathComponent().standardizedFileURL
        while parent.path.count > folder.path.count, parent.path.hasPrefix(folder.path + "/"),
              (try? FileManager.default.contentsOfDirectory(atPath: parent.path))?.isEmpty == true {
            try? FileManager.default.removeItem(at: parent)
            parent = parent.deletingLastPathComponent().standardizedFileURL
        }
    }

    /// A relative path that stays inside the output folder: no part of it empty (which rules out
    /// a leading `/`) or `..`. Looked at byte by byte: a big site checks twelve thousand a build.
    static func check(_ path: String) throws {
        var isInside = !path.isEmpty && !reservedNames.contains(path)
        var partLength = 0, dots = 0
        for byte in path.utf8 where isInside {
            if byte == UInt8(ascii: "/") {
                isInside = partLength > 0 && !(partLength == 2 && dots == 2)
                partLength = 0
                dots = 0
            } else {
                partLength += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
        }
        if !isInside || partLength == 0 || (partLength == 2 && dots == 2) {
            throw QuestlineError("refusing to write \"\(path)\": output paths must be relative and stay in the output folder")
        }
    }

    /// Replaces every file in two steps: all of them written to temporary files and flushed,
    /// then all renamed over their targets. A failure in the first step removes the temporary
    /// files (and the folders made for them) and leaves every target as it was.
    func replaceAll(_ items: [(path: String, bytes: Data)]) throws {
        guard !items.isEmpty else { return }
        let temporaries = items.map { Self.temporary(forPath: $0.path) }
        var folders = FolderMaker(root: folder.path)
        do {
            for item in items { try folders.make(parentOf: item.path) }
            try Self.writeAll(zip(temporaries, items).map { ($0, $1.bytes) }, flushing: folder)
        } catch {
            for temporary in temporaries { unlink(temporary) }
            folders.removeMade()
            throw error
        }
        // Renamed on every core too (files in different folders do not wait for each other). A
        // rename that fails after every file was written and flushed leaves that file as it was.
        let failures = Parallel.map(items.count) { index -> String? in
            rename(temporaries[index], items[index].path) == 0 ? nil : String(cString: strerror(errno))
        }
        if let index = failures.firstIndex(where: { $0 != nil }) {
            for (temporary, failure) in zip(temporaries, failures) where failure != nil { unlink(temporary) }
            throw QuestlineError("cannot write \(items[index].path): \(failures[index]!)")
        }
    }

    /// Writes new files on every core and flushes them to the disk (one `syncfs` of the file
    /// system that holds `folder` where there is one, else an `fsync` a file). Their folders
    /// must be there. A file that cannot be written is removed again, and the first failure thrown.
    private static func writeAll(_ items: [(path: String, bytes: Data)], flushing folder: URL) throws {
        let failures = Parallel.map(items.count) { index -> (any Error)? in
            do { try writeFile(atPath: items[index].path, items[index].bytes, flush: !DiskFlush.flushesFileSystem) } catch {
                return error
            }
            return nil
        }
        if let failure = failures.lazy.compactMap({ $0 }).first { throw failure }
        if DiskFlush.flushesFileSystem { try DiskFlush.fileSystem(of: folder) }
    }

    /// The temporary name a file is written under before it is renamed into place.
    static func temporary(for url: URL) -> URL { URL(fileURLWithPath: temporary(forPath: url.path)) }

    static func temporary(forPath path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return ".\(path).questline-tmp" }
        return path[...slash] + "." + path[path.index(after: slash)...] + ".questline-tmp"
    }

    /// Writes the bytes to a new file, flushed to disk before it is closed when `flush` is set.
    static func writeFile(_ url: URL, _ data: Data, flush: Bool) throws { try writeFile(atPath: url.path, data, flush: flush) }

    static func writeFile(atPath path: String, _ data: Data, flush: Bool) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw QuestlineError("cannot write \(path): \(String(cString: strerror(errno)))") }
        var failure: String?
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 { if errno == EINTR { continue }; failure = String(cString: strerror(errno)); return }
                offset += written
            }
        }
        if failure == nil, flush, fsync(descriptor) != 0 { failure = String(cString: strerror(errno)) }
        if close(descriptor) != 0, failure == nil { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(path)
            throw QuestlineError("cannot write \(path): \(failure)")
        }
    }
}

/// write(2) under a name that does not clash with `OutputWriter.write`, on Linux and macOS alike.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.write(descriptor, bytes, count)
    #else
    return Darwin.write(descriptor, bytes, count)
    #endif
}

/// Makes the folders files need under a root, with plain mkdir(2), remembering which folders
/// exist so each is looked at once, and which it made so a failed build can take them back.
private struct FolderMaker {
    let root: String
    private var known: Set<Substring> = []
    private var made: [String] = []

    init(root: String) { self.root = root }

    mutating func make(parentOf path: String) throws {
        guard let slash = path.lastIndex(of: "/") else { return }
        let parent = path[..<slash]
        guard parent.count > root.count, !known.contains(parent) else { return }
        try make(parentOf: String(parent))
        if mkdir(String(parent), 0o755) == 0 {
            made.append(String(parent))
        } else if errno != EEXIST {
            throw QuestlineError("cannot make the folder \(parent): \(String(cString: strerror(errno)))")
        }
        known.insert(parent)
    }

    /// Removes the folders it made, innermost first (only those left empty).
    func removeMade() { for folder in made.reversed() { rmdir(folder) } }
}

/// What a write did, for the build's summary line.
public struct WriteSummary: Sendable, Equatable {
    public var written = 0
    public var unchanged = 0
    /// Of the unchanged, those not even made again (`OutputFile.isKept`).
    public var kept = 0
    public var removed = 0

    public init(written: Int = 0, unchanged: Int = 0, removed: Int = 0) {
        self.written = written
        self.unchanged = unchanged
        self.removed = removed
    }
}
