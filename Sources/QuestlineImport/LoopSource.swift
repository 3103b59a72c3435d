import Foundation
import QuestlineCore
import ZIPFoundation

/// Finds out what the file given to `import loop` is, by its first bytes rather than its name,
/// and reads it: a SQLite backup, a CSV export's zip, or the folder a CSV export unpacks to.
public enum LoopSource {
    /// A CSV export's files are small; anything bigger in the zip is not Loop's.
    static let maxEntryBytes = 64 << 20

    public static func read(_ url: URL, name: String) throws -> LoopBackup {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw QuestlineError("\(name) does not exist", at: SourceLocation(file: name))
        }
        if isFolder.boolValue { return try LoopCSVExport.read(files: folderFiles(url), name: name) }
        let head: Data
        do {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            head = try handle.read(upToCount: 16) ?? Data()
        } catch {
            throw QuestlineError("\(name) cannot be read: \(error.localizedDescription)", at: SourceLocation(file: name))
        }
        if head.starts(with: Array("SQLite format 3\0".utf8)) { return try LoopDatabase.read(url, name: name) }
        if head.starts(with: [0x50, 0x4B, 0x03, 0x04]) || head.starts(with: [0x50, 0x4B, 0x05, 0x06]) {
            return try LoopCSVExport.read(files: zipFiles(url, name: name), name: name)
        }
        throw QuestlineError("\(name) is not a Loop backup: it is neither a SQLite database nor a zip",
                             at: SourceLocation(file: name),
                             hint: "import Loop's full backup (a .db file) or its CSV export (a .zip, or the folder it unpacks to)")
    }

    /// The CSV files of an unpacked export, by path inside the folder.
    private static func folderFiles(_ root: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let keys: [URLResourceKey] = [.isRegularFileKey]
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: keys) else { return files }
        let base = root.standardizedFileURL.resolvingSymlinksInPath().path
        for case let url as URL in walker where url.pathExtension.lowercased() == "csv" {
            guard (try? url.resourceValues(forKeys: Set(keys)).isRegularFile) == true else { continue }
            let path = url.standardizedFileURL.resolvingSymlinksInPath().path
            guard path.hasPrefix(base + "/") else { continue }
            files[String(path.dropFirst(base.count + 1))] = try Data(contentsOf: url)
        }
        return files
    }

    /// The CSV files inside a zip, read into memory (nothing is unpacked to disk).
    private static func zipFiles(_ url: URL, name: String) throws -> [String: Data] {
        let archive: Archive
        do { archive = try Archive(url: url, accessMode: .read) } catch {
            throw QuestlineError("\(name) is a damaged zip: \(error)", at: SourceLocation(file: name),
                                 hint: "export CSV from Loop again, or unpack the zip and import its folder")
        }
        var files: [String: Data] = [:]
        for entry in archive where entry.type == .file && entry.path.lowercased().hasSuffix(".csv") {
            guard entry.uncompressedSize <= UInt64(maxEntryBytes) else {
                throw QuestlineError("\(name): \(entry.path) is too big for a Loop export (\(entry.uncompressedSize) bytes)", at: SourceLocation(file: name))
            }
            var data = Data()
            do {
                _ = try archive.extract(entry, skipCRC32: false) { piece in
                    // The sizes a zip declares can lie: the bytes are counted as they come.
                    guard data.count + piece.count <= maxEntryBytes else { throw CocoaError(.fileReadTooLarge) }
                    data.append(piece)
                }
            } catch {
                throw QuestlineError("\(name) is a damaged zip: \(entry.path) cannot be read (\(error))", at: SourceLocation(file: name))
            }
            files[entry.path] = data
        }
        return files
    }
}
