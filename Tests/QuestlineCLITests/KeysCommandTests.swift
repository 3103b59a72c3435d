import Foundation
import Testing

@Suite("questline keys")
struct KeysCommandTests {
    private func links(_ stdout: String) -> [String: String] {
        var found: [String: String] = [:]
        for line in stdout.split(separator: "\n") {
            let parts = line.split(separator: " ", omittingEmptySubsequences: true)
            if let name = parts.first, let link = parts.last, link.contains("/play/") { found[String(name)] = String(link) }
        }
        return found
    }

    @Test("It gives everyone a key once, in a 0600 file outside content/ and output/, and lists name, role and link")
    func list() throws {
        let site = try TemporarySite.small()
        let first = try site.run(["keys", "--host", "192.168.1.20", "--port", "8000"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("Sam (player)  http://192.168.1.20:8000/play/"), "\(first.stdout)")
        #expect(first.stdout.contains("Jo (friend)   http://192.168.1.20:8000/play/"), "\(first.stdout)")
        let mode = try FileManager.default.attributesOfItem(atPath: site.root.appendingPathComponent(".questline/keys").path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        let again = try site.run(["keys", "--host", "192.168.1.20", "--port", "8000"])
        #expect(links(again.stdout) == links(first.stdout))
        #expect(!FileManager.default.fileExists(atPath: site.root.appendingPathComponent("output").path))
        let proxied = try site.run(["keys", "--url", "https://quest.example.org"])
        #expect(proxied.stdout.contains("https://quest.example.org/play/"), "\(proxied.stdout)")
    }

    @Test("--rotate replaces one person's key and leaves the others")
    func rotate() throws {
        let site = try TemporarySite.small()
        let before = links(try site.run(["keys"]).stdout)
        let rotated = try site.run(["keys", "--rotate", "sam"])
        #expect(rotated.status == 0, "\(rotated.stderr)")
        #expect(rotated.stdout.contains("sam has a new key"))
        let after = links(rotated.stdout)
        #expect(after["Sam"] != before["Sam"] && after["Sam"] != nil)
        #expect(after["Jo"] == before["Jo"])
    }

    @Test("An unknown person is one clear error, exit status 64, and no key changes")
    func unknown() throws {
        let site = try TemporarySite.small()
        let before = try site.run(["keys"]).stdout
        let result = try site.run(["keys", "--rotate", "nobody"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("there is no person \"nobody\" in people.yaml; the people are: sam, jo, ann"), "\(result.stderr)")
        #expect(try site.run(["keys"]).stdout == before)
    }

    @Test("An address no phone could open is a usage error, and no key is made", arguments: [
        ["--port", "0"], ["--host", "my laptop"], ["--url", "ftp://quest.example.org/"],
    ])
    func badAddress(_ option: [String]) throws {
        let site = try TemporarySite.small()
        let result = try site.run(["keys"] + option)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: \(option[0]) "), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: site.root.appendingPathComponent(".questline/keys").path))
    }
}
