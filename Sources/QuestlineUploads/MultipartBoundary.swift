import Foundation

/// The boundary of a multipart/form-data body, from the request's Content-Type header.
public enum MultipartBoundary {
    /// `multipart/form-data; boundary=----x` → `----x` (quotes removed). Throws `.missingBoundary`
    /// for another media type, no boundary, or one RFC 2046 does not allow (empty, over 70
    /// characters, characters outside its set).
    public static func from(contentType: String) throws(MultipartFormError) -> String {
        let pieces = contentType.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let type = pieces.first, type.lowercased() == "multipart/form-data" else { throw .missingBoundary }
        for parameter in pieces.dropFirst() {
            guard let equals = parameter.firstIndex(of: "="),
                  parameter[..<equals].trimmingCharacters(in: .whitespaces).lowercased() == "boundary" else { continue }
            var value = parameter[parameter.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = String(value.dropFirst().dropLast()) }
            guard isValid(value) else { throw .missingBoundary }
            return value
        }
        throw .missingBoundary
    }

    /// RFC 2046: 1 to 70 of `bchars`, not ending in a space.
    public static func isValid(_ boundary: String) -> Bool {
        let allowed = Set("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'()+_,-./:=? ")
        return (1...70).contains(boundary.count) && boundary.allSatisfy(allowed.contains) && !boundary.hasSuffix(" ")
    }
}
