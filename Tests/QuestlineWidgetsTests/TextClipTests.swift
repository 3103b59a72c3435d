@testable import QuestlineWidgets
import Testing

@Suite("Text clipping")
struct TextClipTests {
    @Test("Short text is kept as it is")
    func short() {
        #expect(TextClip.clip("Morning run", 20) == "Morning run")
    }

    @Test("Long text is cut to the limit, the last character an ellipsis")
    func long() {
        let clipped = TextClip.clip("Read for twenty minutes before bed", 20)
        #expect(clipped == "Read for twenty min…")
        #expect(clipped.unicodeScalars.count == 20)
    }

    @Test("A flag (two scalars) is kept whole or left out, and scalars are what is counted")
    func flags() {
        let clipped = TextClip.clip("Go 🇳🇴🇳🇴🇳🇴🇳🇴", 8)
        #expect(clipped == "Go 🇳🇴🇳🇴…")
        #expect(clipped.unicodeScalars.count <= 8)
    }
}
