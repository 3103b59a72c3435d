import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The event log on disk, appended to under an exclusive lock.
///
/// The lock (`flock`) is held across reading the log, checking the rules and writing the new
/// line, so two processes can never both spend the same balance or complete the same challenge.
/// The line goes out in one `write` and is flushed with `fsync` before the lock is released.
public struct EventLogFile: Sendable {
    public let url: URL

    public init(url: URL) { self.url = url }

    public enum AppendError: Error, Sendable {
        case io(String)
    }

    /// Locks the log, hands its current text to `decide`, and appends the line it returns
    /// (which must end in a newline). `decide` throws to refuse; then nothing is written.
    public func append(_ decide: (String) throws -> String) throws {
        let fd = open(url.path, O_RDWR | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw AppendError.io("cannot open \(url.path): \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        guard flock(fd, LOCK_EX) == 0 else {
            throw AppendError.io("cannot lock \(url.path): \(String(cString: strerror(errno)))")
        }
        defer { flock(fd, LOCK_UN) }

        let current = try readAll(fd)
        var line = try decide(current)
        if !current.isEmpty && !current.hasSuffix("\n") { line = "\n" + line }
        let bytes = Array(line.utf8)
        let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        guard written == bytes.count else {
            // A short write leaves a torn line; say so rather than pretend.
            throw AppendError.io("only \(max(written, 0)) of \(bytes.count) bytes reached \(url.path): \(String(cString: strerror(errno))); run `questline check` to find the torn line")
        }
        guard fsync(fd) == 0 else { throw AppendError.io("cannot flush \(url.path): \(String(cString: strerror(errno)))") }
    }

    private func readAll(_ fd: Int32) throws -> String {
        guard lseek(fd, 0, SEEK_SET) >= 0 else { throw AppendError.io("cannot read \(url.path)") }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 { throw AppendError.io("cannot read \(url.path): \(String(cString: strerror(errno)))") }
            if count == 0 { break }
            data.append(buffer, count: count)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw AppendError.io("\(url.path) is not UTF-8 text")
        }
        return text
    }
}
