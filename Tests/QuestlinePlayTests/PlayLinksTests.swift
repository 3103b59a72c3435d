import QuestlineCore
import Testing
@testable import QuestlinePlay

@Suite("Play links")
struct PlayLinksTests {
    @Test("One line a person with a key, names padded so the links line up")
    func lines() {
        let people = [Person(id: "sam", name: "Sam", role: .player), Person(id: "jo", name: "Jo", role: .friend),
                      Person(id: "kim", name: "Kim", role: .organiser)]
        let keys = PlayKeys(keys: ["sam": "AAA", "kim": "CCC"])
        #expect(PlayLinks.lines(people: people, keys: keys, base: "http://127.0.0.1:8080/") == [
            "Sam (player)     http://127.0.0.1:8080/play/AAA",
            "Kim (organiser)  http://127.0.0.1:8080/play/CCC",
        ])
    }

    @Test("Loopback addresses need no warning; any other address does", arguments: [
        ("127.0.0.1", true), ("localhost", true), ("::1", true), ("127.0.0.2", true),
        ("0.0.0.0", false), ("192.168.1.20", false), ("::", false),
    ])
    func loopback(host: String, loopback: Bool) {
        #expect(PlayLinks.isLoopback(host) == loopback)
    }

    @Test("A named address is printed as it is; every-interface becomes one a phone can reach")
    func reachable() {
        #expect(PlayLinks.reachable("http://127.0.0.1:8080/") == "http://127.0.0.1:8080/")
        #expect(PlayLinks.reachable("http://192.168.1.20:8000/") == "http://192.168.1.20:8000/")
        let any = PlayLinks.reachable("http://0.0.0.0:8000/")
        #expect(any.hasSuffix(":8000/") && !any.contains("0.0.0.0") || PlayLinks.networkAddress() == nil)
    }

    @Test("Where keys' links start: a host and port, or a URL; what no phone could open is refused")
    func base() throws {
        #expect(try PlayLinks.base(host: "192.168.1.20", port: 8000, url: nil) == "http://192.168.1.20:8000/")
        #expect(try PlayLinks.base(host: "::1", port: 8080, url: nil) == "http://[::1]:8080/")
        #expect(try PlayLinks.base(host: "[::1]", port: 8080, url: nil) == "http://[::1]:8080/")
        #expect(try PlayLinks.base(host: "x", port: 1, url: "https://quest.example.org") == "https://quest.example.org/")
        #expect(try PlayLinks.base(host: "x", port: 1, url: "HTTP://q.example.org:8443/sub/") == "HTTP://q.example.org:8443/sub/")
        #expect(throws: PlayLinks.BadAddress(description: "--port 0 names no port: give the one `questline serve --play` listens on")) {
            try PlayLinks.base(host: "127.0.0.1", port: 0, url: nil)
        }
        for host in ["", "a b", "x/y", "user@host", "[]", "[[::1]]"] {
            #expect(throws: PlayLinks.BadAddress(description: "--host \"\(host)\" is not an address: write a name or an IP address, such as 192.168.1.20")) {
                try PlayLinks.base(host: host, port: 8080, url: nil)
            }
        }
        for url in ["javascript:alert(1)", "ftp://x/", "http://", "http://x:99999/", "https://x/?a=1", "https://x/#top", "quest.example.org", "http://x:0/"] {
            #expect(throws: PlayLinks.BadAddress.self, "\(url)") { try PlayLinks.base(host: "x", port: 1, url: url) }
        }
    }
}
