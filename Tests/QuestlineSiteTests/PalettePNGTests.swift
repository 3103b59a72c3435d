import Foundation
import Testing
@testable import QuestlineSite

@Suite("The link-preview card's PNG")
struct PalettePNGTests {
    @Test("Checksums are the published ones: CRC-32 of IEND, Adler-32 of 'Wikipedia'")
    func checksums() {
        #expect(PalettePNG.crc32(Data("IEND".utf8)) == 0xAE42_6082)
        #expect(PalettePNG.adler32(Array("Wikipedia".utf8)) == 0x11E6_0398)
    }

    @Test("More than one stored block: each at most 65,535 bytes, the last one marked, then the Adler-32")
    func storedBlocks() {
        let raw = Data((0..<70_000).map { UInt8($0 % 251) })
        let zlib = PalettePNG.zlibStored(raw)
        #expect(zlib.prefix(2) == Data([0x78, 0x01]))
        #expect(zlib.count == 2 + 5 + 65_535 + 5 + (70_000 - 65_535) + 4)
        #expect(zlib[2] == 0 && zlib[2 + 5 + 65_535] == 1)
    }

    @Test("A 5×1 picture packs four pixels a byte, first in the high bits")
    func packing() {
        let png = PalettePNG(width: 5, height: 1, palette: [0x000000, 0xFF0000, 0x00FF00, 0x0000FF]) { x, _ in x % 4 }.bytes
        #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        // The IDAT's stored block: filter 0, then 0b00011011, then 0b00000000.
        let idat = try? #require(png.range(of: Data("IDAT".utf8)))
        if let idat {
            let body = png[idat.upperBound...]
            #expect(Array(body.dropFirst(2 + 5).prefix(3)) == [0, 0b0001_1011, 0])
        }
    }
}
