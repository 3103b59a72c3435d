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
/// The line is flushed with `fsync` before the lock is released. An append that fails part way
/// (a full disk, a file size limit) is undone: the file is cut back to its old length and
/// flushed, so the log is byte for byte as it was.
public struct EventLogFile: Sendable {
    public let url: URL
    /// How bytes reach the file; tests swap in one that fails after some bytes.
    let output: Output

    public init(url: URL) {
        self.init(url: url, output: .system)
    }

    init(url: URL, output: Output) {
        self.url = url
        self.output = output
    }

    public enum AppendError: Error, Sendable {
        case io(String)
    }

    /// The two calls an append makes on the open file, as `write(2)` and `fsync(2)` do them:
    /// bytes written (or -1 with `errno` set), and 0 or -1.
    struct Output: Sendable {
        var write: @Sendable (Int32, UnsafeRawBufferPointer) -> Int
        var sync: @Sendable (Int32) -> Int32

        static let system = Output(write: { fd, bytes in systemWrite(fd, bytes.baseAddress, bytes.count) },
                                   sync: { fd in fsync(fd) })
    }

    /// Locks the log, hands its current bytes to `decide`, and appends the line it returns
    /// (which must end in a newline). `decide` throws to refuse; then nothing is written. A
    /// failed write or flush is undone before the error is thrown.
    public func append(_ decide: (Data) throws -> String) throws {
        let fd = open(url.path, O_RDWR | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw AppendError.io("cannot open \(ContentFormat.eventLogFile): \(Self.reason())") }
        defer { close(fd) }
        guard flock(fd, LOCK_EX) == 0 else {
            throw AppendError.io("cannot lock \(ContentFormat.eventLogFile): \(Self.reason())")
        }
        defer { flock(fd, LOCK_UN) }

        let current = try readAll(fd)
        let bytes = Array(try decide(current).utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { output.write(fd, UnsafeRawBufferPointer(rebasing: $0[written...])) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { try undo(fd, to: current.count, failure: "writing the event failed (\(Self.reason()))") }
            written += count
        }
        guard output.sync(fd) == 0 else { try undo(fd, to: current.count, failure: "flushing the event to disk failed (\(Self.reason()))") }
    }

    /// Cuts the file back to `length` and flushes it, then throws: the log is as it was.
    private func undo(_ fd: Int32, to length: Int, failure: String) throws -> Never {
        let cut = ftruncate(fd, off_t(length)) == 0 && fsync(fd) == 0
        guard cut else {
            throw AppendError.io("\(failure), and cutting \(ContentFormat.eventLogFile) back to its old \(length) bytes failed too (\(Self.reason())); its last line may be torn: run `questline check`")
        }
        throw AppendError.io("\(failure); nothing was recorded and \(ContentFormat.eventLogFile) is as it was")
    }

    private static func reason() -> String { String(cString: strerror(errno)) }

    private func readAll(_ fd: Int32) throws -> Data {
        guard lseek(fd, 0, SEEK_SET) >= 0 else { throw AppendError.io("cannot read \(ContentFormat.eventLogFile): \(Self.reason())") }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count < 0 { throw AppendError.io("cannot read \(ContentFormat.eventLogFile): \(Self.reason())") }
            if count == 0 { break }
            data.append(buffer, count: count)
        }
        return data
    }
}

/// `write(2)`, under a name no property shadows.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
