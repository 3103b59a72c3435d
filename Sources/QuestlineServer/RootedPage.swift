import Foundation

/// A page of the site's top folder served at another address: the site's own 404 page, which
/// the dev server answers for any path it does not have. Without a base URL its links are
/// relative to the top folder (`assets/site.css`), so each relative `href` and `src` is made to
/// start at the root (`/assets/site.css`); a link within the page (`#main`), an absolute path
/// and an address with a scheme are left as they are.
enum RootedPage {
    static func rooted(_ page: Data) -> Data {
        var out = Data()
        out.reserveCapacity(page.count + 256)
        let bytes = [UInt8](page)
        let attributes = [Array(" href=\"".utf8), Array(" src=\"".utf8)]
        var index = 0
        while index < bytes.count {
            if let attribute = attributes.first(where: { bytes[index...].starts(with: $0) }) {
                out.append(contentsOf: attribute)
                index += attribute.count
                if isRelative(bytes[index...]) { out.append(UInt8(ascii: "/")) }
                continue
            }
            out.append(bytes[index])
            index += 1
        }
        return out
    }

    /// Whether a link's value (up to its closing quote) is relative to the page's folder.
    static func isRelative(_ value: ArraySlice<UInt8>) -> Bool {
        guard let first = value.first, first != UInt8(ascii: "\"") else { return false }
        if first == UInt8(ascii: "/") || first == UInt8(ascii: "#") || first == UInt8(ascii: "?") { return false }
        // A scheme: letters, digits, + . - before a colon, ahead of any / ? # or the quote.
        for byte in value {
            if byte == UInt8(ascii: ":") { return false }
            if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") || byte == UInt8(ascii: "\"") { return true }
        }
        return true
    }
}
