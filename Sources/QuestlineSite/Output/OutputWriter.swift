import Foundation
import QuestlineCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a rendered build into the output folder, after everything rendered, and the manifest
/// the next build reuses it by (`BuildManifest`).
///
/// Unchanged files are left alone. Changed ones are all written to temporary files first (in a
/// hidden folder of this build's own in the output folder, `TemporaryName`), flushed to disk
/// together (one `syncfs` on Linux, an `fsync` per file elsewhere), and only then renamed into
/// place; if any of them cannot be written, every temporary file is removed and the old output
/// stays as it was. The manifest goes last, once every file is in place.
///
/// Only what a build wrote is ever removed: a file an earlier build wrote and this one did not
/// goes only when the last build's manifest names it and its bytes still have the hash written
/// there. A file changed since, a link, or anything else is left, and named in one warning; a
/// manifest that does not read, or names a path outside the folder or through a link, removes
/// nothing. A file on disk counts as unchanged only when the manifest vouches for it too, so
/// every file the new manifest names was written by a build.
///
/// No link inside the output folder is followed: a file that is a link is replaced by a real
/// file, a folder that is a link by a real folder (and a warning says so); the place the link
/// led to is never written to, read as output or removed from. The output folder itself may be
/// a link (`OutputLocation` has checked where it leads).
///
/// A folder that is not there yet (a first build, a clean checkout in CI) is made whole beside
/// where it goes, under a hidden name of its own, flushed, and renamed into place: one rename
/// instead of one a file, and until then there is no output folder at all, never half of one.
/// Two builds at once each use names of their own; the second to finish finds the first's
/// folder and compares with it as any rebuild does. What killed builds left is cleaned up by
/// name (`TemporaryName.removeLeftovers`).
public struct OutputWriter: Sendable {
    public static let manifestName = BuildManifest.fileName
    /// Where questline before manifest format 4 kept its build stamp, now part of the manifest:
    /// removed by a build, and never an output file's name.
    static let formerStampName = ".questline-build"
    /// Names the writer keeps for itself: no output file may take them.
    public static let reservedNames: Set<String> = [manifestName, formerStampName]
    public let folder: URL

    public init(folder: URL) { self.folder = folder.standardizedFileURL }

