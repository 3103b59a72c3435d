import Foundation
#if os(Linux)
import Glibc
#endif

/// Tells when a file under some folders is saved, added, removed or renamed, so `serve` builds
/// again at once instead of looking at the disk a few times a second. On Linux the kernel tells
/// (inotify); elsewhere the folders' ``FolderSignature`` is compared four times a second.
///
/// A file or folder whose name the caller ignores (`serve`: an editor's swap, backup and
/// temporary files) is not watched; a save that renames one into place is told by the name it takes.
public protocol FolderWatch: AnyObject, Sendable {
    /// Blocks until something changed (true), or until `deadline` passed (false; nil: no deadline).
    /// Changes that come in a burst (an editor's several writes) are waited out and told once.
    func waitForChange(until deadline: Date?) -> Bool
}

public enum FolderWatches {
    /// The best watch this system has for `folders` (a folder not there yet counts once it is
    /// made), blind to the files and folders whose name `ignores` says.
    public static func make(_ folders: [URL], ignoring ignores: @escaping @Sendable (String) -> Bool = { _ in false }) -> any FolderWatch {
        #if os(Linux)
        if let watch = InotifyWatch(folders, ignoring: ignores) { return watch }
        #endif
        return PollingWatch(folders, ignoring: ignores)
    }
}

/// Compares the folders' signature four times a second: the fallback where no kernel watch is at hand.
/// Used by one thread at a time (the rebuilder's), hence unchecked.
public final class PollingWatch: FolderWatch, @unchecked Sendable {
    let folders: [URL]
    let ignores: @Sendable (String) -> Bool
    private var signature: FolderSignature

    public init(_ folders: [URL], ignoring ignores: @escaping @Sendable (String) -> Bool = { _ in false }) {
        self.folders = folders
        self.ignores = ignores
        self.signature = FolderSignature.of(folders, ignoring: ignores)
    }

    public func waitForChange(until deadline: Date?) -> Bool {
        while deadline.map({ Date() < $0 }) ?? true {
            Thread.sleep(forTimeInterval: 0.25)
            let now = FolderSignature.of(folders, ignoring: ignores)
            guard now != signature else { continue }
            // Saved in several writes? Give the files a moment to settle.
            Thread.sleep(forTimeInterval: 0.1)
            signature = FolderSignature.of(folders, ignoring: ignores)
            return true
        }
        return false
    }
}

#if os(Linux)
/// The kernel's inotify on every folder under the watched ones: a change is known the moment
/// it is made. New folders are watched as they appear; a watched folder that does not exist
/// yet is waited for in its parent.
public final class InotifyWatch: FolderWatch, @unchecked Sendable {
    private let descriptor: Int32
    private let folders: [URL]
    private let ignores: @Sendable (String) -> Bool
    /// Watches on the parent of a folder not there yet: only events about that name count.
    private var awaited: [Int32: Set<String>] = [:]
    /// How long a burst of events must be quiet before it is told.
    private let settle: TimeInterval = 0.08

    // The kernel's event bits (linux/inotify.h).
    static let modify: UInt32 = 0x0002, closeWrite: UInt32 = 0x0008, movedFrom: UInt32 = 0x0040, movedTo: UInt32 = 0x0080
    static let create: UInt32 = 0x0100, delete: UInt32 = 0x0200, deleteSelf: UInt32 = 0x0400, moveSelf: UInt32 = 0x0800
    static let overflow: UInt32 = 0x4000
    static let mask = modify | closeWrite | movedFrom | movedTo | create | delete | deleteSelf | moveSelf

    public init?(_ folders: [URL], ignoring ignores: @escaping @Sendable (String) -> Bool = { _ in false }) {
        let descriptor = inotify_init1(Int32(O_CLOEXEC | O_NONBLOCK))
        guard descriptor >= 0 else { return nil }
        self.descriptor = descriptor
        self.ignores = ignores
        self.folders = folders.map(\.standardizedFileURL)
        addWatches()
    }

    deinit { close(descriptor) }

    /// Watches every folder under the watched ones (adding a watch twice is harmless), and the
    /// parent of each that is missing or a link (which may be made, or pointed elsewhere).
    private func addWatches() {
        for folder in folders {
            var isFolder: ObjCBool = false
            let isLink = (try? FileManager.default.destinationOfSymbolicLink(atPath: folder.path)) != nil
            let exists = FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) && isFolder.boolValue
            if isLink || !exists {
                let parent = inotify_add_watch(descriptor, folder.deletingLastPathComponent().path, Self.mask)
                if parent >= 0 { awaited[parent, default: []].insert(folder.lastPathComponent) }
            }
            guard exists else { continue }
            _ = inotify_add_watch(descriptor, folder.path, Self.mask)
            // A folder that is a link (a theme shared by several games) is walked where it leads.
            let walker = FileManager.default.enumerator(at: folder.resolvingSymlinksInPath(), includingPropertiesForKeys: [.isDirectoryKey])
            while let url = walker?.nextObject() as? URL {
                guard (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true else { continue }
                guard !ignores(url.lastPathComponent) else {
                    walker?.skipDescendants()
                    continue
                }
                _ = inotify_add_watch(descriptor, url.path, Self.mask)
            }
        }
    }

    public func waitForChange(until deadline: Date?) -> Bool {
        while true {
            let timeout = deadline.map { max(0, Int32(min($0.timeIntervalSinceNow * 1000, 60_000).rounded(.up))) } ?? -1
            guard ready(timeout: timeout) else {
                if let deadline, Date() >= deadline { return false }
                continue
            }
            guard drain() else { continue }
            // A burst (an editor's several writes, a folder copied in): wait until it is quiet.
            while ready(timeout: Int32(settle * 1000)) { _ = drain() }
            addWatches()
            return true
        }
    }

    /// Whether events are waiting, within `timeout` milliseconds (-1: for ever).
    private func ready(timeout: Int32) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, timeout) > 0
    }

    /// Reads what is waiting; whether any of it is a change that counts.
    private func drain() -> Bool {
        var counts = false
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return counts }
            buffer.withUnsafeBytes { bytes in
                var offset = 0
                // struct inotify_event: wd, mask, cookie, len, then len bytes of name.
                while offset + 16 <= count {
                    let watch = bytes.loadUnaligned(fromByteOffset: offset, as: Int32.self)
                    let mask = bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
                    let length = Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                    let end = min(count, offset + 16 + length)
                    let name = bytes[(offset + 16)..<end].prefix { $0 != 0 }
                    if let names = awaited[watch] {
                        if names.contains(String(decoding: name, as: UTF8.self)) { counts = true }
                    } else if !name.isEmpty, ignores(String(decoding: name, as: UTF8.self)) {
                        // An ignored name's event: an editor's swap file, a save's temporary file.
                    } else if mask & (Self.mask | Self.overflow) != 0 {
                        counts = true
                    }
                    offset = end
                }
            }
        }
    }
}
#endif
