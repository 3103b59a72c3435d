import Foundation
import Testing
@testable import QuestlineCore

@Suite("Derived event ids")
struct EventIDDerivedTests {
    static let line = #"{"type":"award","player":"sam"}"#

    @Test("A line's id is the first 44 bits of the SHA-256 of the line without its blanks, in memory or not")
    func derived() {
        // sha256(line)[:11] in hex, worked out with Python's hashlib.
        let expected = "haa90b3cb2d3"
        let padded = Array(" \t\(Self.line)\r\n".utf8)
        #expect(EventID.derived(from: Array(Self.line.utf8)).description == expected)
        #expect(EventID.derived(from: padded).description == expected)
        padded.withUnsafeBufferPointer { #expect(EventID.derived(from: $0).description == expected) }
        padded.withUnsafeBufferPointer { #expect(EventID.derived(from: $0[2...]).description == expected) }
        // A collection with no contiguous storage takes the other way, to the same id.
        #expect(EventID.derived(from: padded.lazy.map { $0 }).description == expected)
        #expect(EventID.derived(from: Self.line.utf8).description == expected)
    }

    @Test("A blank line's id is the SHA-256 of nothing")
    func blank() {
        #expect(EventID.derived(from: Array(" \t\r\n".utf8)).description == "he3b0c44298f")
        #expect(EventID.derived(from: [UInt8]()).description == "he3b0c44298f")
        #expect(EventID.derived(from: " \t".utf8.lazy.map { $0 }).description == "he3b0c44298f")
    }
}
