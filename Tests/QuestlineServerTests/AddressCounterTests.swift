import Testing
@testable import QuestlineServer

@Suite("Connections per address")
struct AddressCounterTests {
    @Test("An address gets its limit of connections and no more; one that closes frees a place; others are not counted with it")
    func limit() {
        let counter = AddressCounter(limit: 2)
        #expect(counter.open("192.168.1.20") && counter.open("192.168.1.20"))
        #expect(!counter.open("192.168.1.20"))
        #expect(counter.count("192.168.1.20") == 2)
        #expect(counter.open("192.168.1.21"))
        counter.close("192.168.1.20")
        #expect(counter.open("192.168.1.20"))
        counter.close("192.168.1.20")
        counter.close("192.168.1.20")
        counter.close("192.168.1.20")
        #expect(counter.count("192.168.1.20") == 0)
        #expect(counter.open("192.168.1.20"))
    }
}
