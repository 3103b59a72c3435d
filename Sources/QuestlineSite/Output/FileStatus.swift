import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's size and modification time, from one `stat(2)`: cheap enough to ask for every
/// file of a big output folder.
struct FileStatus: Sendable, Equatable {
    var size: UInt64
    /// Nanoseconds since 1970.
    var modified: Int64

    /// The status of a regular file (links followed), or nil when there is none.
    static func of(_ url: URL) -> FileStatus? { of(path: url.path) }

    /// The same for a path: a build asks for twelve thousand, and URL arithmetic would show.
    static func of(path: String) -> FileStatus? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return from(info)
    }

    /// The statuses of files by their paths relative to `folder` (nil for a link), looked up from the open folder:
    /// the kernel then walks only the relative part of each path, not the folder's own again
    /// for every one of twelve thousand files. Nil for every file when the folder cannot be opened.
    static func of(relativePaths paths: some Sequence<String>, in folder: URL) -> [FileStatus?] {
        let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        let statuses = paths.map { path -> FileStatus? in
            var info = stat()
            // A link in the file's place is not the file a build wrote (the writer never follows one).
            guard descriptor >= 0, fstatat(descriptor, path, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
            return from(info)
        }
        if descriptor >= 0 { close(descriptor) }
        return statuses
    }

    /// A regular file's status from what `stat(2)` filled in; nil for anything else.
    private static func from(_ info: stat) -> FileStatus? {
        guard info.st_mode & S_IFMT == S_IFREG else { return nil }
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        return FileStatus(size: UInt64(info.st_size), modified: Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec))
    }
}
