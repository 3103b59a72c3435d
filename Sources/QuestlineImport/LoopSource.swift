import Foundation
import QuestlineCore
import ZIPFoundation

/// Finds out what the file given to `import loop` is, by its first bytes rather than its name,
/// and reads it: a SQLite backup, a CSV export's zip, or the folder a CSV export unpacks to.
public enum LoopSource {
    /// A CSV export's files are small (a few megabytes for years of habits): more than this in
    /// all is not Loop's, and is not read into memory. A zip's sizes can lie, and one of a few
    /// megabytes can unpack to gigabytes, so its bytes are counted as they come.
    static let maxExportBytes = 64 << 20

    public static func read(_ url: URL, name: String) throws -> LoopBackup {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw QuestlineError("\(name) does not exist", at: SourceLocation(file: name))
        }
        if isFolder.boolValue { return try LoopCSVExport.read(files: folderFiles(url, name: name), name: name) }
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
    static func folderFiles(_ root: URL, name: String, budget: Int = maxExportBytes) throws -> [String: Data] {
        var files: [String: Data] = [:]
        var left = budget
        let keys: [URLResourceKey] = [.isRegularFileKey, .fileSizeKey]
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: keys) else { return files }
        let base = root.standardizedFileURL.resolvingSymlinksInPath().path
        for case let url as URL in walker where url.pathExtension.lowercased() == "csv" {
            guard let values = try? url.resourceValues(forKeys: Set(keys)), values.isRegularFile == true else { continue }
            let path = url.standardizedFileURL.resolvingSymlinksInPath().path
            guard path.hasPrefix(base + "/") else { continue }
            // Its size first, so a file too big is never read; then what was read, had it grown.
            guard (values.fileSize ?? 0) <= left else { throw tooBig(name, budget: budget) }
            let data = try Data(contentsOf: url)
            left -= data.count
            guard left >= 0 else { throw tooBig(name, budget: budget) }
            files[String(path.dropFirst(base.count + 1))] = data
        }
        return files
    }

    /// The CSV files inside a zip, read into memory (nothing is unpacked to disk).
    static func zipFiles(_ url: URL, name: String, budget: Int = maxExportBytes) throws -> [String: Data] {
        let archive: Archive
        do { archive = try Archive(url: url, accessMode: .read) } catch {
            // ZIPFoundation's errors are its case names (missingEndOfCentralDirectoryRecord).
            throw QuestlineError("\(name) is a damaged zip: its table of contents cannot be read (cut short?)", at: SourceLocation(file: name),
                                 hint: "export CSV from Loop again, or unpack the zip and import its folder")
        }
        var files: [String: Data] = [:]
        var left = budget
        for entry in archive where entry.type == .file && entry.path.lowercased().hasSuffix(".csv") {
            guard entry.uncompressedSize <= UInt64(left) else { throw tooBig(name, budget: budget) }
            var data = Data()
            do {
                _ = try archive.extract(entry, skipCRC32: false) { piece in
                    guard data.count + piece.count <= left else { throw CocoaError(.fileReadTooLarge) }
                    data.append(piece)
                }
            } catch let error as CocoaError where error.code == .fileReadTooLarge {
                throw tooBig(name, budget: budget)
            } catch {
                throw QuestlineError("\(name) is a damaged zip: \(entry.path) cannot be read (\(error))", at: SourceLocation(file: name))
            }
            left -= data.count
            files[entry.path] = data
        }
        return files
    }

    private static func tooBig(_ name: String, budget: Int) -> QuestlineError {
        QuestlineError("\(name) holds more than \(budget >= 1 << 20 ? "\(budget >> 20) MiB" : "\(budget) bytes") of CSV files, more than a Loop export does; nothing was imported",
                       at: SourceLocation(file: name), hint: "export CSV from Loop again, or import its full backup (a .db file)")
    }
}
