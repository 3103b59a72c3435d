/// Reads the boxes of an ISO base media file (ISO/IEC 14496-12), as far as finding a HEIF's
/// metadata items needs: box headers, `iinf`'s item types and `iloc`'s extents. Every length is
/// checked against what holds it, and a number too big for the file is an error, never a trap.
struct ISOBoxes {
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    struct Box {
        var type: String
        /// The bytes after the header.
        var body: Range<Int>

        var printableType: String {
            String(type.unicodeScalars.map { (0x20..<0x7F).contains($0.value) ? Character($0) : "?" })
        }
    }

    /// An item's extents as `iloc` gives them.
    struct Extents {
        /// 0: offsets into the file; 1: into the `idat` box.
        var construction: Int
        var base: UInt64
        var extents: [(offset: UInt64, length: UInt64)]

        /// The byte ranges of the file the item's data lies in.
        func ranges(in fileSize: Int, idat: Range<Int>?) throws(ProofError) -> [Range<Int>] {
            let area: Range<Int>
            switch construction {
            case 0: area = 0..<fileSize
            case 1:
                guard let idat else { throw HEICMetadata.damaged("an item is in an idat box it does not have") }
                area = idat
            default:
                throw ProofError.locationUnremovable(.heic, "an item is built from other items")
            }
            var ranges: [Range<Int>] = []
            for extent in extents {
                let (start, overflow) = base.addingReportingOverflow(extent.offset)
                guard !overflow, extent.length > 0, start <= UInt64(area.count), extent.length <= UInt64(area.count) - start else {
                    throw HEICMetadata.damaged("an item's data runs past the end")
                }
                let lower = area.lowerBound + Int(start)
                ranges.append(lower..<lower + Int(extent.length))
            }
            return ranges
        }
    }

    /// The boxes one after another in `range`.
    func children(of range: Range<Int>) throws(ProofError) -> [Box] {
        var boxes: [Box] = []
        var index = range.lowerBound
        while index < range.upperBound {
            guard range.upperBound - index >= 8 else { throw HEICMetadata.damaged("a box header runs past the end") }
            let size = uint(at: index, size: 4)
            let type = String(decoding: bytes[index + 4..<index + 8], as: UTF8.self)
            var header = 8
            let length: UInt64
            switch size {
            case 0: length = UInt64(range.upperBound - index) // to the end
            case 1:
                guard range.upperBound - index >= 16 else { throw HEICMetadata.damaged("a box header runs past the end") }
                length = uint(at: index + 8, size: 8)
                header = 16
            default: length = size
            }
            guard length >= UInt64(header), length <= UInt64(range.upperBound - index) else {
                throw HEICMetadata.damaged("the `\(Box(type: type, body: 0..<0).printableType)` box runs past the end")
            }
            boxes.append(Box(type: type, body: index + header..<index + Int(length)))
            index += Int(length)
        }
        return boxes
    }

    /// A full box's body after its version and flags.
    func fullBoxBody(_ box: Box) throws(ProofError) -> Range<Int> {
        guard box.body.count >= 4 else { throw HEICMetadata.damaged("the `\(box.printableType)` box is too short") }
        return box.body.lowerBound + 4..<box.body.upperBound
    }

    func version(_ box: Box) -> UInt8 { box.body.isEmpty ? 0 : bytes[box.body.lowerBound] }

