import Foundation

/// What a `Range` header asks of a file of a known size, so a video can seek: one range of
/// bytes, all of them, or none that exist (416). Every number is read saturating at
/// `Int64.max`, so `bytes=18446744073709551615-` is a range past the end, never an overflow.
///
/// One range only: a header with several, or one that is not `bytes=`, is answered with the
/// whole file, as RFC 9110 lets a server do.
public enum ByteRange: Equatable, Sendable {
    case whole
    /// The first and last byte, both inside the file.
    case part(first: Int64, last: Int64)
    /// The range starts past the end of the file (or the file is empty).
    case unsatisfiable

    public static func parse(_ header: String?, size: Int64) -> ByteRange {
        guard let header else { return .whole }
        let trimmed = header.trimmingCharacters(in: .whitespaces)
        guard trimmed.lowercased().hasPrefix("bytes="), size >= 0 else { return .whole }
        let spec = trimmed.dropFirst("bytes=".count).trimmingCharacters(in: .whitespaces)
        guard !spec.contains(","), let dash = spec.firstIndex(of: "-") else { return .whole }
        let firstText = spec[..<dash].trimmingCharacters(in: .whitespaces)
        let lastText = spec[spec.index(after: dash)...].trimmingCharacters(in: .whitespaces)
        switch (number(firstText), number(lastText)) {
        case (nil, let suffix?) where firstText.isEmpty:
            // The last `suffix` bytes.
            guard suffix > 0, size > 0 else { return .unsatisfiable }
            return .part(first: size - min(suffix, size), last: size - 1)
        case (let first?, nil) where lastText.isEmpty:
            return first < size ? .part(first: first, last: size - 1) : .unsatisfiable
        case (let first?, let last?):
            guard first <= last else { return .whole }
            return first < size ? .part(first: first, last: min(last, size - 1)) : .unsatisfiable
        default:
            return .whole
        }
    }

    /// Decimal digits, saturating at `Int64.max`; nil for anything else or nothing.
    static func number(_ text: String) -> Int64? {
        guard !text.isEmpty else { return nil }
        var value: Int64 = 0
        for unit in text.utf8 {
            guard unit >= 0x30, unit <= 0x39 else { return nil }
            let (times, overflowTimes) = value.multipliedReportingOverflow(by: 10)
            let (plus, overflowPlus) = times.addingReportingOverflow(Int64(unit - 0x30))
            value = overflowTimes || overflowPlus ? .max : plus
        }
        return value
    }
}
