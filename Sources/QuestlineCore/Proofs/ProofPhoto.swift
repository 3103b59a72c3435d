/// A photo checked and cleaned for publishing: its type read from its bytes, its location removed.
public struct ProofPhoto: Sendable, Equatable {
    public let type: ImageType
    /// The bytes to store: the original's with the metadata that can hold a GPS position taken out.
    public let bytes: [UInt8]

    /// The size limit when none is given: 15 MB.
    public static let defaultSizeLimit = 15_000_000

    /// Checks `bytes` and removes their location metadata; throws why the photo is refused.
    public init(_ bytes: [UInt8], sizeLimit: Int = Self.defaultSizeLimit) throws(ProofError) {
        guard !bytes.isEmpty else { throw .empty }
        guard bytes.count <= sizeLimit else { throw .tooLarge(size: bytes.count, limit: sizeLimit) }
        guard let type = ImageType(sniffing: Array(bytes.prefix(16))) else { throw .unsupportedType }
        self.type = type
        switch type {
        case .jpeg: self.bytes = try JPEGMetadata.stripped(bytes)
        case .png: self.bytes = try PNGMetadata.stripped(bytes)
        case .webp: self.bytes = try WebPMetadata.stripped(bytes)
        case .heic: self.bytes = try HEICMetadata.stripped(bytes)
        }
    }
}
