import Foundation
import Testing
@testable import QuestlineCore

@Suite("Play slots in a page")
struct PlaySlotTests {
    @Test("A marker names its slot again, whatever characters its ids hold", arguments: [
        PlaySlot(.complete, "cartwheel", player: "sam"), PlaySlot(.reveal, "a-->b <x>"), PlaySlot(.points, "émile o'brien"),
        PlaySlot(.unlock, "*", player: "%2D"),
    ])
    func roundTrip(slot: PlaySlot) throws {
        let marker = slot.marker
        #expect(marker.hasPrefix(PlaySlot.prefix) && marker.hasSuffix("-->"))
        #expect(!marker.dropFirst(PlaySlot.prefix.count).dropLast(3).contains("-->") && !marker.contains("<x>"))
        let fields = marker.dropFirst(PlaySlot.prefix.count).dropLast(3)
        #expect(PlaySlot(fields: fields) == slot)
    }

    @Test("Filling replaces each marker with its form, drops a marker that names no slot, and keeps the rest of the page")
    func fill() {
        let page = "<ul><li>A" + PlaySlot(.complete, "a").marker + "</li><li>B" + PlaySlot(.unlock, "b", player: "sam").marker
            + "</li><!--questline-play nonsense--></ul><!-- another comment -->"
        let filled = PlaySlot.fill(Data(page.utf8)) { slot in slot.kind == .complete ? "<form>\(slot.subject)</form>" : "" }
        #expect(String(decoding: filled, as: UTF8.self) == "<ul><li>A<form>a</form></li><li>B</li></ul><!-- another comment -->")
        #expect(PlaySlot.fill(Data("no slot".utf8)) { _ in "x" } == Data("no slot".utf8))
        // A marker never closed is left as it is.
        #expect(String(decoding: PlaySlot.fill(Data("a<!--questline-play complete x *".utf8)) { _ in "F" }, as: UTF8.self)
                == "a<!--questline-play complete x *")
    }
}
