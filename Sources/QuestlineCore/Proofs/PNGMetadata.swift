/// Removes a PNG's metadata chunks: eXIf (EXIF, with its GPS IFD) and the text chunks tEXt, zTXt
/// and iTXt, where XMP and "Raw profile type exif" can carry the position too. Pixels, colour
/// and transparency chunks are kept byte for byte; nothing after IEND is kept.
enum PNGMetadata {
    static let dropped: Set<String> = ["eXIf", "tEXt", "zTXt", "iTXt"]

    static func stripped(_ bytes: [UInt8]) throws(ProofError) -> [UInt8] {
        func damaged(_ reason: String) -> ProofError { .malformed(.png, reason) }
        var out = Array(bytes.prefix(8))
        var index = 8
        var sawHeader = false
        while true {
            guard index + 8 <= bytes.count else { throw damaged("it ends before its IEND chunk") }
            let length = bytes[index..<index + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[index + 4..<index + 8], as: UTF8.self)
            // length, type, data, CRC
            guard length <= Int(Int32.max), index + 12 + length <= bytes.count else {
                throw damaged("the \(type) chunk runs past the end")
            }
            if !sawHeader {
                guard type == "IHDR" else { throw damaged("its first chunk is not IHDR") }
                sawHeader = true
            }
            let end = index + 12 + length
            if !dropped.contains(type) { out += bytes[index..<end] }
            index = end
            if type == "IEND" { return out }
        }
    }
}
