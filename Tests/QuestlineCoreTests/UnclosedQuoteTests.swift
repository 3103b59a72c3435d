import Testing
@testable import QuestlineCore

@Suite("A quote left open")
struct UnclosedQuoteTests {
    @Test("A quote that swallows the next field is an error at the quote, not a merged title")
    func swallowsNextField() {
        let check = Fixture(["content/challenges.yaml": """
        - id: swim
          title: "Sunrise swim
          description: Into the fjord before seven."
          category: physical
          points: 10
        """]).check()
        #expect(check.diagnostics.errors.map(\.description) == [
            "content/challenges.yaml:2:10: error: this quote is not closed on its line, so 'description:' on line 3 became part of its text\n  hint: close the quote on line 2, or write the value without quotes",
        ])
    }

    @Test("A quote closed far below points at its line, not at the parser's later complaint")
    func closedFarBelow() {
        let check = Fixture(["content/challenges.yaml": """
        - id: swim
          title: 'Sunrise swim
          category: physical
          points: 10
        - id: run
          title: 'Run'
          category: physical
          points: 10
        """]).check()
        #expect(check.diagnostics.errors.map(\.location?.line) == [2])
        #expect(check.diagnostics.errors.first?.message.contains("'category:' on line 3") == true)
    }

    @Test("A quote the file ends inside is an error at the quote, not past the file's last line", arguments: ["\"", "'"])
    func endsInside(_ quote: String) {
        let check = Fixture(["content/people.yaml": "- id: sam\n  name: Sam\n  role: player\n- id: jo\n  role: friend\n  name: \(quote)Jo\n"]).check()
        #expect(check.diagnostics.errors.map(\.description) == [
            "content/people.yaml:6:9: error: this quote is never closed: the file ends inside it\n  hint: close the quote on line 6, or write the value without quotes",
        ])
    }

    @Test("Quotes closed on their line, escaped quotes, apostrophes and comments pass",
          arguments: [
              #"title: "Say \"hi\" twice""#,
              "title: 'It''s fine'",
              "title: Sam's cartwheel",
              "- {id: a, title: \"A, b\", points: 10}",
              "# a comment with \"one quote",
              "text: \"a long text that goes on\n      and on: still the same text\"",
          ])
    func closedQuotes(_ text: String) {
        #expect(UnclosedQuote.first(in: text) == nil)
    }

    @Test("The scan finds the line and column of the opening quote")
    func position() {
        let found = UnclosedQuote.first(in: "- id: a\n  title: \"A\n  points: 10\n- id: \"b\"")
        #expect(found == UnclosedQuote(line: 2, column: 10, swallowedLine: 3, swallowedKey: "points"))
    }
}
