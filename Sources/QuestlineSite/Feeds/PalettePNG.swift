import Foundation

/// A PNG of up to four colours (2 bits a pixel), written without compression: deflate's
/// stored blocks inside zlib, so nothing here compresses. Enough for a link-preview card;
/// chat apps show PNG where they do not show SVG.
struct PalettePNG {
    let width: Int
    let height: Int
    /// Up to four colours, `0xRRGGBB`.
    let palette: [UInt32]
    /// The palette index (0...3) of the pixel at `x`, `y`.
    let pixel: (_ x: Int, _ y: Int) -> Int

    var bytes: Data {
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = Data()
        header.append(bigEndian: UInt32(width))
        header.append(bigEndian: UInt32(height))
        header.append(contentsOf: [2, 3, 0, 0, 0])  // 2 bits, palette colour, deflate, no filter, no interlace
        png.append(chunk: "IHDR", header)
        png.append(chunk: "PLTE", Data(palette.prefix(4).flatMap { [UInt8($0 >> 16 & 0xFF), UInt8($0 >> 8 & 0xFF), UInt8($0 & 0xFF)] }))
        png.append(chunk: "IDAT", Self.zlibStored(scanlines))
        png.append(chunk: "IEND", Data())
        return png
    }

    /// Each row: filter type 0, then four pixels a byte, the first in the high bits.
    private var scanlines: Data {
        let rowBytes = (width + 3) / 4
        var data = Data(capacity: height * (rowBytes + 1))
        for y in 0..<height {
            data.append(0)
            var byte: UInt8 = 0
            for x in 0..<width {
                byte |= UInt8(pixel(x, y) & 3) << UInt8(6 - 2 * (x % 4))
                if x % 4 == 3 || x == width - 1 { data.append(byte); byte = 0 }
            }
        }
        return data
    }

    /// zlib (RFC 1950) around deflate stored blocks (RFC 1951), at most 65,535 bytes each.
    static func zlibStored(_ raw: Data) -> Data {
        var out = Data([0x78, 0x01])
        let bytes = [UInt8](raw)
        var start = 0
        repeat {
            let count = min(65_535, bytes.count - start)
            let last: UInt8 = start + count == bytes.count ? 1 : 0
            out.append(last)
            out.append(contentsOf: [UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8(~count >> 8 & 0xFF)])
            out.append(contentsOf: bytes[start..<start + count])
            start += count
        } while start < bytes.count
        out.append(bigEndian: adler32(bytes))
        return out
    }

    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return b << 16 | a
    }

    /// PNG's CRC-32 (ISO 3309, reflected, polynomial 0xEDB88320).
    static func crc32(_ bytes: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}

private extension Data {
    mutating func append(bigEndian value: UInt32) {
        append(contentsOf: [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
    }

    mutating func append(chunk type: String, _ body: Data) {
        append(bigEndian: UInt32(body.count))
        let typed = Data(type.utf8) + body
        append(typed)
        append(bigEndian: PalettePNG.crc32(typed))
    }
}
