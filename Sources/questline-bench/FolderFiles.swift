import Foundation

/// Every regular file under a folder, with its bytes: what the floor writes again, and what a
/// comparison holds two builds' outputs to.
enum FolderFiles {
    /// The files under `root`, each by its path from there, in the order the folder lists them.
    static func read(under root: URL) throws -> [(path: String, bytes: Data)] {
        var files: [(path: String, bytes: Data)] = []
        let prefix = root.standardizedFileURL.path.count + 1
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else { continue }
            files.append((String(url.standardizedFileURL.path.dropFirst(prefix)), try Data(contentsOf: url)))
        }
        return files
    }
}
