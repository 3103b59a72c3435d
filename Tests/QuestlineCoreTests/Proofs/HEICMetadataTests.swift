import Foundation
import Testing
@testable import QuestlineCore

@Suite("HEIC photos lose their position")
struct HEICMetadataTests {
    @Test("A phone's HEIC keeps its picture and loses the EXIF and XMP that held the position")
    func realPhoto() throws {
        let original = SampleHEIC.withGPS
        #expect(original.count == 7260)
        #expect(contains(original, "GPSLatitude") && contains(original, "Apple"))
        let photo = try ProofPhoto(original)
        #expect(photo.type == .heic)
        // Overwritten in place: every offset in the file still holds.
        #expect(photo.bytes.count == original.count)
        #expect(!contains(photo.bytes, "GPSLatitude") && !contains(photo.bytes, "Apple") && !contains(photo.bytes, "ExifTool"))
        // Only the two items' bytes changed: 342 of EXIF and 2,856 of XMP at most (heif-info).
        let changed = zip(original, photo.bytes).filter { $0 != $1 }
        #expect(changed.count > 0 && changed.count <= 342 + 2856)
        // The boxes and the picture are where they were: everything before the items' data is the same.
        #expect(original[0..<489] == photo.bytes[0..<489])
        #expect(contains(photo.bytes, "<x:xmpmeta xmlns:x=\"adobe:ns:meta/\"/>"))
        // Cleaning a clean photo changes nothing.
        #expect(try ProofPhoto(photo.bytes).bytes == photo.bytes)
    }

    @Test("An EXIF item kept in the meta box's idat is emptied there")
    func idat() throws {
        let exif: [UInt8] = [0, 0, 0, 0] + Array("MM\u{0}*".utf8) + [0, 0, 0, 8, 0, 1, 0x88, 0x25, 0, 4, 0, 0, 0, 1, 0, 0, 0, 26] + Array(repeating: 0x47, count: 30)
        let file = SyntheticHEIF.file(exif: exif, construction: 1)
        let cleaned = try ProofPhoto(file).bytes
        let start = try #require(SyntheticHEIF.idatStart(in: file))
        #expect(Array(cleaned[start..<start + exif.count]) == HEICMetadata.emptyEXIF + Array(repeating: 0, count: exif.count - HEICMetadata.emptyEXIF.count))
        #expect(cleaned[..<start] == file[..<start] && cleaned[(start + exif.count)...] == file[(start + exif.count)...])
    }

    @Test("A HEIC whose position cannot be checked whole is refused, never published")
    func unremovable() {
        // A video track beside the picture (a Live Photo's), with a position of its own.
        let withTrack = SyntheticHEIF.file(exif: Array(repeating: 1, count: 20), construction: 0, extra: SyntheticHEIF.box("moov", [0, 0, 0, 0]))
        #expect(refusal(withTrack) == "locationUnremovable")
        // The EXIF item built from other items, or kept in another file.
        #expect(refusal(SyntheticHEIF.file(exif: Array(repeating: 1, count: 20), construction: 2)) == "locationUnremovable")
        #expect(refusal(SyntheticHEIF.file(exif: Array(repeating: 1, count: 20), construction: 0, dataReference: 1)) == "locationUnremovable")
        #expect(ProofError.locationUnremovable(.heic, "x").description.contains("send it as JPEG"))
    }

    @Test("Lengths that lie are refused as damaged")
    func damaged() {
        #expect(refusal(SampleImages.heic) == "malformed") // no meta box
        #expect(refusal(SyntheticHEIF.file(exif: Array(repeating: 1, count: 20), construction: 0, exifLength: 1 << 40)) == "malformed")
        #expect(refusal(SyntheticHEIF.file(exif: Array(repeating: 1, count: 20), construction: 0, exifOffset: UInt32.max)) == "malformed")
        #expect(refusal(Array(SampleHEIC.withGPS.prefix(400))) == "malformed")
    }

