/// Removes what a JPEG says about where it was taken: every APP1 segment (EXIF, with its GPS IFD,
/// and XMP, which can repeat the position) is dropped. The EXIF orientation alone is kept, in a
/// new minimal EXIF segment, so that a phone's upright photo stays upright.
enum JPEGMetadata {
    static func stripped(_ bytes: [UInt8]) throws(ProofError) -> [UInt8] {
        func damaged(_ reason: String) -> ProofError { .malformed(.jpeg, reason) }
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { throw damaged("no start marker") }
        var out: [UInt8] = [0xFF, 0xD8]
        var orientation: UInt16?
        var index = 2
        var wroteOrientation = false
        while true {
            guard index < bytes.count, bytes[index] == 0xFF else { throw damaged("a segment does not start with a marker at byte \(index)") }
            // Fill bytes: any number of 0xFF before the marker code.
            while index < bytes.count, bytes[index] == 0xFF { index += 1 }
            guard index < bytes.count else { throw damaged("it ends inside a marker") }
            let marker = bytes[index]
            index += 1
            if marker == 0xD9 { out += [0xFF, 0xD9]; return out } // EOI with no image data: keep as is.
            if marker == 0x01 || (0xD0...0xD7).contains(marker) { out += [0xFF, marker]; continue }
            guard index + 2 <= bytes.count else { throw damaged("it ends inside a segment length") }
            let length = Int(bytes[index]) << 8 | Int(bytes[index + 1])
            guard length >= 2, index + length <= bytes.count else { throw damaged("a segment's length runs past the end") }
            let segment = bytes[index + 2 ..< index + length]
            if marker == 0xE1 {
                if orientation == nil { orientation = EXIFOrientation.read(Array(segment)) }
            } else {
                // The orientation goes where the EXIF stood: after APP0 (JFIF) if there is one, before the rest.
                if !wroteOrientation, marker != 0xE0, let orientation {
                    out += EXIFOrientation.segment(orientation)
                    wroteOrientation = true
                }
                out += [0xFF, marker]
                out += bytes[index ..< index + length]
            }
            index += length
            if marker == 0xDA {
                // Start of scan: the compressed image follows, to the end; it carries no metadata.
                out += bytes[index...]
                return out
            }
        }
    }
}
