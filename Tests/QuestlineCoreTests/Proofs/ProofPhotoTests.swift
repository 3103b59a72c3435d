import Testing
@testable import QuestlineCore

@Suite("A proof photo: its type from its bytes, its location removed")
struct ProofPhotoTests {
    @Test("A JPEG loses its EXIF GPS IFD and its XMP; the orientation and the image stay")
    func jpeg() throws {
        let photo = try ProofPhoto(SampleImages.jpegWithGPS)
        #expect(photo.type == .jpeg)
        #expect(photo.bytes == [0xFF, 0xD8] + SampleImages.jfif + EXIFOrientation.segment(6) + SampleImages.jpegImage)
        #expect(!photo.bytes.contains(bytes: [0x25, 0x88]) && !photo.bytes.contains(bytes: [0x88, 0x25]))
        #expect(!photo.bytes.contains(bytes: Array("GPSLatitude".utf8)))
        #expect(!photo.bytes.contains(bytes: SampleImages.littleEndian(1234)))
        #expect(EXIFOrientation.read(Array(EXIFOrientation.segment(6).dropFirst(4))) == 6)
    }

    @Test("An APP1 between the scans of a progressive JPEG goes, and so does a picture appended after the end")
    func betweenScans() throws {
        // Scan data with a stuffed 0xFF00, a restart marker and fill bytes, which are not segments.
        let scan: [UInt8] = [0xFF, 0xDA, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3F, 0x00, 0x12, 0xFF, 0x00, 0x34, 0xFF, 0xD0, 0x56]
        let table: [UInt8] = [0xFF, 0xFF, 0xC4, 0x00, 0x14, 0x10, 1] + [UInt8](repeating: 0, count: 15) + [0]
        let head: [UInt8] = [0xFF, 0xD8] + SampleImages.jfif + Array(SampleImages.jpegImage.prefix(69 + 13 + 44))
        let appended = SampleImages.jpegWithGPS
        let photo = try ProofPhoto(head + scan + SampleImages.segment(0xE1, SampleImages.xmp) + table + scan + [0xFF, 0xD9] + appended)
        // The fill byte before a marker is not kept either.
        #expect(photo.bytes == head + scan + Array(table.dropFirst()) + scan + [0xFF, 0xD9])
    }