    @Test("An item whose data lies over the file's own boxes is refused: emptying it would rewrite them")
    func itemOverBoxes() throws {
        let exif = Array(repeating: UInt8(1), count: 20)
        // Over the file type box, over the meta box's start, and across mdat's end into nothing.
        for offset: UInt32 in [0, 24] {
            let file = SyntheticHEIF.file(exif: exif, construction: 0, exifOffset: offset)
            #expect(throws: ProofError.malformed(.heic, "item 2 lies outside the boxes that hold data")) { try ProofPhoto(file) }
        }
        #expect(refusal(SyntheticHEIF.file(exif: exif, construction: 0)) == nil, "in mdat, as a phone writes it")
        // In idat, but found by its offset in the file rather than in idat: data still, emptied there.
        var inIdat = SyntheticHEIF.file(exif: exif, construction: 1)
        let start = try #require(SyntheticHEIF.idatStart(in: inIdat))
        let entry = SyntheticHEIF.u16(2) + SyntheticHEIF.u16(1) + SyntheticHEIF.u16(0) + SyntheticHEIF.u16(1) + SyntheticHEIF.u32(0)
        let at = try #require((0...(inIdat.count - entry.count)).first { inIdat[$0..<$0 + entry.count].elementsEqual(entry) })
        inIdat.replaceSubrange(at..<at + entry.count, with: SyntheticHEIF.u16(2) + SyntheticHEIF.u16(0) + SyntheticHEIF.u16(0) + SyntheticHEIF.u16(1) + SyntheticHEIF.u32(UInt32(start)))
        let cleaned = try ProofPhoto(inIdat).bytes
        #expect(Array(cleaned[start..<start + HEICMetadata.emptyEXIF.count]) == HEICMetadata.emptyEXIF)
    }

    @Test("Tables that would make the check run for hours are refused at once", .timeLimit(.minutes(1)))
    func hostileTables() {
        typealias H = SyntheticHEIF
        // 65,535 items of 65,535 extents each, every size 0: four billion extents that read no byte.
        var emptyExtents: [UInt8] = [1, 0, 0, 0, 0x00, 0x00] + H.u16(0xFFFF)
        for id in 0..<0xFFFF { emptyExtents += H.u16(UInt16(id)) + H.u16(0) + H.u16(0) + H.u16(0xFFFF) }
        #expect(refusal(H.assemble(items: [(1, "Exif")], iloc: emptyExtents, mdat: [])) == "malformed")
        // A thousand EXIF items over the same bytes: a thousand times the file to overwrite.
        let mdat = Array(repeating: UInt8(0x45), count: 4_000)
        let items = (1...1_000).map { (UInt16($0), "Exif") }
        var overlapping: [UInt8] = [1, 0, 0, 0, 0x44, 0x00] + H.u16(1_000)
        for (id, _) in items { overlapping += H.u16(id) + H.u16(0) + H.u16(0) + H.u16(1) + H.u32(0) + H.u32(4_000) }
        let file = H.assemble(items: items, iloc: overlapping, mdat: mdat)
        #expect(refusal(file) == "malformed")
    }

