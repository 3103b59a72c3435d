/// The one EXIF tag a proof keeps: Orientation (0x0112), read from an APP1 segment and written back
/// as a minimal EXIF block with nothing else in it (no GPS, no camera, no time).
enum EXIFOrientation {
    /// The orientation (2…8) in an APP1 segment's body, or nil when there is none, it is 1, or unreadable.
    static func read(_ body: [UInt8]) -> UInt16? {
        let header: [UInt8] = Array("Exif".utf8) + [0, 0]
        guard body.count >= 14, Array(body[0..<6]) == header else { return nil }
        let tiff = Array(body[6...])
        let little: Bool
        switch (tiff[0], tiff[1]) {
        case (0x49, 0x49): little = true
        case (0x4D, 0x4D): little = false
        default: return nil
        }
        func u16(_ at: Int) -> Int? {
            guard at >= 0, at + 2 <= tiff.count else { return nil }
            return little ? Int(tiff[at]) | Int(tiff[at + 1]) << 8 : Int(tiff[at]) << 8 | Int(tiff[at + 1])
        }
        func u32(_ at: Int) -> Int? {
            guard let a = u16(at), let b = u16(at + 2) else { return nil }
            return little ? a | b << 16 : a << 16 | b
        }
        guard let ifd = u32(4), let count = u16(ifd) else { return nil }
        for entry in 0..<count {
            let at = ifd + 2 + entry * 12
            guard let tag = u16(at) else { return nil }
            if tag == 0x0112 {
                guard u16(at + 2) == 3, let value = u16(at + 8), (2...8).contains(value) else { return nil }
                return UInt16(value)
            }
        }
        return nil
    }

    /// A whole APP1 segment (marker included) holding only the orientation, big-endian.
    static func segment(_ orientation: UInt16) -> [UInt8] {
        var tiff: [UInt8] = [0x4D, 0x4D, 0x00, 0x2A, 0, 0, 0, 8] // "MM", 42, IFD0 at 8
        tiff += [0, 1]                                           // one entry
        tiff += [0x01, 0x12, 0, 3, 0, 0, 0, 1]                   // Orientation, SHORT, count 1
        tiff += [UInt8(orientation >> 8), UInt8(orientation & 0xFF), 0, 0]
        tiff += [0, 0, 0, 0]                                     // no next IFD
        let body = Array("Exif".utf8) + [0, 0] + tiff
        let length = body.count + 2
        return [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + body
    }
}
