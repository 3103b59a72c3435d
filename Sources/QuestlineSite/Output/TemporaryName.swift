import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The names a build writes under before renaming into place: `.output.questline-tmp.4711.9f3c…`,
/// hidden, with the process id and 64 random bits, so two builds of one game at once (a cron
/// build while `serve` rebuilds) never share one, and what a killed build left is known as
/// questline's by its name alone.
enum TemporaryName {
    static let marker = ".questline-tmp."

    /// A new name for a temporary `name` (hidden: a dot is put in front unless there is one).
    static func make(for name: String) -> String {
        let random = String(UInt64.random(in: .min ... .max), radix: 16)
        let padded = String(repeating: "0", count: 16 - random.count) + random
        return (name.hasPrefix(".") ? "" : ".") + name + marker + "\(getpid())." + padded
    }

    /// The process that made a name `make(for:)` made, or nil when `name` is not one. The name
    /// of an older questline's temporary (`.output.questline-tmp`, no process) gives 0.
    static func owner(of name: String) -> Int32? {
        guard name.hasPrefix(".") else { return nil }
        if name.hasSuffix(".questline-tmp"), name.count > ".questline-tmp".count + 1 { return 0 }
        guard let range = name.range(of: marker, options: .backwards) else { return nil }
        let parts = name[range.upperBound...].split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let pid = Int32(parts[0]), pid > 0, parts[1].count == 16,
              parts[1].allSatisfy({ $0.isHexDigit && !$0.isUppercase }) else { return nil }
        return pid
    }

    /// How long a temporary of a process that is gone is left alone (it may be another machine's,
    /// on a shared disk), and how long one is left at all.
    static let graceSeconds: Double = 60
    static let daySeconds: Double = 86_400

    /// Removes what stopped builds left in `folder`: entries named by `make(for:)` (or an older
    /// questline's `.NAME.questline-tmp`), that begin with `prefix` when one is given, whose
    /// process is not running and that are a minute old, or that are a day old whatever their
    /// process. Nothing else is touched, a link is removed as a link, and failures are ignored:
    /// what is left is tried again next time. Returns the names removed.
    @discardableResult
    static func removeLeftovers(in folder: String, prefix: String? = nil, now: Date = Date()) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        var removed: [String] = []
        for name in names.sorted() {
            if let prefix, !name.hasPrefix(prefix) { continue }
            guard let owner = owner(of: name) else { continue }
            let path = folder + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            #if canImport(Darwin)
            let modified = info.st_mtimespec.tv_sec
            #else
            let modified = info.st_mtim.tv_sec
            #endif
            let age = now.timeIntervalSince1970 - Double(modified)
            let ownerGone = owner == 0 || (kill(owner, 0) != 0 && errno == ESRCH)
            guard age >= daySeconds || (ownerGone && age >= graceSeconds) else { continue }
            let isFolder = info.st_mode & S_IFMT == S_IFDIR
            if isFolder ? (try? FileManager.default.removeItem(atPath: path)) != nil : unlink(path) == 0 {
                removed.append(name)
            }
        }
        return removed
    }
}
