import Testing
import QuestlineCore

@Suite("Where a site is hosted: one rule for game.yaml and --base-url")
struct BaseURLTests {
    @Test("Absolute http(s) addresses with a host are taken, and paths from the root where allowed")
    func taken() {
        for text in ["https://example.org/quest/", "http://example.org", "HTTPS://example.org:8443/a/b", "https://[::1]:8080/"] {
            #expect(BaseURL.problem(text, pathAllowed: false) == nil, "\(text)")
        }
        #expect(BaseURL.problem("/quest/", pathAllowed: true) == nil)
        #expect(BaseURL.problem("/quest/", pathAllowed: false) == .notAnAddress)
    }

    @Test("Everything else is refused, saying whether it is a character or the address")
    func refused() {
        for text in ["https://example.org/a b/", "https://example.org/\"x", "https://example.org/<script>", "https://example.org/\\x", "/a\tb/"] {
            #expect(BaseURL.problem(text, pathAllowed: true) == .characters, "\(text)")
        }
        for text in ["javascript:alert(1)", "ftp://example.org/", "example.org/q/", "https://", "//example.org/", "https://example.org/?q=1",
                     "https://example.org/#top", "https://example.org:0/", "https://example.org:65536/", "https://user@example.org/", ""] {
            #expect(BaseURL.problem(text, pathAllowed: true) == .notAnAddress, "\(text)")
        }
    }
}