    /// Writes `files`, then the manifest: with `build`, what they were made from (without, a
    /// plain list of hashes, by which the next build skips and keeps nothing). `lastManifest`: the
    /// manifest as the build read it before rendering, its bytes and what they decoded to, when
    /// the caller has them; the files it kept were chosen by that very manifest. Without it, the
    /// manifest is read here.
    public func write(_ files: [OutputFile], build: BuildManifest.Build? = nil,
                      lastManifest: (bytes: Data?, manifest: BuildManifest?)? = nil) throws -> WriteSummary {
        for file in files { try Self.check(file.path) }
        // What stopped builds left: staging folders beside the output, temporary folders in it.
        let parent = folder.deletingLastPathComponent().path
        TemporaryName.removeLeftovers(in: parent, prefix: "." + folder.lastPathComponent + ".questline-tmp")
        // Nothing can be unchanged in a folder that is not there, so nothing is looked for. (A
        // kept file names bytes an earlier build left in the folder, so it needs the folder.)
        if !Self.exists(folder.path), !files.contains(where: \.isKept), let summary = try writeNew(files, build: build) { return summary }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        TemporaryName.removeLeftovers(in: folder.path)
        // Plain path strings, not URLs: twelve thousand files make URL arithmetic show.
        let base = folder.path
        let manifestPath = base + "/" + Self.manifestName
        let previousListing = lastManifest.map(\.bytes) ?? Self.readFile(atPath: manifestPath)
        let previous = lastManifest.map(\.manifest) ?? previousListing.flatMap { BuildManifest(decoding: $0) }
        let paths = files.map(\.path)
        let vouched = BuildManifest.Lookup(previous, for: paths)
        // Folders on the way to a file that are links (or files): what is behind them is not ours.
        // Looked for only above the files that are compared with the disk (a kept file is not).
        let linked = Self.linkedFolders(of: files.lazy.filter { !$0.isKept }.map(\.path), in: base)
        // Each file is compared with what is on disk on every core: on a real disk, twelve
        // thousand lookups one after another take a quarter of a second. A file is unchanged when
        // the last build wrote these very bytes (the manifest vouches) and they are still there.
        let looks = Parallel.map(files.count) { index -> (unchanged: Bool, last: BuildManifest.Entry?, hash: String) in
            let file = files[index]
            let last = vouched.entry(of: file.path, at: index)
            // A kept file is the one the last build wrote, as it wrote it.
            if file.isKept { return (true, last, last?.hash ?? FileDigest.hex(Self.readFile(atPath: base + "/" + file.path) ?? Data())) }
            // A copy's source that cannot be read: no hash, and the build stops below.
            guard let bytes = try? Self.contents(of: file) else { return (false, last, "") }
            let hash = FileDigest.hex(bytes)
            guard last?.hash == hash, !Self.isInside(file.path, anyOf: linked) else { return (false, last, hash) }
            return (Self.readFile(atPath: base + "/" + file.path) == bytes, last, hash)
        }
        if let unread = looks.indices.first(where: { looks[$0].hash.isEmpty }).map({ files[$0] }) {
            throw QuestlineError("cannot read \(unread.source ?? unread.path) to copy it to \(unread.path)")
        }
        var summary = WriteSummary()
        var changed: [(path: String, file: OutputFile)] = []
        for (file, look) in zip(files, looks) {
            if file.isKept { summary.kept += 1 }
            if look.unchanged {
                summary.unchanged += 1
            } else {
                changed.append((base + "/" + file.path, file))
            }
        }
        let replaced = try replaceAll(changed)
        summary.written = changed.count
        if !replaced.isEmpty {
            let links = replaced.map { String($0.dropFirst(base.count + 1)) }
            summary.warnings.append(.warning("replaced \(Self.count(links, "link")) in the output folder with a real folder, as a build never writes through a link: \(Self.named(links))"))
        }
        // The same paths as last time (the usual rebuild), or no manifest at all: nothing is stale.
        let nothingStale = previous.map { _ in vouched.listsTheSamePaths } ?? (previousListing == nil && !Self.exists(manifestPath))
        if !nothingStale { removeStale(previous: previous, keeping: Set(paths), into: &summary) }
        // A kept file is as the last build found it, status and all: twelve thousand stat calls
        // saved after one event on a big game. (Were it changed meanwhile, the next build would see it.)
        let statuses = build == nil ? [] : Self.statuses(of: files, last: looks.map(\.last), in: folder)
        let entries = files.indices.map { index in
            BuildManifest.Entry(path: files[index].path, hash: looks[index].hash, fingerprint: files[index].fingerprint,
                                status: statuses.isEmpty ? nil : statuses[index])
        }
        // A file that cannot be looked at leaves a plain list: the next build is a real one, which is always right.
        let listing = BuildManifest(build: statuses.contains(nil) ? nil : build, entries: entries).encoded()
        // A rebuild that changes nothing writes nothing, the manifest included.
        if listing != previousListing { try replaceAll([(manifestPath, OutputFile(path: Self.manifestName, bytes: listing))]) }
        unlink(base + "/" + Self.formerStampName)
        return summary
    }

    /// Each file's size and modification time now: a kept one's from the last manifest, the
    /// others' from the disk. Nil for one that is not a plain file.
    private static func statuses(of files: [OutputFile], last: [BuildManifest.Entry?], in folder: URL) -> [FileStatus?] {
        let looked = files.indices.filter { !files[$0].isKept || last[$0]?.status == nil }
        let found = FileStatus.of(relativePaths: looked.lazy.map { files[$0].path }, in: folder)
        var statuses = last.map { $0?.status }
        for (index, status) in zip(looked, found) { statuses[index] = status }
        return statuses
    }

    /// Removes what the last build wrote and this one does not, as `previous` lists it: a file
    /// only when its bytes still have the listed hash. Nothing at all when there is no list that
    /// reads, or it names a path outside the folder or behind a link; what is left is named.
    private func removeStale(previous: BuildManifest?, keeping current: Set<String>, into summary: inout WriteSummary) {
        let base = folder.path
        let nothing = "no file was removed"
        guard let previous else {
            summary.warnings.append(.warning("\(Self.manifestName) in the output folder does not read as the list of files a build wrote with their SHA-256 (it may be an older questline's, or edited): \(nothing)",
                                             hint: "files an earlier build wrote and this one does not may be left in \(base); remove them by hand"))
            return
        }
        var seen = Set<String>()
        let stale = previous.entries.filter { !current.contains($0.path) && seen.insert($0.path).inserted }.sorted { $0.path < $1.path }
        if let outside = previous.entries.first(where: { (try? Self.check($0.path)) == nil }) {
            summary.warnings.append(.warning("\(Self.manifestName) in the output folder names \"\(outside.path)\", which is not a path inside it: \(nothing)"))
            return
        }
        let linked = Self.linkedFolders(of: stale.map(\.path), in: base)
        if let link = linked.sorted().first {
            summary.warnings.append(.warning("\(Self.manifestName) in the output folder names files behind \(link), which is a link or a file, not a folder: \(nothing)"))
            return
        }
        var left: [String] = []
        for entry in stale {
            let path = base + "/" + entry.path
            switch Self.removeIfUnchanged(atPath: path, hash: entry.hash) {
            case .removed:
                summary.removed += 1
                removeEmptyFolders(above: path)
            case .gone: break
            case .left: left.append(entry.path)
            }
        }
        if !left.isEmpty {
            summary.warnings.append(.warning("left \(Self.count(left, "file")) that the last build wrote but that are not as it wrote them (changed since, or not a plain file), so they are yours now: \(Self.named(left)); remove them by hand if you do not need them"))
        }
    }

