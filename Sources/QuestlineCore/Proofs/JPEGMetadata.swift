/// Removes what a JPEG says about where it was taken: every APP1 segment (EXIF, with its GPS IFD,
/// and XMP, which can repeat the position) is dropped, wherever it stands, between the scans of a
/// progressive JPEG too. Whatever follows the end marker (a second picture a phone appends, with
/// its own EXIF) is dropped as well; a JPEG with no picture, or cut short before its end marker,
/// is refused. The EXIF orientation alone is kept, in a new minimal EXIF
/// segment, so that a phone's upright photo stays upright.
enum JPEGMetadata {
    static func stripped(_ bytes: [UInt8]) throws(ProofError) -> [UInt8] {
        func damaged(_ reason: String) -> ProofError { .malformed(.jpeg, reason) }
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { throw damaged("no start marker") }
        var out: [UInt8] = [0xFF, 0xD8]
        var orientation: UInt16?
        var index = 2
        var wroteOrientation = false
        var scanned = false
        while true {
            guard index < bytes.count, bytes[index] == 0xFF else { throw damaged("a segment does not start with a marker at byte \(index)") }
            // Fill bytes: any number of 0xFF before the marker code.
            while index < bytes.count, bytes[index] == 0xFF { index += 1 }
            guard index < bytes.count else { throw damaged("it ends inside a marker") }
            let marker = bytes[index]
            index += 1
            if marker == 0xD9 { // EOI: nothing after it is kept.
                guard scanned else { throw damaged("it holds no picture before its end marker") }
                out += [0xFF, 0xD9]
                return out
            }
            if marker == 0x01 || (0xD0...0xD7).contains(marker) { out += [0xFF, marker]; continue }
            // 0xFF00 is a stuffed byte of compressed data, 0x02–0xBF are reserved: neither starts a
            // segment. Kept as one, its bytes would be compressed data to the next reader, who
            // could find an end marker, or anything else, inside it.
            guard marker >= 0xC0 else { throw damaged("0xFF\(marker < 0x10 ? "0" : "")\(String(marker, radix: 16, uppercase: true)) at byte \(index - 2) is not a marker") }
            guard index + 2 <= bytes.count else { throw damaged("it ends inside a segment length") }
            let length = Int(bytes[index]) << 8 | Int(bytes[index + 1])
            guard length >= 2, index + length <= bytes.count else { throw damaged("a segment's length runs past the end") }
            let segment = bytes[index + 2 ..< index + length]
            if marker == 0xE1 {
                if orientation == nil, !scanned { orientation = EXIFOrientation.read(Array(segment)) }
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
                // Start of scan: compressed data up to the next marker (0xFF followed by anything
                // but a stuffed 0x00, a restart marker or more fill); copied as it is.
                scanned = true
                let end = scanEnd(bytes, from: index)
                out += bytes[index..<end]
                index = end
                // A file that ends inside its picture (no end marker) was cut short, most often
                // while it was sent: a browser shows a part of it, or nothing. Refused, like a PNG
                // with no end chunk, so that the person can send it whole.
                if index >= bytes.count { throw damaged("it ends inside its picture, before its end marker") }
            }
        }
    }

    /// Where the compressed data that starts at `start` ends: the index of the next marker's 0xFF,
    /// or the end of the bytes.
    static func scanEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while let next = bytes[index...].firstIndex(of: 0xFF) {
            guard next + 1 < bytes.count else { return bytes.count }
            let code = bytes[next + 1]
            if code == 0x00 || (0xD0...0xD7).contains(code) { index = next + 2; continue }
            if code == 0xFF {
                // Fill bytes: the marker starts at the first 0xFF of the run.
                var last = next + 1
                while last < bytes.count, bytes[last] == 0xFF { last += 1 }
                guard last < bytes.count else { return bytes.count }
                if bytes[last] == 0x00 || (0xD0...0xD7).contains(bytes[last]) { index = last + 1; continue }
                return next
            }
            return next
        }
        return bytes.count
    }
}
