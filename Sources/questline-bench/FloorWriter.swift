import Foundation

/// The floor: writing the bytes of every file under a folder into a fresh folder, with nothing
/// rendered. Files are read into memory first; only creating folders and writing is timed.
enum FloorWriter {
    static func run(source: String, target: String) throws -> (files: Int, bytes: Int, seconds: Double) {
        let root = URL(fileURLWithPath: source)
        var files: [(String, Data)] = []
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
            files.append((relative, try Data(contentsOf: url)))
        }
        try? FileManager.default.removeItem(atPath: target)
        let started = Clock.now()
        var made: Set<String> = []
        for (relative, data) in files {
            let url = URL(fileURLWithPath: target).appendingPathComponent(relative)
            let folder = url.deletingLastPathComponent().path
            if made.insert(folder).inserted {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            }
            try data.write(to: url)
        }
        return (files.count, files.reduce(0) { $0 + $1.1.count }, Clock.now() - started)
    }
}
