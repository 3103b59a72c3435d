import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Stores photo proofs under `content/media/proofs/`, for the `media` field of a completion.
///
/// The type is decided from the bytes (`ProofPhoto`), the GPS position is removed, and the file
/// gets a generated name (the day and 64 random bits, the type's extension). It is written to a
/// temporary file, flushed and renamed into place; every folder on the way is opened without
/// following symbolic links, so a link planted as `media` or `proofs` cannot lead the write out
/// of the content folder. A refused photo leaves no file.
public struct ProofStore: Sendable {
    /// The site folder (holding `content/`).
    public let root: URL
    public let sizeLimit: Int

    /// Where proofs go, relative to the content folder.
    public static let folder = "media/proofs"

    public init(root: URL, sizeLimit: Int = ProofPhoto.defaultSizeLimit) {
        self.root = root
        self.sizeLimit = sizeLimit
    }

    /// Checks, cleans and stores `bytes`; returns the content-relative path, e.g.
    /// `media/proofs/2026-06-13-3f9c0a1b2c3d4e5f.jpg`. `day` names the file (the game's local date).
    public func store(_ bytes: [UInt8], day: LocalDate) throws(ProofError) -> String {
        let photo = try ProofPhoto(bytes, sizeLimit: sizeLimit)
        return try write(photo, day: day)
    }

    /// Removes a proof this store wrote (when the event it was for is refused). Paths outside
    /// `media/proofs/` are left alone.
    public func remove(_ path: String) {
        let prefix = Self.folder + "/"
        guard path.hasPrefix(prefix), MediaPath.lexicalProblem(path) == nil else { return }
        let name = String(path.dropFirst(prefix.count))
        guard !name.contains("/"), let folder = try? openFolder(create: false) else { return }
        defer { close(folder) }
        _ = unlinkat(folder, name, 0)
    }

    func write(_ photo: ProofPhoto, day: LocalDate) throws(ProofError) -> String {
        let folder = try openFolder(create: true)
        defer { close(folder) }
        let random = UInt64.random(in: .min ... .max) // SystemRandomNumberGenerator: the system's secure source
        let name = "\(day)-\(String(format: "%016llx", random)).\(photo.type.fileExtension)"
        let temporary = ".\(name).tmp"
        let file = openat(folder, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard file >= 0 else { throw .storage("cannot create a file in content/\(Self.folder): \(Self.reason())") }
        var written = 0
        let failure: String? = photo.bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return "the photo is empty" }
            while written < buffer.count {
                let count = systemWrite(file, base + written, buffer.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    return "writing failed: \(Self.reason())"
                }
                written += count
            }
            return fsync(file) == 0 ? nil : "flushing failed: \(Self.reason())"
        }
        close(file)
        if let failure {
            unlinkat(folder, temporary, 0)
            throw .storage(failure)
        }
        guard renameat(folder, temporary, folder, name) == 0 else {
            let reason = Self.reason()
            unlinkat(folder, temporary, 0)
            throw .storage("renaming into place failed: \(reason)")
        }
        fsync(folder)
        return Self.folder + "/" + name
    }

    /// `content/media/proofs` opened as a folder, each step refusing a symbolic link; missing
    /// folders are made when `create`.
    func openFolder(create: Bool) throws(ProofError) -> Int32 {
        let content = root.appendingPathComponent(ContentFormat.folder).path
        var current = open(content, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard current >= 0 else { throw .storage("the content folder cannot be opened (\(Self.reason())); it must be a folder, not a link") }
        var shown = ContentFormat.folder
        for part in Self.folder.split(separator: "/").map(String.init) {
            shown += "/" + part
            if create, mkdirat(current, part, 0o755) != 0, errno != EEXIST {
                let reason = Self.reason()
                close(current)
                throw .storage("cannot make \(shown): \(reason)")
            }
            let next = openat(current, part, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            let reason = Self.reason()
            close(current)
            guard next >= 0 else {
                throw .storage("\(shown) cannot be opened as a folder (\(reason)); it must be a real folder, not a symbolic link or a file")
            }
            current = next
        }
        return current
    }

    static func reason() -> String { String(cString: strerror(errno)) }
}

/// `write(2)`, named apart from Swift's own `write` functions.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(descriptor, buffer, count)
    #else
    Darwin.write(descriptor, buffer, count)
    #endif
}
