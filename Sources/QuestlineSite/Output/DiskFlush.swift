import Foundation
import QuestlineCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Getting written files onto the disk before they are renamed into place.
///
/// On Linux one `syncfs(2)` on the output folder flushes every file written to its file system
/// at once, which costs about what a single `fsync` does, not one per file (12,000 on a big
/// game). Elsewhere, and if the C library has no `syncfs`, each file is flushed with `fsync`.
enum DiskFlush {
    /// True when one call flushes the whole file system, so files need no `fsync` of their own.
    static var flushesFileSystem: Bool {
        #if canImport(Glibc)
        return syncfsCall != nil
        #else
        return false
        #endif
    }

    /// Flushes everything written to the file system that holds `folder`.
    static func fileSystem(of folder: URL) throws {
        #if canImport(Glibc)
        guard let syncfsCall else { return }
        let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw QuestlineError("cannot open \(folder.path): \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        guard syncfsCall(descriptor) == 0 else {
            throw QuestlineError("cannot flush \(folder.path) to disk: \(String(cString: strerror(errno)))")
        }
        #endif
    }

    #if canImport(Glibc)
    /// `syncfs` is a GNU extension that Swift's Glibc module does not import; it is looked up once.
    private static let syncfsCall: (@convention(c) (Int32) -> Int32)? = {
        guard let library = dlopen(nil, RTLD_NOW), let symbol = dlsym(library, "syncfs") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int32) -> Int32).self)
    }()
    #endif
}
