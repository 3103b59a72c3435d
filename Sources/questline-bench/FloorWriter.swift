import Foundation

/// The floor: writing the bytes of every file under a folder into a fresh folder, with nothing
/// rendered. Files are read into memory first; only creating folders and writing is timed.
enum FloorWriter {
    static func run(source: String, target: String) throws -> (files: Int, bytes: Int, seconds: Double) {
        let files = try FolderFiles.read(under: URL(fileURLWithPath: source))
        try? FileManager.default.removeItem(atPath: target)
        let started = Clock.now()
        // Plain system calls, as a renderer at its best would make: mkdir(2) once per folder,
        // then open, write and close per file.
        var made: Set<String> = []
        for (relative, data) in files {
            let path = target + "/" + relative
            var folder = Substring(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
            var missing: [Substring] = []
            while !folder.isEmpty, !made.contains(String(folder)) {
                missing.append(folder)
                folder = folder[..<(folder.lastIndex(of: "/") ?? folder.startIndex)]
            }
            for dir in missing.reversed() {
                if mkdir(String(dir), 0o755) != 0 && errno != EEXIST { throw BenchError("mkdir \(dir): errno \(errno)") }
                made.insert(String(dir))
            }
            let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            guard fd >= 0 else { throw BenchError("open \(path): errno \(errno)") }
            let written = data.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            close(fd)
            guard written == data.count else { throw BenchError("short write to \(path)") }
        }
        return (files.count, files.reduce(0) { $0 + $1.bytes.count }, Clock.now() - started)
    }
}
