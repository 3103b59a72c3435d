import Foundation
import Testing
@testable import QuestlineServer

@Suite("The site's 404 page served at any depth")
struct RootedPageTests {
    @Test("Relative links start at the root; links within the page, absolute paths and schemes stay")
    func rooted() {
        let page = ##"<link rel="stylesheet" href="assets/site.css"><a href="#main">Skip</a><a href="index.html">Home</a>"##
            + ##"<a href="/people/">People</a><a href="https://example.org/x">Out</a><img src="media/a.png" alt=""><a href="">Here</a>"##
            + ##"<a href="mailto:a@example.org">Mail</a><a href="rewards/?x=a:b">Query</a>"##
        let out = String(decoding: RootedPage.rooted(Data(page.utf8)), as: UTF8.self)
        #expect(out == ##"<link rel="stylesheet" href="/assets/site.css"><a href="#main">Skip</a><a href="/index.html">Home</a>"##
            + ##"<a href="/people/">People</a><a href="https://example.org/x">Out</a><img src="/media/a.png" alt=""><a href="">Here</a>"##
            + ##"<a href="mailto:a@example.org">Mail</a><a href="/rewards/?x=a:b">Query</a>"##)
    }
}
