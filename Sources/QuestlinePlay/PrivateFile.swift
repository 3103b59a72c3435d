import Foundation

/// Files only the site's owner may read (keys, sessions, the token secret): written whole to a
/// temporary file created with mode 0600 in the same folder, then renamed over the old one, so a
/// reader sees the old file or the new one and no other user ever can.
enum PrivateFile {
    struct WriteFailed: Error, CustomStringConvertible {
        var path: String
        var reason: String
        var description: String { "cannot write \(path): \(reason)" }
    }

    static func read(_ url: URL) -> Data? {
        try? Data(contentsOf: url)
    }

    static func write(_ data: Data, to url: URL) throws {
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(PlayRandom.token(bytes: 6))")
        let fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw WriteFailed(path: url.path, reason: String(cString: strerror(errno))) }
        var failure: String?
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count, let base = buffer.baseAddress {
                let written = Foundation.write(fd, base + offset, buffer.count - offset)
                if written <= 0 { failure = String(cString: strerror(errno)); return }
                offset += written
            }
        }
        if failure == nil, fsync(fd) != 0 { failure = String(cString: strerror(errno)) }
        close(fd)
        if failure == nil, rename(temporary.path, url.path) != 0 { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(temporary.path)
            throw WriteFailed(path: url.path, reason: failure)
        }
    }
}
