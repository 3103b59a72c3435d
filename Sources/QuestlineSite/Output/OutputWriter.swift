import Foundation
import QuestlineCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a rendered build into the output folder, after everything rendered.
///
/// Unchanged files are left alone; changed ones are replaced atomically (temporary file in the
/// same folder, fsync, rename); files an earlier build wrote and this one did not are removed,
/// as listed in `.questline-manifest`; files questline never wrote are never touched.
public struct OutputWriter: Sendable {
    public static let manifestName = ".questline-manifest"
    public let folder: URL

    public init(folder: URL) { self.folder = folder.standardizedFileURL }

    public func write(_ files: [OutputFile]) throws -> WriteSummary {
        for file in files { try Self.check(file.path) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let previous = readManifest()
        var summary = WriteSummary()
        for file in files {
            let url = folder.appendingPathComponent(file.path)
            if let existing = try? Data(contentsOf: url), existing == file.bytes {
                summary.unchanged += 1
                continue
            }
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Self.replace(url, with: file.bytes)
            summary.written += 1
        }
        let current = Set(files.map(\.path))
        for path in previous.subtracting(current).sorted() where (try? Self.check(path)) != nil {
            let url = folder.appendingPathComponent(path)
            if (try? FileManager.default.removeItem(at: url)) != nil {
                summary.removed += 1
                removeEmptyFolders(above: url)
            }
        }
        // A rebuild that changes nothing writes nothing, the manifest included.
        if current != previous {
            let manifest = current.sorted().joined(separator: "\n") + "\n"
            try Self.replace(folder.appendingPathComponent(Self.manifestName), with: Data(manifest.utf8))
        }
        return summary
    }

    func readManifest() -> Set<String> {
        guard let text = try? String(contentsOf: folder.appendingPathComponent(Self.manifestName), encoding: .utf8) else { return [] }
        return Set(text.split(separator: "\n").map(String.init))
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

    /// A relative path that stays inside the output folder.
    static func check(_ path: String) throws {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        if path.isEmpty || path.hasPrefix("/") || parts.contains("..") || parts.contains("") || path == manifestName {
            throw QuestlineError("refusing to write \"\(path)\": output paths must be relative and stay in the output folder")
        }
    }

    /// Write to a temporary file beside the target, flush it to disk, then rename over the target.
    static func replace(_ url: URL, with data: Data) throws {
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).questline-tmp")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw QuestlineError("cannot write \(url.path): \(String(cString: strerror(errno)))") }
        var failure: String?
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 { if errno == EINTR { continue }; failure = String(cString: strerror(errno)); return }
                offset += written
            }
        }
        if failure == nil, fsync(descriptor) != 0 { failure = String(cString: strerror(errno)) }
        close(descriptor)
        if failure == nil, rename(temporary.path, url.path) != 0 { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(temporary.path)
            throw QuestlineError("cannot write \(url.path): \(failure)")
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

/// What a write did, for the build's summary line.
public struct WriteSummary: Sendable, Equatable {
    public var written = 0
    public var unchanged = 0
    public var removed = 0

    public init(written: Int = 0, unchanged: Int = 0, removed: Int = 0) {
        self.written = written
        self.unchanged = unchanged
        self.removed = removed
    }
}
