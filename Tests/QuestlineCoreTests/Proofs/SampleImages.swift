/// Small images built byte by byte, with the metadata a phone writes: an EXIF block with a GPS
/// IFD and an XMP packet repeating the position. No binary files in the repository.
enum SampleImages {
    /// The XMP packet: the position in words a search would find.
    static let xmp = Array("http://ns.adobe.com/xap/1.0/\u{0}<x:xmpmeta><rdf:Description exif:GPSLatitude=\"59,54.2N\"/></x:xmpmeta>".utf8)

    /// A TIFF block (little-endian) with Orientation 6 and a GPS IFD holding latitude N 59° 54' 12.34".
    static let exifTIFF: [UInt8] = {
        var t: [UInt8] = [0x49, 0x49, 0x2A, 0x00, 0x08, 0x00, 0x00, 0x00]
        t += [0x02, 0x00]                                                  // IFD0: two entries
        t += [0x12, 0x01, 0x03, 0x00, 0x01, 0x00, 0x00, 0x00, 0x06, 0x00, 0x00, 0x00] // Orientation = 6
        t += [0x25, 0x88, 0x04, 0x00, 0x01, 0x00, 0x00, 0x00, 38, 0x00, 0x00, 0x00]   // GPSInfo IFD at 38
        t += [0, 0, 0, 0]
        t += [0x02, 0x00]                                                  // GPS IFD: two entries
        t += [0x01, 0x00, 0x02, 0x00, 0x02, 0x00, 0x00, 0x00, 0x4E, 0x00, 0x00, 0x00] // GPSLatitudeRef "N"
        t += [0x02, 0x00, 0x05, 0x00, 0x03, 0x00, 0x00, 0x00, 68, 0x00, 0x00, 0x00]   // GPSLatitude at 68
        t += [0, 0, 0, 0]
        for (numerator, denominator) in [(59, 1), (54, 1), (1234, 100)] as [(UInt32, UInt32)] {
            t += littleEndian(numerator) + littleEndian(denominator)
        }
        return t
    }()

    /// The compressed part of an 8×8 grey baseline JPEG: quantisation, frame, Huffman tables, scan, end.
    static let jpegImage: [UInt8] = {
        var j: [UInt8] = [0xFF, 0xDB, 0x00, 0x43, 0x00] + [UInt8](repeating: 1, count: 64)
        j += [0xFF, 0xC0, 0x00, 0x0B, 0x08, 0x00, 0x08, 0x00, 0x08, 0x01, 0x01, 0x11, 0x00]
        for table: UInt8 in [0x00, 0x10] { j += [0xFF, 0xC4, 0x00, 0x14, table, 1] + [UInt8](repeating: 0, count: 15) + [0] }
        j += [0xFF, 0xDA, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3F, 0x00, 0x3F, 0xFF, 0xD9]
        return j
    }()

    static let jfif: [UInt8] = [0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]

    /// SOI, JFIF, EXIF with GPS, XMP, then the image.
    static var jpegWithGPS: [UInt8] {
        [0xFF, 0xD8] + jfif + segment(0xE1, Array("Exif".utf8) + [0, 0] + exifTIFF) + segment(0xE1, xmp) + jpegImage
    }

    static func segment(_ marker: UInt8, _ body: [UInt8]) -> [UInt8] {
        let length = body.count + 2
        return [0xFF, marker, UInt8(length >> 8), UInt8(length & 0xFF)] + body
    }

    static func littleEndian(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(value >> (8 * $0) & 0xFF) } }

    static func bigEndian(_ value: UInt32) -> [UInt8] { littleEndian(value).reversed() }

    /// A PNG chunk with its CRC.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typed + bigEndian(crc32(typed))
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    static let pngHeader = chunk("IHDR", bigEndian(1) + bigEndian(1) + [8, 0, 0, 0, 0])
    /// One grey pixel, zlib-stored.
    static let pngData = chunk("IDAT", [0x78, 0x01, 0x01, 0x02, 0x00, 0xFD, 0xFF, 0x00, 0x80, 0x00, 0x82, 0x00, 0x81])
    static let pngEnd = chunk("IEND", [])

    /// A 1×1 PNG with an eXIf chunk (GPS) and an iTXt XMP chunk.
    static var pngWithGPS: [UInt8] {
        pngSignature + pngHeader + chunk("eXIf", exifTIFF)
            + chunk("iTXt", Array("XML:com.adobe.xmp".utf8) + [0, 0, 0, 0, 0] + Array(xmp.dropFirst(29)))
            + pngData + pngEnd
    }

    static var pngClean: [UInt8] { pngSignature + pngHeader + pngData + pngEnd }

    /// A RIFF chunk, padded to an even size.
    static func riffChunk(_ fourCC: String, _ data: [UInt8]) -> [UInt8] {
        Array(fourCC.utf8) + littleEndian(UInt32(data.count)) + data + (data.count % 2 == 1 ? [0] : [])
    }

    static func riff(_ chunks: [UInt8]) -> [UInt8] {
        Array("RIFF".utf8) + littleEndian(UInt32(chunks.count + 4)) + Array("WEBP".utf8) + chunks
    }

    /// An extended WebP: VP8X saying EXIF and XMP are there, a (stand-in) image chunk of odd size, EXIF, XMP.
    static func webp(flags: UInt8, metadata: Bool) -> [UInt8] {
        var chunks = riffChunk("VP8X", [flags, 0, 0, 0, 0, 0, 0, 0, 0, 0])
        chunks += riffChunk("VP8L", [0x2F, 0, 0, 0, 0x10, 0x07, 0x10, 0x11, 0x11])
        if metadata { chunks += riffChunk("EXIF", exifTIFF + [0]) + riffChunk("XMP ", xmp) }
        return riff(chunks)
    }

    /// The start of an iPhone's HEIC: an ftyp box with the heic brand.
    static let heic: [UInt8] = [0, 0, 0, 0x18] + Array("ftypheic".utf8) + [0, 0, 0, 0] + Array("mif1heic".utf8) + [0, 0, 0, 8] + Array("mdat".utf8)
}

extension Array where Element == UInt8 {
    /// True when `needle` occurs anywhere in these bytes.
    func contains(bytes needle: [UInt8]) -> Bool {
        guard !needle.isEmpty, needle.count <= count else { return false }
        return (0...(count - needle.count)).contains { Array(self[$0..<$0 + needle.count]) == needle }
    }
}
