import ArgumentParser
import Foundation
import QuestlineCore

/// What `complete --media PATH` names: a file already inside content/ (used as it is, as before),
/// or a photo anywhere else on the disk, copied in through `ProofStore` (type read from its
/// bytes, GPS removed, a generated name under content/media/proofs/).
struct ProofMedia {
    /// The content-relative path for the event's `media` field.
    let path: String
    /// True when the file was stored now, so a refused event removes it again.
    let stored: Bool

    static func resolve(_ argument: String, site: DirectorySource, day: LocalDate,
                        sizeLimit: Int = ProofPhoto.defaultSizeLimit) throws -> ProofMedia {
        // As before: a path relative to content/ that names a file there.
        if MediaPath.lexicalProblem(argument) == nil, site.mediaStatus(argument) == .file {
            return ProofMedia(path: argument, stored: false)
        }
        let url = URL(fileURLWithPath: argument, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
            .standardizedFileURL
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw refused("no file at \(argument), neither on the disk nor under content/", at: argument,
                          hint: "give the photo's path, e.g. --media ~/Pictures/cartwheel.jpg")
        }
        guard !isFolder.boolValue else { throw refused("\(argument) is a folder, not a photo", at: argument) }
        // A file of the game given by its path from here: named relative to content/, as before.
        let content = site.contentFolder.resolvingSymlinksInPath().path + "/"
        let resolved = url.resolvingSymlinksInPath().path
        if resolved.hasPrefix(content) {
            return ProofMedia(path: String(resolved.dropFirst(content.count)), stored: false)
        }
        // Only a regular file (not /dev/zero, a pipe or a socket), and never more than the limit
        // read. Opened without waiting (a FIFO opened to read waits for a writer) and looked at
        // through what was opened, so a file swapped for a pipe after a look is not waited on.
        let descriptor = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw refused("\(argument) cannot be read: \(String(cString: strerror(errno)))", at: argument)
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        defer { try? handle.close() }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw refused("\(argument) is not a regular file", at: argument)
        }
        let size = Int(status.st_size)
        if size > sizeLimit { throw refused(ProofError.tooLarge(size: size, limit: sizeLimit).description, at: argument) }
        let bytes: Data
        do {
            bytes = try handle.read(upToCount: sizeLimit + 1) ?? Data()
        } catch {
            throw refused("\(argument) cannot be read: \(error.localizedDescription)", at: argument)
        }
        do {
            let path = try ProofStore(root: site.root, sizeLimit: sizeLimit).store([UInt8](bytes), day: day)
            return ProofMedia(path: path, stored: true)
        } catch {
            throw refused(error.description, at: argument)
        }
    }

    /// Removes the stored copy when the event was refused; a file that was already there stays.
    func undo(site: DirectorySource) {
        if stored { ProofStore(root: site.root).remove(path) }
    }

    private static func refused(_ message: String, at path: String, hint: String? = nil) -> QuestlineError {
        QuestlineError(message, at: SourceLocation(file: path), hint: hint)
    }
}