    @Test("A segment that is no segment (0xFF00) after an APP1 between scans is refused: stored, it would read otherwise")
    func stuffedByteAsSegment() throws {
        // Found by fuzz-photo: with the APP1 dropped, the 0xFF00 "segment" follows the scan data
        // and reads as a stuffed byte of it, so the end marker inside it ended the stored photo.
        let head: [UInt8] = [0xFF, 0xD8] + SampleImages.jfif + Array(SampleImages.jpegImage.prefix(69 + 13 + 44))
        let scan: [UInt8] = [0xFF, 0xDA, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3F, 0x00, 0x12, 0x34]
        let bytes = head + scan + SampleImages.segment(0xE1, SampleImages.xmp) + [0xFF, 0x00, 0x00, 0x06, 0xFF, 0xD9, 0x56, 0x78, 0xFF, 0xD9]
        #expect(throws: ProofError.malformed(.jpeg, "0xFF00 at byte \(head.count + scan.count + SampleImages.xmp.count + 4) is not a marker")) {
            try ProofPhoto(bytes)
        }
    }

    @Test("A photo is stored as it would be stripped again: there is nothing left to strip",
          arguments: [SampleImages.jpegWithGPS, SampleImages.pngWithGPS, SampleImages.webp(flags: 0x0C, metadata: true), SampleHEIC.withGPS])
    func strippedOnce(_ bytes: [UInt8]) throws {
        let photo = try ProofPhoto(bytes)
        #expect(try ProofPhoto(photo.bytes) == photo)
    }

    @Test("A JPEG cut off inside its picture is refused as damaged, as is one with no picture at all")
    func cutInScan() throws {
        let whole = [0xFF, 0xD8] + SampleImages.jfif + SampleImages.jpegImage
        #expect(try ProofPhoto(whole).bytes == whole)
        for cut in [Array(whole.dropLast(2)), Array(whole.dropLast(1))] {
            let error = try #require(throws: ProofError.self) { try ProofPhoto(cut) }
            #expect(error == .malformed(.jpeg, "it ends inside its picture, before its end marker"))
        }
        let noPicture = [0xFF, 0xD8] + SampleImages.jfif + [0xFF, 0xD9]
        #expect(throws: ProofError.malformed(.jpeg, "it holds no picture before its end marker")) { try ProofPhoto(noPicture) }
    }

    @Test("A JPEG with no EXIF comes out byte for byte the same")
    func cleanJPEG() throws {
        let clean = [0xFF, 0xD8] + SampleImages.jfif + SampleImages.jpegImage
        #expect(try ProofPhoto(clean).bytes == clean)
    }

    @Test("A big-endian EXIF block's orientation is read too")
    func bigEndianOrientation() {
        let tiff: [UInt8] = [0x4D, 0x4D, 0, 0x2A, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 8, 0, 0, 0, 0, 0, 0]
        #expect(EXIFOrientation.read(Array("Exif".utf8) + [0, 0] + tiff) == 8)
    }

    @Test("A PNG loses its eXIf and text chunks and keeps its image chunks")
    func png() throws {
        let photo = try ProofPhoto(SampleImages.pngWithGPS)
        #expect(photo.type == .png)
        #expect(photo.bytes == SampleImages.pngClean)
    }

    @Test("A WebP loses its EXIF and XMP chunks, their VP8X flags and keeps the image, sizes rewritten")
    func webp() throws {
        let photo = try ProofPhoto(SampleImages.webp(flags: 0x0C | 0x10, metadata: true))
        #expect(photo.type == .webp)
        #expect(photo.bytes == SampleImages.webp(flags: 0x10, metadata: false))
    }

    /// Files of other kinds, whatever they are called.
    static let otherFiles: [[UInt8]] = [
        Array("just some text, saved as holiday.jpg\n".utf8),
        Array("GIF89a\u{1}\u{0}\u{1}\u{0}".utf8),
        Array("%PDF-1.7\n".utf8),
        [0xFF, 0xD8],
        Array("RIFF\u{0}\u{0}\u{0}\u{0}WAVEfmt ".utf8),
    ]

    @Test("Anything that is not a JPEG, PNG, HEIC or WebP is refused, whatever it is called", arguments: otherFiles)
    func unsupported(_ bytes: [UInt8]) {
        #expect(throws: ProofError.unsupportedType) { try ProofPhoto(bytes) }
    }

    @Test("An empty file and a file over the limit are refused")
    func sizes() {
        #expect(throws: ProofError.empty) { try ProofPhoto([]) }
        #expect(throws: ProofError.tooLarge(size: SampleImages.jpegWithGPS.count, limit: 100)) {
            try ProofPhoto(SampleImages.jpegWithGPS, sizeLimit: 100)
        }
        #expect(ProofError.tooLarge(size: 16_400_000, limit: 15_000_000).description
                == "the photo is 16.4 MB, more than the limit of 15 MB")
        #expect(ProofError.tooLarge(size: 15_000_001, limit: 15_000_000).description == "the photo is larger than the limit of 15 MB")
    }

    /// Images that start right and break further on, with the end of the reason each gives.
    static let damagedImages: [([UInt8], String)] = {
        let jfif: [UInt8] = [0xFF, 0xD8] + SampleImages.jfif
        let png: [UInt8] = SampleImages.pngSignature + SampleImages.pngHeader
        let webp: [UInt8] = SampleImages.webp(flags: 0, metadata: false)
        var cases: [([UInt8], String)] = []
        cases.append((jfif + [0xFF, 0xE1, 0x40, 0x00, 0x45], "a segment's length runs past the end"))
        cases.append(([0xFF, 0xD8, 0xFF, 0xE1], "it ends inside a segment length"))
        cases.append((jfif + [0x12, 0x34], "a segment does not start with a marker at byte 20"))
        cases.append((jfif + [0xFF, 0x80, 0x00, 0x02, 0xFF, 0xD9], "0xFF80 at byte 20 is not a marker"))
        cases.append((png + SampleImages.pngData, "it ends before its IEND chunk"))
        cases.append((SampleImages.pngSignature + SampleImages.pngData + SampleImages.pngEnd, "its first chunk is not IHDR"))
        cases.append((png + [0x7F, 0xFF, 0xFF, 0xFF] + Array("IDAT".utf8), "the IDAT chunk runs past the end"))
        cases.append((Array(webp.dropLast(4)), "its RIFF size runs past the end"))
        // Found by fuzz-photo: a RIFF size of 0 was read as a WebP of no chunks, which was stored
        // (12 bytes, no picture) and then refused as too short.
        cases.append((Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBPX\0\0\0VP6".utf8) + [0xA8, 0xFF, 0xFF, 0xFF, 0x05, 0x44, 0x3E, 0x00, 0x5C],
                      "its RIFF size leaves no room for a chunk"))
        cases.append((SampleImages.riff(SampleImages.riffChunk("VP8X", [UInt8](repeating: 0, count: 10)) + SampleImages.riffChunk("EXIF", SampleImages.exifTIFF)),
                      "it holds no image"))
        return cases
    }()

    @Test("Damaged images are refused, never half cleaned", arguments: damagedImages)
    func damaged(_ bytes: [UInt8], _ reason: String) {
        #expect(throws: ProofError.self) { try ProofPhoto(bytes) }
        do { _ = try ProofPhoto(bytes) } catch { #expect(error.description.hasSuffix(reason), "\(error)") }
    }
}
