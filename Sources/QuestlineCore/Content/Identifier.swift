/// Ids name people, challenges, rewards and goals. They appear in URLs and file names, so
/// they are lowercase slugs: letters, digits and dashes, starting with a letter or digit.
public enum Identifier {
    public static let maxLength = 64

    public static func isValid(_ id: String) -> Bool {
        guard !id.isEmpty, id.count <= maxLength, let first = id.unicodeScalars.first,
              isSlugScalar(first), first != "-" else { return false }
        return id.unicodeScalars.allSatisfy(isSlugScalar)
    }

    private static func isSlugScalar(_ s: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(s) || ("0"..."9").contains(s) || s == "-"
    }
}
