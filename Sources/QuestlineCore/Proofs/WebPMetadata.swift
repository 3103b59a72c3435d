/// Removes a WebP's EXIF and XMP chunks (where a phone's GPS position would be) and clears their
/// flags in the VP8X header, then writes the RIFF size again. Image and animation chunks are kept.
enum WebPMetadata {
    static let dropped: Set<String> = ["EXIF", "XMP "]
    /// The chunks that hold a picture: a lossy or lossless image, or an animation's frame.
    static let images: Set<String> = ["VP8 ", "VP8L", "ANMF"]

    static func stripped(_ bytes: [UInt8]) throws(ProofError) -> [UInt8] {
        func damaged(_ reason: String) -> ProofError { .malformed(.webp, reason) }
        func u32(_ at: Int) -> Int { bytes[at..<at + 4].reversed().reduce(0) { $0 << 8 | Int($1) } }
        guard bytes.count >= 20 else { throw damaged("it is too short") }
        let riffEnd = 8 + u32(4)
        guard riffEnd <= bytes.count else { throw damaged("its RIFF size runs past the end") }
        guard riffEnd >= 20 else { throw damaged("its RIFF size leaves no room for a chunk") }
        var body: [UInt8] = Array("WEBP".utf8)
        var index = 12
        var hasImage = false
        while index < riffEnd {
            guard index + 8 <= riffEnd else { throw damaged("a chunk header runs past the end") }
            let fourCC = String(decoding: bytes[index..<index + 4], as: UTF8.self)
            let size = u32(index + 4)
            let end = index + 8 + size + size % 2 // chunks are padded to an even size
            guard end <= riffEnd || (size % 2 == 1 && end == riffEnd + 1) else {
                throw damaged("the \(fourCC) chunk runs past the end")
            }
            hasImage = hasImage || images.contains(fourCC)
            if !dropped.contains(fourCC) {
                var chunk = Array(bytes[index..<min(end, riffEnd)])
                if chunk.count < end - index { chunk.append(0) }
                if fourCC == "VP8X", chunk.count > 8 { chunk[8] &= ~UInt8(0x08 | 0x04) } // EXIF and XMP flags
                body += chunk
            }
            index = end
        }
        guard hasImage else { throw damaged("it holds no image") }
        let size = body.count
        let sizeBytes = [UInt8(size & 0xFF), UInt8(size >> 8 & 0xFF), UInt8(size >> 16 & 0xFF), UInt8(size >> 24 & 0xFF)]
        return Array("RIFF".utf8) + sizeBytes + body
    }
}
