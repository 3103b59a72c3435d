import Foundation
import Testing
@testable import QuestlineCore

@Suite("Completions")
struct CompletionTests {
    static func completion(value: Double? = nil, media: String? = nil, text: String? = nil) -> Completion {
        Completion(challenge: "run", player: "sam", at: Date(timeIntervalSince1970: 1_781_000_000), day: LocalDate(year: 2026, month: 6, day: 13)!,
                   option: .a, proof: .photo, media: media, text: text, points: 5, line: 7, event: EventID(bits: 42), value: value)
    }

    /// A long game keeps millions of completions (XL: a million, in 72 MB rather than 112).
    @Test("A completion takes 72 bytes, its rare fields boxed")
    func size() {
        #expect(MemoryLayout<Completion>.size == 72)
    }

    @Test("A completion keeps its value, photo and note, and is equal by them")
    func rareFields() {
        let plain = Self.completion()
        #expect(plain.value == nil && plain.media == nil && plain.text == nil)
        let full = Self.completion(value: 5.2, media: "media/proofs/run.jpg", text: "Windy")
        #expect(full.value == 5.2 && full.media == "media/proofs/run.jpg" && full.text == "Windy")
        #expect(full.points == 5 && full.line == 7 && full.option == .a && full.proof == .photo)
        #expect(full == Self.completion(value: 5.2, media: "media/proofs/run.jpg", text: "Windy"))
        #expect(Set([full, Self.completion(value: 5.2, media: "media/proofs/run.jpg", text: "Windy")]).count == 1)
        for other in [plain, Self.completion(value: 5.3, media: "media/proofs/run.jpg", text: "Windy"),
                      Self.completion(value: 5.2, media: nil, text: "Windy"), Self.completion(value: 5.2, media: "media/proofs/run.jpg", text: "Calm")] {
            #expect(full != other)
        }
        #expect(Self.completion(media: "", text: nil).media == "")
    }
}
