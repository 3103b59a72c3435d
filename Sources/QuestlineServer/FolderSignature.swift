import Foundation

/// The path, size and modification time of every file under some folders, but those whose name
/// (or a folder's on their way) `ignores` says: when it changes, a file was added, removed or
/// saved. Cheap enough to take a few times a second.
public struct FolderSignature: Equatable, Sendable {
    private var entries: [String: [Int64]] = [:]

    public static func of(_ folders: [URL], ignoring ignores: (String) -> Bool = { _ in false }) -> FolderSignature {
        var signature = FolderSignature()
        let keys: [URLResourceKey] = [.isRegularFileKey, .fileSizeKey, .contentModificationDateKey]
        for folder in folders {
            // A folder that is a link (a theme shared by several games) is walked where it leads.
            guard let walker = FileManager.default.enumerator(at: folder.resolvingSymlinksInPath(), includingPropertiesForKeys: keys) else {
                continue
            }
            for case let url as URL in walker {
                guard !ignores(url.lastPathComponent) else {
                    walker.skipDescendants()
                    continue
                }
                guard let values = try? url.resourceValues(forKeys: Set(keys)), values.isRegularFile == true else { continue }
                let modified = values.contentModificationDate.map { Int64($0.timeIntervalSince1970 * 1_000_000_000) } ?? 0
                signature.entries[url.path] = [Int64(values.fileSize ?? -1), modified]
            }
        }
        return signature
    }
}
