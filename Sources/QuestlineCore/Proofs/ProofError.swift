/// Why a photo proof was refused. Nothing was written when one of these is thrown.
public enum ProofError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No bytes at all.
    case empty
    /// Bigger than the limit (bytes, limit in bytes).
    case tooLarge(size: Int, limit: Int)
    /// Not a JPEG, PNG, HEIC or WebP, whatever its name says.
    case unsupportedType
    /// It holds something that could say where it was taken and that cannot be checked or removed
    /// safely (a HEIC with a video track, or with items in another file): refused, not published.
    case locationUnremovable(ImageType, String)
    /// It starts like an image of this type but its structure is broken (truncated, lengths that lie).
    case malformed(ImageType, String)
    /// The folder it would be stored in is unusable: a symbolic link, a file, or unwritable.
    case storage(String)

    public var description: String {
        switch self {
        case .empty:
            "the photo is empty"
        case .tooLarge(let size, let limit) where Self.megabytes(size) == Self.megabytes(limit):
            "the photo is larger than the limit of \(Self.megabytes(limit))"
        case .tooLarge(let size, let limit):
            "the photo is \(Self.megabytes(size)), more than the limit of \(Self.megabytes(limit))"
        case .unsupportedType:
            "the file is not a JPEG, PNG, HEIC or WebP photo (its type is read from its bytes, not its name)"
        case .locationUnremovable(let type, let reason):
            "the place this \(type.rawValue.uppercased()) photo was taken cannot be removed from it safely (\(reason)); send it as JPEG (on an iPhone: Settings › Camera › Formats › Most Compatible)"
        case .malformed(let type, let reason):
            "the photo starts like a \(type.rawValue.uppercased()) but is damaged: \(reason)"
        case .storage(let reason):
            "the photo could not be stored: \(reason)"
        }
    }

    /// `15 MB`, `2.5 MB`, or bytes below a kilobyte-ish size.
    public static func megabytes(_ bytes: Int) -> String {
        if bytes < 1_000 { return "\(bytes) bytes" }
        let value = Double(bytes) / 1_000_000
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? "\(Int(rounded)) MB" : "\(rounded) MB"
    }
}
