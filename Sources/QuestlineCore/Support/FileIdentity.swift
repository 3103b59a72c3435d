import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which file is at a path, and as what, without reading it: its size, modification and
/// status-change times (ns), inode and device from one `stat(2)` (links followed), as one number.
///
/// Saving a file changes its times; a file put in another's place has another inode; and no
/// program can set a status-change time back. So the same number means the same bytes, as in
/// git's index, which knows files the same way. Like git's, it cannot tell apart two writes of
/// the same size within one tick of the file system's clock. A build uses it for the big files
/// it only copies (photos, videos), which are then never read when they did not change.
public enum FileIdentity {
    /// The number for the file at `path`, or nil when there is no regular file there.
    public static func of(path: String) -> UInt64? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        #if canImport(Darwin)
        let modified = info.st_mtimespec, changed = info.st_ctimespec
        #else
        let modified = info.st_mtim, changed = info.st_ctim
        #endif
        var hash = StableHash()
        hash.combine("file identity")
        for number in [Int64(info.st_size), Int64(modified.tv_sec), Int64(modified.tv_nsec), Int64(changed.tv_sec),
                       Int64(changed.tv_nsec), Int64(truncatingIfNeeded: info.st_ino), Int64(truncatingIfNeeded: info.st_dev)] {
            hash.combine(UInt64(bitPattern: number))
        }
        return hash.value
    }
}
