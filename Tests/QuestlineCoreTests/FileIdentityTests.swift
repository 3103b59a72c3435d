import Foundation
import Testing
@testable import QuestlineCore

@Suite("A file known by its identity, not its bytes")
struct FileIdentityTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("questline-identity-\(UUID().uuidString)")

    @Test("The same file is the same number; rewritten, replaced or moved in, it is another; none for a folder or nothing")
    func identity() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let photo = folder.appendingPathComponent("photo.jpg").path
        try Data(repeating: 1, count: 4096).write(to: URL(fileURLWithPath: photo))
        let first = try #require(FileIdentity.of(path: photo))
        #expect(FileIdentity.of(path: photo) == first, "asked twice")

        // The same count of bytes written into the same file.
        try Data(repeating: 2, count: 4096).write(to: URL(fileURLWithPath: photo))
        let rewritten = try #require(FileIdentity.of(path: photo))
        #expect(rewritten != first)

        // Another file, with the same bytes and the same modification time, moved into its place.
        let other = folder.appendingPathComponent("other.jpg").path
        try Data(repeating: 2, count: 4096).write(to: URL(fileURLWithPath: other))
        let modified = try FileManager.default.attributesOfItem(atPath: photo)[.modificationDate]
        try FileManager.default.setAttributes([.modificationDate: modified as Any], ofItemAtPath: other)
        try FileManager.default.removeItem(atPath: photo)
        try FileManager.default.moveItem(atPath: other, toPath: photo)
        #expect(FileIdentity.of(path: photo) != rewritten)

        // Only the modification time put back, as `touch -r` or a copy keeping times would.
        let moved = try #require(FileIdentity.of(path: photo))
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: photo)
        #expect(FileIdentity.of(path: photo) != moved, "the status-change time moved on")

        #expect(FileIdentity.of(path: folder.path) == nil)
        #expect(FileIdentity.of(path: folder.appendingPathComponent("missing").path) == nil)
    }
}