    enum Removal { case removed, gone, left }

    /// Removes the plain file at `path` if its bytes have `hash`, looked at through one open
    /// descriptor that follows no link, and still the same file (device and inode) when unlinked.
    static func removeIfUnchanged(atPath path: String, hash: String) -> Removal {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return errno == ENOENT || errno == ENOTDIR ? .gone : .left }
        defer { close(descriptor) }
        var opened = stat(), now = stat()
        guard fstat(descriptor, &opened) == 0, opened.st_mode & S_IFMT == S_IFREG,
              let bytes = readAll(descriptor, size: Int(opened.st_size)), FileDigest.hex(bytes) == hash else { return .left }
        guard lstat(path, &now) == 0, now.st_dev == opened.st_dev, now.st_ino == opened.st_ino else { return .left }
        if unlink(path) == 0 { return .removed }
        return errno == ENOENT ? .gone : .left
    }

    /// `a, b, c` (the first twenty, then how many more), for a warning.
    static func named(_ paths: [String]) -> String {
        paths.prefix(20).joined(separator: ", ") + (paths.count > 20 ? " and \(paths.count - 20) more" : "")
    }

    /// `1 file`, `3 files`.
    static func count(_ items: [String], _ noun: String) -> String { "\(items.count) \(noun)\(items.count == 1 ? "" : "s")" }

    /// Makes a folder that is not there yet: every file under its own name in a staging folder of
    /// this build's own, the manifest, one flush, then one rename of the whole folder into place.
    /// If anything fails, the staging folder is removed and there is still no output folder. Nil
    /// when another build made the folder meanwhile: then this one compares with it.
    private func writeNew(_ files: [OutputFile], build: BuildManifest.Build?) throws -> WriteSummary? {
        let parent = folder.deletingLastPathComponent()
        let staging = parent.path + "/" + TemporaryName.make(for: folder.lastPathComponent)
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        guard mkdir(staging, 0o755) == 0 else {
            throw QuestlineError("cannot make the folder \(staging): \(String(cString: strerror(errno)))")
        }
        do {
            let items = files.map { (path: staging + "/" + $0.path, file: $0) }
            var folders = FolderMaker(root: staging)
            for item in items { try folders.make(parentOf: item.path) }
            // The files first, then the manifest with their statuses, then one flush of them all.
            let hashes = try Self.writeAll(items, flushing: nil, digests: true)
            let stagingURL = URL(fileURLWithPath: staging)
            let statuses = build == nil ? [] : Self.statuses(of: files, last: files.map { _ in nil }, in: stagingURL)
            let entries = files.indices.map { index in
                BuildManifest.Entry(path: files[index].path, hash: hashes[index], fingerprint: files[index].fingerprint,
                                    status: statuses.isEmpty ? nil : statuses[index])
            }
            let manifest = BuildManifest(build: statuses.contains(nil) ? nil : build, entries: entries)
            try Self.writeAll([(staging + "/" + Self.manifestName, OutputFile(path: Self.manifestName, bytes: manifest.encoded()))],
                              flushing: stagingURL)
            guard rename(staging, folder.path) == 0 else {
                let failure = errno
                if failure == EEXIST || failure == ENOTEMPTY {
                    try? FileManager.default.removeItem(atPath: staging)
                    return nil
                }
                throw QuestlineError("cannot write \(folder.path): \(String(cString: strerror(failure)))")
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

    /// The bytes of the plain file at `path`, or nil when there is none, it cannot be read, or it
    /// is a link (never followed).
    static func readFile(atPath path: String) -> Data? {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        return readAll(descriptor, size: Int(status.st_size))
    }

    /// Everything left to read from `descriptor`, expected to be `size` bytes (more or fewer are read as they come).
    private static func readAll(_ descriptor: Int32, size: Int) -> Data? {
        var bytes = Data(count: max(size, 0))
        var count = 0
        while true {
            if count == bytes.count { bytes.count += max(4096, bytes.count / 2) }
            let read = bytes.withUnsafeMutableBytes { buffer in
                systemRead(descriptor, buffer.baseAddress.map { $0 + count }, buffer.count - count)
            }
            if read < 0 { if errno == EINTR { continue }; return nil }
            if read == 0 { break }
            count += read
        }
        bytes.count = count
        return bytes
    }

    /// The folders on the way to `paths` (relative to `base`) that are there but not folders:
    /// links, or files. Each folder is looked at once, relative to the open base folder.
    static func linkedFolders(of paths: some Sequence<String>, in base: String) -> Set<String> {
        var folders = Set<Substring>()
        for path in paths {
            var end = path.lastIndex(of: "/")
            while let slash = end, folders.insert(path[..<slash]).inserted {
                end = path[..<slash].lastIndex(of: "/")
            }
        }
        guard !folders.isEmpty else { return [] }
        let descriptor = open(base, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return [] }
        defer { close(descriptor) }
        var linked = Set<String>()
        for folder in folders {
            var status = stat()
            if fstatat(descriptor, String(folder), &status, AT_SYMLINK_NOFOLLOW) == 0, status.st_mode & S_IFMT != S_IFDIR {
                linked.insert(String(folder))
            }
        }
        return linked
    }

    /// Whether `path` lies inside one of `folders` (relative paths).
    static func isInside(_ path: String, anyOf folders: Set<String>) -> Bool {
        guard !folders.isEmpty else { return false }
        var end = path.lastIndex(of: "/")
        while let slash = end {
            if folders.contains(String(path[..<slash])) { return true }
            end = path[..<slash].lastIndex(of: "/")
        }
        return false
    }

    /// Removes folders left empty by a removal, up to (not including) the output folder.
    private func removeEmptyFolders(above path: String) {
        var end = path.lastIndex(of: "/")
        while let slash = end, slash > path.index(path.startIndex, offsetBy: folder.path.count), rmdir(String(path[..<slash])) == 0 {
            end = path[..<slash].lastIndex(of: "/")
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

    /// Replaces every file in two steps: all of them written to temporary files in a folder of
    /// this build's own in the output folder and flushed, then all renamed over their targets (a
    /// target that is a link is replaced, not written through). A failure in the first step
    /// removes the temporary files (and the folders made for them, and puts back the links
    /// replaced by folders) and leaves every target as it was. The paths of the links replaced.
    @discardableResult
    func replaceAll(_ items: [(path: String, file: OutputFile)]) throws -> [String] {
        guard !items.isEmpty else { return [] }
        let staging = folder.path + "/" + TemporaryName.make(for: "write")
        guard mkdir(staging, 0o700) == 0 else {
            throw QuestlineError("cannot make the folder \(staging): \(String(cString: strerror(errno)))")
        }
        defer { rmdir(staging) }
        let temporaries = items.indices.map { staging + "/" + String($0) }
        var folders = FolderMaker(root: folder.path)
        do {
            for item in items { try folders.make(parentOf: item.path) }
            try Self.writeAll(zip(temporaries, items).map { ($0, $1.file) }, flushing: folder)
        } catch {
            for temporary in temporaries { unlink(temporary) }
            folders.undo()
            throw error
        }
        // Renamed on every core too (files in different folders do not wait for each other). A
        // rename that fails after every file was written and flushed leaves that file as it was.
        let failures = Parallel.map(items.count) { index -> String? in
            rename(temporaries[index], items[index].path) == 0 ? nil : String(cString: strerror(errno))
        }
        if let index = failures.firstIndex(where: { $0 != nil }), let failure = failures[index] {
            for (temporary, failure) in zip(temporaries, failures) where failure != nil { unlink(temporary) }
            throw QuestlineError("cannot write \(items[index].path): \(failure)")
        }
        return folders.replaced.map(\.path)
    }

    /// Writes new files on every core and flushes them to the disk (one `syncfs` of the file
    /// system that holds `folder` where there is one, else an `fsync` a file). Their folders
    /// must be there. A file that cannot be written is removed again, and the first failure thrown.
    /// With no `folder`, the `syncfs` is left to a later call (each file is still flushed where
    /// there is none). A copy's source is read by the worker that writes it, so no more of them
    /// are in memory at once than there are cores. With `digests`, the SHA-256 of each file
    /// written, in order (else none).
    @discardableResult
    private static func writeAll(_ items: [(path: String, file: OutputFile)], flushing folder: URL?,
                                 digests: Bool = false) throws -> [String] {
        let results = Parallel.map(items.count) { index -> Result<String, any Error> in
            Result {
                let bytes = try contents(of: items[index].file)
                try writeFile(atPath: items[index].path, bytes, flush: !DiskFlush.flushesFileSystem)
                return digests ? FileDigest.hex(bytes) : ""
            }
        }
        let hashes = try results.map { try $0.get() }
        if DiskFlush.flushesFileSystem, let folder { try DiskFlush.fileSystem(of: folder) }
        return hashes
    }

    /// A file's bytes: those it holds, or its source's, read now (never through a link).
    static func contents(of file: OutputFile) throws -> Data {
        guard let source = file.source else { return file.bytes }
        guard let bytes = readFile(atPath: source) else { throw QuestlineError("cannot read \(source) to copy it to \(file.path)") }
        return bytes
    }

    /// Writes the bytes to a new file, flushed to disk before it is closed when `flush` is set.
    static func writeFile(_ url: URL, _ data: Data, flush: Bool) throws { try writeFile(atPath: url.path, data, flush: flush) }

    static func writeFile(atPath path: String, _ data: Data, flush: Bool) throws {
        // Always a new name (`TemporaryName`): never an existing file, and never through a link.
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
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

/// read(2), likewise.
private func systemRead(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.read(descriptor, bytes, count)
    #else
    return Darwin.read(descriptor, bytes, count)
    #endif
}

/// Makes the folders files need under a root, with plain mkdir(2), remembering which folders
/// exist so each is looked at once, and which it made so a failed build can take them back. A
/// link where a folder goes is replaced by a real folder (files are never written through it),
/// and put back if the build fails.
private struct FolderMaker {
    let root: String
    private var known: Set<Substring> = []
    private var made: [String] = []
    /// The links replaced by folders, with what they held.
    private(set) var replaced: [(path: String, destination: String)] = []

    init(root: String) { self.root = root }

    mutating func make(parentOf path: String) throws {
        guard let slash = path.lastIndex(of: "/") else { return }
        let parent = path[..<slash]
        guard parent.count > root.count, !known.contains(parent) else { return }
        try make(parentOf: String(parent))
        let folder = String(parent)
        if mkdir(folder, 0o755) == 0 {
            made.append(folder)
        } else if errno != EEXIST {
            throw QuestlineError("cannot make the folder \(folder): \(String(cString: strerror(errno)))")
        } else if !Self.isFolder(folder), let destination = Self.link(at: folder) {
            guard unlink(folder) == 0 else {
                throw QuestlineError("cannot replace the link \(folder) with a folder: \(String(cString: strerror(errno)))")
            }
            guard mkdir(folder, 0o755) == 0 else {
                let failure = String(cString: strerror(errno))
                symlink(destination, folder)
                throw QuestlineError("cannot replace the link \(folder) with a folder: \(failure)")
            }
            replaced.append((folder, destination))
            made.append(folder)
        } else if !Self.isFolder(folder) {
            // Caught now, before any file is renamed into place, so a failed build changes nothing.
            throw QuestlineError("cannot make the folder \(folder): a file is in its place")
        }
        known.insert(parent)
    }

    /// Whether `path` is a folder itself, not a link to one.
    private static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    /// What the link at `path` holds, or nil when there is no link there.
    private static func link(at path: String) -> String? {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return nil }
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return "" }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Removes the folders it made, innermost first (only those left empty), and puts back the
    /// links it replaced.
    func undo() {
        for folder in made.reversed() { rmdir(folder) }
        for link in replaced.reversed() { symlink(link.destination, link.path) }
    }
}

/// What a write did, for the build's summary line.
public struct WriteSummary: Sendable, Equatable {
    public var written = 0
    public var unchanged = 0
    /// Of the unchanged, those not even made again (`OutputFile.isKept`).
    public var kept = 0
    public var removed = 0
    /// What the build should know: files left that an earlier build wrote, links replaced.
    public var warnings: [Diagnostic] = []

    public init(written: Int = 0, unchanged: Int = 0, removed: Int = 0) {
        self.written = written
        self.unchanged = unchanged
        self.removed = removed
    }
}