    @Test("No cut and no changed byte of a real HEIC makes the check trap")
    func hostileBytes() {
        let original = SampleHEIC.withGPS
        for length in stride(from: 0, to: original.count, by: 3) {
            _ = try? ProofPhoto(Array(original.prefix(length)))
        }
        var random = SplitMix(seed: 33)
        for _ in 0..<3000 {
            var bytes = original
            for _ in 0..<1 + Int(random.next() % 4) {
                // Mostly in the boxes' headers and tables, where a lie is a length.
                let index = Int(random.next() % 600)
                bytes[index] = [0, 0xFF, 0x7F, 0x80, UInt8(truncatingIfNeeded: random.next())][Int(random.next() % 5)]
            }
            if let photo = try? ProofPhoto(bytes) { #expect(photo.bytes.count == bytes.count) }
        }
    }

    private func contains(_ bytes: [UInt8], _ text: String) -> Bool {
        let needle = Array(text.utf8)
        return bytes.count >= needle.count && (0...(bytes.count - needle.count)).contains { bytes[$0..<$0 + needle.count].elementsEqual(needle) }
    }

    private func refusal(_ bytes: [UInt8]) -> String? {
        do {
            _ = try ProofPhoto(bytes)
            return nil
        } catch {
            switch error {
            case .locationUnremovable: return "locationUnremovable"
            case .malformed: return "malformed"
            default: return "\(error)"
            }
        }
    }
}

/// A deterministic generator for the byte changes.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E509
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Small HEIF files made by hand: one picture item in `mdat` and one EXIF item, in `mdat`
/// (construction 0) or in the meta box's `idat` (construction 1).
enum SyntheticHEIF {
    static func box(_ type: String, _ body: [UInt8]) -> [UInt8] { u32(UInt32(8 + body.count)) + Array(type.utf8) + body }
    static func u32(_ value: UInt32) -> [UInt8] { [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
    static func u16(_ value: UInt16) -> [UInt8] { [UInt8(value >> 8), UInt8(value & 0xFF)] }

    static func infe(_ id: UInt16, _ type: String) -> [UInt8] {
        box("infe", [2, 0, 0, 0] + u16(id) + u16(0) + Array(type.utf8) + [0])
    }

    static func file(exif: [UInt8], construction: UInt16, dataReference: UInt16 = 0, extra: [UInt8] = [],
                     exifLength: UInt64? = nil, exifOffset: UInt32? = nil) -> [UInt8] {
        let picture: [UInt8] = Array(repeating: 0xAB, count: 16)
        let ftyp = box("ftyp", Array("heic".utf8) + u32(0) + Array("mif1heic".utf8))
        let hdlr = box("hdlr", [0, 0, 0, 0] + u32(0) + Array("pict".utf8) + Array(repeating: 0, count: 13))
        let iinf = box("iinf", [0, 0, 0, 0] + u16(2) + infe(1, "hvc1") + infe(2, "Exif"))
        let idat = construction == 1 ? box("idat", exif) : []
        func iloc(mdatData: UInt32) -> [UInt8] {
            // version 1, offset 4, length 8, base 0, index 0
            var body: [UInt8] = [1, 0, 0, 0, 0x48, 0x00] + u16(2)
            body += u16(1) + u16(0) + u16(0) + u16(1) + u32(mdatData) + [0, 0, 0, 0] + u32(UInt32(picture.count))
            let exifAt = construction == 1 ? 0 : mdatData + UInt32(picture.count)
            let length = exifLength ?? UInt64(exif.count)
            body += u16(2) + u16(construction) + u16(dataReference) + u16(1) + u32(exifOffset ?? exifAt) + u32(UInt32(length >> 32)) + u32(UInt32(length & 0xFFFF_FFFF))
            return box("iloc", body)
        }
        func assemble(_ mdatData: UInt32) -> [UInt8] {
            let meta = box("meta", [0, 0, 0, 0] + hdlr + iloc(mdatData: mdatData) + iinf + idat)
            let mdat = box("mdat", picture + (construction == 1 ? [] : exif))
            return ftyp + meta + extra + mdat
        }
        let first = assemble(0)
        return assemble(UInt32(first.count - (8 + picture.count + (construction == 1 ? 0 : exif.count)) + 8))
    }

    /// A HEIF with these items and this `iloc` body, and `mdat` last. Offsets in the `iloc` are
    /// the caller's; construction 0 offsets count from the file's start.
    static func assemble(items: [(UInt16, String)], iloc: [UInt8], mdat: [UInt8]) -> [UInt8] {
        let ftyp = box("ftyp", Array("heic".utf8) + u32(0) + Array("mif1heic".utf8))
        let hdlr = box("hdlr", [0, 0, 0, 0] + u32(0) + Array("pict".utf8) + Array(repeating: 0, count: 13))
        let iinf = box("iinf", [0, 0, 0, 0] + u16(UInt16(items.count)) + items.flatMap { infe($0.0, $0.1) })
        return ftyp + box("meta", [0, 0, 0, 0] + hdlr + box("iloc", iloc) + iinf) + box("mdat", mdat)
    }

    /// Where the idat box's data starts.
    static func idatStart(in bytes: [UInt8]) -> Int? {
        let needle = Array("idat".utf8)
        guard let at = (0...(bytes.count - 4)).first(where: { bytes[$0..<$0 + 4].elementsEqual(needle) }) else { return nil }
        return at + 4
    }
}
