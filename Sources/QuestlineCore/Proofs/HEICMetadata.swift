/// Removes what a HEIC says about where it was taken. A HEIC (ISO base media file, HEIF) keeps its
/// metadata as items of its `meta` box: `Exif` items (with the GPS IFD) and `mime` items (XMP,
/// which can repeat the position). Their bytes are overwritten where they lie (an empty EXIF, an
/// empty XMP packet, then padding), so no offset in the file moves and the picture is untouched.
/// HEIF turns a picture by its `irot` property, not by EXIF, so nothing about orientation is lost.
///
/// A file this cannot check whole is refused rather than published: a box besides `ftyp`, `meta`,
/// `mdat`, `free` and `skip` at the top (a `moov` track could hold a position of its own), item
/// data in another file or built from other items, or lengths that run past the end.
enum HEICMetadata {
    static let topLevel: Set<String> = ["ftyp", "meta", "mdat", "free", "skip"]

    static func stripped(_ bytes: [UInt8]) throws(ProofError) -> [UInt8] {
        let file = ISOBoxes(bytes)
        let boxes = try file.children(of: 0..<bytes.count)
        guard boxes.first?.type == "ftyp" else { throw damaged("it does not start with its file type box") }
        if let other = boxes.first(where: { !topLevel.contains($0.type) }) {
            throw .locationUnremovable(.heic, "it holds a `\(other.printableType)` box, which could hold a position of its own")
        }
        let metas = boxes.filter { $0.type == "meta" }
        guard metas.count == 1, let meta = metas.first else { throw damaged("it has \(metas.count) meta boxes, not one") }
        let children = try file.children(of: try file.fullBoxBody(meta))
        func only(_ type: String) throws(ProofError) -> ISOBoxes.Box? {
            let found = children.filter { $0.type == type }
            guard found.count <= 1 else { throw damaged("its meta box has \(found.count) `\(type)` boxes") }
            return found.first
        }
        guard let iinf = try only("iinf") else { return bytes } // no items: nothing that could hold a position
        guard let iloc = try only("iloc") else { throw damaged("it names items but not where they are") }
        let metadata = try file.metadataItems(iinf)
        guard !metadata.isEmpty else { return bytes }
        let idat = try only("idat").map { $0.body }
        let locations = try file.locations(iloc)
        // Item data in the file's own boxes would overwrite what the file says (its type, its
        // items, where they lie): found in a file offset, it must lie in `mdat`, `free`, `skip`
        // or the meta box's `idat`, which hold nothing but data.
        let dataBoxes = boxes.filter { $0.type != "ftyp" && $0.type != "meta" }.map(\.body) + (idat.map { [$0] } ?? [])
        var cleaned = bytes
        // The items' bytes never add up to more than the file in a real photo; a file whose
        // items lie over each other again and again would make this loop run for hours.
        var total = 0
        for (id, kind) in metadata {
            guard let extents = locations[id] else { throw damaged("item \(id) has no location") }
            let ranges = try extents.ranges(in: bytes.count, idat: idat)
            for range in ranges where extents.construction == 0 {
                guard dataBoxes.contains(where: { $0.lowerBound <= range.lowerBound && range.upperBound <= $0.upperBound }) else {
                    throw damaged("item \(id) lies outside the boxes that hold data")
                }
            }
            let length = ranges.reduce(0) { $0 + $1.count }
            total += length
            guard total <= bytes.count else { throw damaged("its metadata items lie over each other") }
            // An item too short for the empty one is padding only.
            let empty = kind == .exif ? emptyEXIF : emptyXMP
            let replacement = empty.count <= length ? empty : []
            var written = 0
            for range in ranges {
                for index in range {
                    cleaned[index] = written < replacement.count ? replacement[written] : kind.padding
                    written += 1
                }
            }
        }
        return cleaned
    }

    static func damaged(_ reason: String) -> ProofError { .malformed(.heic, reason) }

    /// What a metadata item is: EXIF, or a typed text such as XMP.
    enum Kind {
        case exif, text
        var padding: UInt8 { self == .exif ? 0 : 0x20 }
    }

    /// An EXIF item with nothing in it: no offset to skip, a big-endian TIFF header and an IFD of
    /// no entries.
    static let emptyEXIF: [UInt8] = [0, 0, 0, 0, 0x4D, 0x4D, 0, 0x2A, 0, 0, 0, 8, 0, 0, 0, 0, 0, 0]

    /// An XMP packet with nothing in it; the spaces after it are the padding XMP allows.
    static let emptyXMP: [UInt8] = Array(
        "<?xpacket begin=\"\" id=\"W5M0MpCehiHzreSzNTczkc9d\"?><x:xmpmeta xmlns:x=\"adobe:ns:meta/\"/><?xpacket end=\"w\"?>".utf8)
}
