/// The kinds of photo a proof may be, told from the file's first bytes, never from its name.
public enum ImageType: String, Sendable, Equatable, CaseIterable {
    case jpeg, png, webp, heic

    /// The extension a stored proof of this type gets.
    public var fileExtension: String {
        switch self {
        case .jpeg: "jpg"
        case .png: "png"
        case .webp: "webp"
        case .heic: "heic"
        }
    }

    /// The type the bytes start like, or nil for anything else (text, GIF, a PDF, garbage).
    public init?(sniffing bytes: [UInt8]) {
        func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + prefix.count && Array(bytes[offset..<offset + prefix.count]) == prefix
        }
        if starts([0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8) {
            self = .webp
        } else if starts(Array("ftyp".utf8), at: 4), bytes.count >= 12,
                  let brand = String(bytes: bytes[8..<12], encoding: .ascii), Self.heicBrands.contains(brand) {
            self = .heic
        } else {
            return nil
        }
    }

    /// ISO base media brands that phones write for HEIF/HEIC photos.
    static let heicBrands: Set<String> = ["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"]
}
