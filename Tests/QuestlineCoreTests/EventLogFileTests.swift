import Foundation
import Testing
@testable import QuestlineCore
#if canImport(Glibc)
import Glibc
#endif

/// An append that fails part way (a full disk, a file size limit, a failed flush) is undone: the
/// log is left byte for byte as it was, and the error says so.
@Suite("Appending to the event log file")
struct EventLogFileTests {
    static let old = Data((#"{"at":"2026-06-13T10:00:00+02:00","type":"award","player":"sam","amount":5}"# + "\n").utf8)
    static let line = #"{"at":"2026-06-14T10:00:00+02:00","type":"award","player":"sam","amount":7}"# + "\n"

    /// A log file in a fresh folder, holding `old`.
    static func file(output: EventLogFile.Output) throws -> EventLogFile {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("append-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("events.jsonl")
        try old.write(to: url)
        return EventLogFile(url: url, output: output)
    }

    /// Writes at most `chunk` bytes a call, and fails with ENOSPC once `budget` bytes are written.
    static func failing(after budget: Int, chunk: Int = .max) -> EventLogFile.Output {
        let written = Counter()
        return EventLogFile.Output(write: { fd, bytes in
            let room = budget - written.value
            guard room > 0 else { errno = ENOSPC; return -1 }
            let count = write(fd, bytes.baseAddress, min(bytes.count, room, chunk))
            if count > 0 { written.value += count }
            return count
        }, sync: { fd in fsync(fd) })
    }

    final class Counter: @unchecked Sendable { var value = 0 }

    @Test("A write that fails after some bytes is undone: the log is as it was", arguments: [0, 1, 40, line.utf8.count - 1])
    func failedWrite(after budget: Int) throws {
        let file = try Self.file(output: Self.failing(after: budget, chunk: 16))
        #expect {
            try file.append { current in
                #expect(current == Self.old)
                return Self.line
            }
        } throws: { error in
            guard case .io(let message) = error as? EventLogFile.AppendError else { return false }
            return message == "writing the event failed (No space left on device); nothing was recorded and content/events.jsonl is as it was"
        }
        #expect(try Data(contentsOf: file.url) == Self.old)
    }

    @Test("A flush that fails is undone too")
    func failedFlush() throws {
        let file = try Self.file(output: EventLogFile.Output(write: { fd, bytes in write(fd, bytes.baseAddress, bytes.count) },
                                                             sync: { _ in errno = EIO; return -1 }))
        #expect(throws: EventLogFile.AppendError.self) { try file.append { _ in Self.line } }
        #expect(try Data(contentsOf: file.url) == Self.old)
    }

    @Test("Short writes that all succeed add the whole line")
    func shortWrites() throws {
        let file = try Self.file(output: Self.failing(after: .max, chunk: 3))
        try file.append { _ in Self.line }
        #expect(try Data(contentsOf: file.url) == Self.old + Data(Self.line.utf8))
    }

    @Test("A refusal writes nothing")
    func refusal() throws {
        let file = try Self.file(output: .system)
        struct No: Error {}
        #expect(throws: No.self) { try file.append { _ in throw No() } }
        #expect(try Data(contentsOf: file.url) == Self.old)
    }
}
