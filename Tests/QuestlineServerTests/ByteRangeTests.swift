import Testing
@testable import QuestlineServer

@Suite("What a Range header asks of a file")
struct ByteRangeTests {
    @Test("One range of bytes: from-to, from to the end, the last n; an end past the file is cut to it", arguments: [
        ("bytes=0-9", ByteRange.part(first: 0, last: 9)),
        ("bytes=10-", .part(first: 10, last: 99)),
        ("bytes=-10", .part(first: 90, last: 99)),
        ("bytes=90-1000", .part(first: 90, last: 99)),
        ("bytes=99-99", .part(first: 99, last: 99)),
        ("BYTES=5-6", .part(first: 5, last: 6)),
        ("bytes=-1000", .part(first: 0, last: 99)),
        ("bytes=0-18446744073709551615", .part(first: 0, last: 99)),
        ("bytes=-18446744073709551616", .part(first: 0, last: 99)),
    ])
    func part(_ header: String, _ expected: ByteRange) {
        #expect(ByteRange.parse(header, size: 100) == expected)
    }

    @Test("A range that starts past the end is unsatisfiable, however large its numbers", arguments: [
        "bytes=18446744073709551615-", "bytes=100-", "bytes=100-200", "bytes=9223372036854775807-",
        "bytes=99999999999999999999999999999-", "bytes=-0",
    ])
    func unsatisfiable(_ header: String) {
        #expect(ByteRange.parse(header, size: 100) == .unsatisfiable)
    }

    @Test("No header, several ranges, another unit or nonsense: the whole file", arguments: [
        nil, "bytes=0-1,5-6", "items=0-9", "bytes=9-0", "bytes=a-b", "bytes=-", "bytes=1-2-3", "bytes= - 5x", "",
    ] as [String?])
    func whole(_ header: String?) {
        #expect(ByteRange.parse(header, size: 100) == .whole)
    }

    @Test("An empty file has no byte to give")
    func empty() {
        #expect(ByteRange.parse("bytes=0-", size: 0) == .unsatisfiable)
        #expect(ByteRange.parse("bytes=-5", size: 0) == .unsatisfiable)
        #expect(ByteRange.parse(nil, size: 0) == .whole)
    }

    @Test("Numbers saturate at Int64.max instead of overflowing")
    func saturating() {
        #expect(ByteRange.number("18446744073709551615") == .max)
        #expect(ByteRange.number("9223372036854775807") == .max)
        #expect(ByteRange.number("9223372036854775806") == Int64.max - 1)
        #expect(ByteRange.number("12") == 12)
        #expect(ByteRange.number("") == nil)
        #expect(ByteRange.number("1x") == nil)
        #expect(ByteRange.number("-1") == nil)
    }
}
