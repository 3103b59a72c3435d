import Foundation
import NIOCore
import NIOPosix

/// A file opened for serving, read in chunks on NIO's thread pool so a large video never blocks
/// an event loop, and closed when the last response holding it is done with it.
final class OpenFile: Sendable {
    let descriptor: Int32
    let size: Int64

    /// Opens a regular file; nil when it is gone or is not one.
    init?(path: String) {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            return nil
        }
        self.descriptor = descriptor
        self.size = Int64(status.st_size)
    }

    deinit { close(descriptor) }

    /// Bytes `first...last`, at most `chunk` at a time, handed to `write` in order.
    func read(first: Int64, last: Int64, chunk: Int = 64 * 1024,
              write: (ByteBuffer) async throws -> Void) async throws {
        var offset = first
        while offset <= last {
            let count = Int(min(Int64(chunk), last - offset + 1))
            let start = offset
            let buffer = try await NIOThreadPool.singleton.runIfActive { [self] in
                var buffer = ByteBufferAllocator().buffer(capacity: count)
                let read = buffer.writeWithUnsafeMutableBytes(minimumWritableBytes: count) { bytes in
                    max(0, pread(self.descriptor, bytes.baseAddress, count, off_t(start)))
                }
                // Shorter than the file was when opened: it was cut meanwhile; end the answer.
                guard read > 0 else { throw FileShrank() }
                return buffer
            }
            try await write(buffer)
            offset += Int64(buffer.readableBytes)
        }
    }

    struct FileShrank: Error {}
}