    /// The items of `iinf` that hold metadata, by id: `Exif` and `mime` (XMP among them); items of
    /// an old `infe` (versions 0 and 1) are all typed texts.
    func metadataItems(_ iinf: Box) throws(ProofError) -> [(UInt64, HEICMetadata.Kind)] {
        var reader = Reader(bytes: bytes, range: try fullBoxBody(iinf))
        _ = try reader.uint(version(iinf) == 0 ? 2 : 4) // the entry count; the boxes that follow are read instead
        var items: [(UInt64, HEICMetadata.Kind)] = []
        for infe in try children(of: reader.rest) where infe.type == "infe" {
            var entry = Reader(bytes: bytes, range: try fullBoxBody(infe))
            let version = version(infe)
            let id = try entry.uint(version == 3 ? 4 : 2)
            _ = try entry.uint(2) // protection index
            guard version >= 2 else {
                items.append((id, .text))
                continue
            }
            switch String(decoding: try entry.take(4), as: UTF8.self) {
            case "Exif": items.append((id, .exif))
            case "mime", "uri ": items.append((id, .text))
            default: break // a picture, a grid, a thumbnail
            }
        }
        return items
    }

    /// The most extents all items together may have: a phone's photo has a few dozen (one a tile).
    static let maxExtents: UInt64 = 100_000

    /// Where each item's data lies, by id.
    func locations(_ iloc: Box) throws(ProofError) -> [UInt64: Extents] {
        let version = version(iloc)
        guard version <= 2 else { throw HEICMetadata.damaged("its item locations are of an unknown version \(version)") }
        var reader = Reader(bytes: bytes, range: try fullBoxBody(iloc))
        let sizes = try reader.uint(2)
        let (offsetSize, lengthSize, baseSize) = (Int(sizes >> 12 & 0xF), Int(sizes >> 8 & 0xF), Int(sizes >> 4 & 0xF))
        let indexSize = version == 0 ? 0 : Int(sizes & 0xF)
        for size in [offsetSize, lengthSize, baseSize, indexSize] where ![0, 4, 8].contains(size) {
            throw HEICMetadata.damaged("its item locations use \(size)-byte numbers")
        }
        let count = try reader.uint(version < 2 ? 2 : 4)
        var found: [UInt64: Extents] = [:]
        // Extents of no bytes at all (every size 0) read nothing: without a limit, a small file
        // could ask for billions of them.
        var extentsLeft = Self.maxExtents
        for _ in 0..<min(count, UInt64(bytes.count)) {
            let id = try reader.uint(version < 2 ? 2 : 4)
            let construction = version == 0 ? 0 : Int(try reader.uint(2) & 0xF)
            guard try reader.uint(2) == 0 else {
                throw ProofError.locationUnremovable(.heic, "item \(id) lies in another file")
            }
            let base = try reader.uint(baseSize)
            let extentCount = try reader.uint(2)
            guard extentCount <= extentsLeft else { throw HEICMetadata.damaged("its items name more than \(Self.maxExtents) pieces") }
            extentsLeft -= extentCount
            var extents: [(offset: UInt64, length: UInt64)] = []
            for _ in 0..<extentCount {
                _ = try reader.uint(indexSize)
                extents.append((try reader.uint(offsetSize), try reader.uint(lengthSize)))
            }
            found[id] = Extents(construction: construction, base: base, extents: extents)
        }
        return found
    }

    /// A big-endian number of `size` bytes at `index` (the caller has checked the bounds).
    private func uint(at index: Int, size: Int) -> UInt64 {
        bytes[index..<index + size].reduce(0) { $0 << 8 | UInt64($1) }
    }

    /// Reads big-endian numbers forward through a range, refusing to read past its end.
    struct Reader {
        let bytes: [UInt8]
        private(set) var index: Int
        let end: Int

        init(bytes: [UInt8], range: Range<Int>) {
            self.bytes = bytes
            self.index = range.lowerBound
            self.end = range.upperBound
        }

        var rest: Range<Int> { index..<end }

        mutating func take(_ count: Int) throws(ProofError) -> ArraySlice<UInt8> {
            guard end - index >= count else { throw HEICMetadata.damaged("a box is shorter than what it says it holds") }
            defer { index += count }
            return bytes[index..<index + count]
        }

        mutating func uint(_ size: Int) throws(ProofError) -> UInt64 {
            try take(size).reduce(0) { $0 << 8 | UInt64($1) }
        }
    }
}
