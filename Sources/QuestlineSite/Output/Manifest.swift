import Foundation

/// `.questline-manifest`: every file a build wrote, with the SHA-256 of the bytes it wrote, in
/// the order the build made them (the same for the same game), in the format of `sha256sum`:
///
///     9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08  index.html
///     60303ae22b998861bce3b28f33eec1be758a213c86c93c076dbe9f558c11c752  rewards/letter/index.html
///
/// so `cd output && sha256sum -c .questline-manifest` says which files are still as written. A
/// path holding a backslash or a line break is written as `sha256sum` writes it: the line starts
/// with `\`, and the path has `\\`, `\n` and `\r` for them.
///
/// The next build removes a file it no longer makes only when this list names it and its bytes
/// still have this hash: whatever else is in the folder was put there by someone else.
struct Manifest: Sendable, Equatable {
    struct Entry: Sendable, Equatable {
        var path: String
        /// 64 lowercase hexadecimal digits.
        var hash: String
    }

    var entries: [Entry]

    func encoded() -> Data {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(entries.reduce(0) { $0 + $1.path.utf8.count + 68 })
        for entry in entries {
            let escapes = entry.path.utf8.contains { $0 == UInt8(ascii: "\\") || $0 == 10 || $0 == 13 }
            if escapes { bytes.append(UInt8(ascii: "\\")) }
            bytes.append(contentsOf: entry.hash.utf8)
            bytes.append(contentsOf: "  ".utf8)
            for byte in entry.path.utf8 {
                switch escapes ? byte : 0 {
                case UInt8(ascii: "\\"): bytes.append(contentsOf: #"\\"#.utf8)
                case 10: bytes.append(contentsOf: #"\n"#.utf8)
                case 13: bytes.append(contentsOf: #"\r"#.utf8)
                default: bytes.append(byte)
                }
            }
            bytes.append(10)
        }
        return Data(bytes)
    }

    /// Reads what `encoded()` writes; nil when any line is not a hash, two spaces (or ` *`, as
    /// `sha256sum --binary` writes) and a path, or the last line is not ended: a list from an
    /// older questline (paths alone), or one torn or edited, vouches for nothing.
    init?(decoding data: Data) {
        // Twelve thousand lines on a big site, read before every build that wrote something:
        // taken apart as bytes, and a plain line's path made into a string in one step.
        let entries = data.withUnsafeBytes { bytes -> [Entry]? in
            guard bytes.isEmpty || bytes.last == 10 else { return nil }
            var entries: [Entry] = []
            var start = 0
            while start < bytes.count {
                var end = start
                while bytes[end] != 10 { end += 1 }
                guard let entry = Self.entry(UnsafeRawBufferPointer(rebasing: bytes[start..<end])) else { return nil }
                entries.append(entry)
                start = end + 1
            }
            return entries
        }
        guard let entries else { return nil }
        self.entries = entries
    }

    init(entries: [Entry]) { self.entries = entries }

    private static func entry(_ whole: UnsafeRawBufferPointer) -> Entry? {
        let escaped = whole.first == UInt8(ascii: "\\")
        let line = escaped ? UnsafeRawBufferPointer(rebasing: whole[1...]) : whole
        guard line.count > 66 else { return nil }
        for byte in line[0..<64] where !((48...57).contains(byte) || (97...102).contains(byte)) { return nil }
        guard line[64] == UInt8(ascii: " "), line[65] == UInt8(ascii: " ") || line[65] == UInt8(ascii: "*") else { return nil }
        let hash = String(decoding: UnsafeRawBufferPointer(rebasing: line[0..<64]), as: UTF8.self)
        let rest = UnsafeRawBufferPointer(rebasing: line[66...])
        guard escaped else {
            return String(validating: rest, as: UTF8.self).map { Entry(path: $0, hash: hash) }
        }
        var path: [UInt8] = []
        var bytes = rest.makeIterator()
        while let byte = bytes.next() {
            guard byte == UInt8(ascii: "\\") else {
                path.append(byte)
                continue
            }
            switch bytes.next() {
            case UInt8(ascii: "\\"): path.append(UInt8(ascii: "\\"))
            case UInt8(ascii: "n"): path.append(10)
            case UInt8(ascii: "r"): path.append(13)
            default: return nil
            }
        }
        return String(validating: path, as: UTF8.self).map { Entry(path: $0, hash: hash) }
    }

    /// The hash each path had, found by position first: the same game lists its files in the same
    /// order, so a big site's twelve thousand paths go into a dictionary only when they moved.
    struct Lookup: Sendable {
        private let entries: [Entry]
        private let byPath: [String: String]?

        init(_ manifest: Manifest?, for paths: [String]) {
            entries = manifest?.entries ?? []
            let inPlace = entries.count == paths.count && zip(entries, paths).allSatisfy { $0.path == $1 }
            byPath = inPlace ? nil : Dictionary(entries.map { ($0.path, $0.hash) }, uniquingKeysWith: { first, _ in first })
        }

        /// True when the manifest lists exactly the paths, in their order: nothing in it is stale.
        var listsTheSamePaths: Bool { byPath == nil }

        /// The hash the manifest gives the file at `index` of the paths, whose path is `path`.
        func hash(of path: String, at index: Int) -> String? {
            guard let byPath else { return entries[index].hash }
            return byPath[path]
        }
    }
}
