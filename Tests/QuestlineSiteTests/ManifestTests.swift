import Foundation
import Testing
@testable import QuestlineSite

@Suite("A file's digest for the manifest")
struct FileDigestTests {
    @Test("Is SHA-256 in sha256sum's hexadecimal", arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
    ])
    func vectors(_ text: String, _ digest: String) {
        #expect(FileDigest.hex(Data(text.utf8)) == digest)
    }

    @Test("Hashes every byte value over several blocks as sha256sum does")
    func longer() {
        let bytes = Data((0..<5).flatMap { _ in (0...255).map { UInt8($0) } })
        #expect(FileDigest.hex(bytes) == "d414b085826eb06778483ba35564dc849e643359f69ed9747878ba6e54985bed")
    }
}

@Suite("The manifest's list of hashes")
struct ManifestTests {
    let hash = String(repeating: "ab", count: 32)

    @Test("Is written in sha256sum's format, escaping backslashes and line breaks as it does, and reads back")
    func roundTrip() throws {
        let manifest = BuildManifest(build: nil, entries: [.init(path: "index.html", hash: hash), .init(path: "a b/c.html", hash: hash),
                                                           .init(path: "odd\\name\n.html", hash: hash)])
        let text = String(decoding: manifest.encoded(), as: UTF8.self)
        #expect(text == "\(hash)  index.html\n\(hash)  a b/c.html\n\\\(hash)  odd\\\\name\\n.html\n")
        #expect(BuildManifest(decoding: manifest.encoded()) == manifest)
    }

    @Test("Vouches for nothing when any line is not a hash and a path", arguments: [
        "index.html\n",                                  // a list of paths alone
        "HASH  index.html",                              // torn: the last line not ended
        "HASH index.html\n",                             // one space
        "HASH  \n",                                      // no path
        "abc  index.html\n",                             // too short a hash
        "\\HASH  a\\qb\n",                               // an escape sha256sum does not write
    ])
    func unreadable(_ template: String) {
        let text = template.replacingOccurrences(of: "HASH", with: hash)
        #expect(BuildManifest(decoding: Data(text.utf8)) == nil)
    }

    @Test("An empty manifest lists nothing; sha256sum's binary mark is read too; capital hex digits are not")
    func emptyAndBinary() {
        #expect(BuildManifest(decoding: Data("\(hash.uppercased())  x.png\n".utf8)) == nil)
        #expect(BuildManifest(decoding: Data()) == BuildManifest(build: nil, entries: []))
        #expect(BuildManifest(decoding: Data("\(hash) *x.png\n".utf8)) == BuildManifest(build: nil, entries: [.init(path: "x.png", hash: hash)]))
    }

    @Test("Looks entries up by position when the paths are in the same order, and by path when not")
    func lookup() {
        let manifest = BuildManifest(build: nil, entries: [.init(path: "a", hash: "1"), .init(path: "b", hash: "2")])
        let same = BuildManifest.Lookup(manifest, for: ["a", "b"])
        #expect(same.entry(of: "b", at: 1)?.hash == "2")
        let moved = BuildManifest.Lookup(manifest, for: ["b", "c", "a"])
        #expect(moved.entry(of: "b", at: 0)?.hash == "2" && moved.entry(of: "c", at: 1) == nil && moved.entry(of: "a", at: 2)?.hash == "1")
        #expect(BuildManifest.Lookup(nil, for: ["a"]).entry(of: "a", at: 0) == nil)
    }
}

@Suite("Temporary names")
struct TemporaryNameTests {
    @Test("Are hidden, unique, and name the process that made them")
    func names() {
        let one = TemporaryName.make(for: "output"), other = TemporaryName.make(for: "output")
        #expect(one != other)
        #expect(one.hasPrefix(".output.questline-tmp.\(getpid())."))
        #expect(TemporaryName.owner(of: one) == getpid())
        #expect(TemporaryName.make(for: ".questline-build").hasPrefix(".questline-build.questline-tmp."))
    }

    @Test("Only names questline makes are taken as questline's", arguments: [
        ("output", nil), (".output.questline-tmp", 0), (".output.questline-tmp.12.0123456789abcdef", 12),
        (".output.questline-tmp.12.0123456789ABCDEF", nil), (".output.questline-tmp.12.0123", nil),
        (".output.questline-tmp.x.0123456789abcdef", nil), ("output.questline-tmp.12.0123456789abcdef", nil),
        (".questline-tmp", nil), (".my-notes.questline-tmp.backup", nil),
    ] as [(String, Int32?)])
    func owners(_ name: String, _ owner: Int32?) {
        #expect(TemporaryName.owner(of: name) == owner)
    }

    @Test("Leftovers of stopped builds are removed after a minute, of running ones after a day, and nothing else")
    func leftovers() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("questline-leftovers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let gone = ".x.questline-tmp.99999999.0123456789abcdef", fresh = ".y.questline-tmp.99999999.0123456789abcdef"
        let running = TemporaryName.make(for: "z"), old = TemporaryName.make(for: "w")
        let notOurs = ".x.questline-tmp.backup", mine = "notes.txt"
        for name in [gone, fresh, running, old, notOurs, mine] {
            try Data("x".utf8).write(to: folder.appendingPathComponent(name))
        }
        let now = Date()
        for (name, age) in [(gone, 120.0), (running, 120), (old, 2 * 86_400), (notOurs, 2 * 86_400), (mine, 2 * 86_400)] {
            try FileManager.default.setAttributes([.modificationDate: now.addingTimeInterval(-age)], ofItemAtPath: folder.appendingPathComponent(name).path)
        }
        #expect(TemporaryName.removeLeftovers(in: folder.path, now: now) == [gone, old].sorted())
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [fresh, running, notOurs, mine].sorted())
    }
}
