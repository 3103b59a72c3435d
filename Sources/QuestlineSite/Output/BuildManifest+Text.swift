import Foundation
import QuestlineCore

// The manifest's text (see `BuildManifest`). A big site lists twelve thousand files and every
// build reads the list first, so it is written and read as bytes, numbers digit by digit.
extension BuildManifest {
    public func encoded() -> Data {
        var bytes: [UInt8] = []
        if let build {
            bytes += Array("""
            \(Self.header)
            # inputs \(String(build.inputs, radix: 16))
            # besides-log \(String(build.besidesLog, radix: 16))
            # changed \(Int64(build.changedAt.timeIntervalSince1970))
            # next \(Int64(build.nextChangeAt.timeIntervalSince1970))
            # until \(build.validUntil)
            # warnings \(build.warnings)
            # files \(entries.count)

            """.utf8)
        }
        // In runs of a thousand lines on every core.
        let run = 1_000
        let runs = Parallel.map((entries.count + run - 1) / run) { index in
            Self.lines(entries[(index * run)..<min(entries.count, (index + 1) * run)], withStatus: build != nil)
        }
        bytes.reserveCapacity(bytes.count + runs.reduce(0) { $0 + $1.count })
        for lines in runs { bytes += lines }
        return Data(bytes)
    }

    private static func lines(_ entries: ArraySlice<Entry>, withStatus: Bool) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(entries.count * (withStatus ? 140 : 100))
        for entry in entries {
            if withStatus {
                let status = entry.status ?? FileStatus(size: 0, modified: 0)
                bytes += [UInt8(ascii: "#"), UInt8(ascii: " ")]
                ManifestLine.append(status.size, radix: 10, to: &bytes)
                bytes.append(UInt8(ascii: " "))
                if status.modified < 0 { bytes.append(UInt8(ascii: "-")) }
                ManifestLine.append(status.modified.magnitude, radix: 10, to: &bytes)
                bytes.append(UInt8(ascii: " "))
                if let fingerprint = entry.fingerprint { ManifestLine.append(fingerprint, radix: 16, to: &bytes) } else { bytes.append(UInt8(ascii: "-")) }
                bytes.append(10)
            }
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
        return bytes
    }

    /// Reads what `encoded()` writes; nil for anything else: a header of another format, a
    /// header line or file line that does not read, fewer or more files than the header says, a
    /// last line not ended. A list torn or edited vouches for nothing.
    public init?(decoding data: Data) {
        let bytes = [UInt8](data)
        guard bytes.isEmpty || bytes.last == 10 else { return nil }
        var lines: [Range<Int>] = []
        var start = 0
        while start < bytes.count, let end = bytes[start...].firstIndex(of: 10) {
            lines.append(start..<end)
            start = end + 1
        }
        guard let first = lines.first, bytes[first].elementsEqual(Self.header.utf8) else {
            // A plain list: sha256sum's lines alone.
            var entries: [Entry] = []
            entries.reserveCapacity(lines.count)
            for line in lines {
                guard let entry = ManifestLine.entry(bytes[line]) else { return nil }
                entries.append(entry)
            }
            self.init(build: nil, entries: entries)
            return
        }
        guard lines.count >= 8 else { return nil }
        func value(_ index: Int, _ key: String) -> ArraySlice<UInt8>? {
            let line = bytes[lines[index]], prefix = Array("# \(key) ".utf8)
            return line.starts(with: prefix) ? line.dropFirst(prefix.count) : nil
        }
        guard let inputs = value(1, "inputs").flatMap({ ManifestLine.digits($0, radix: 16) }),
              let besidesLog = value(2, "besides-log").flatMap({ ManifestLine.digits($0, radix: 16) }),
              let changed = value(3, "changed").flatMap({ ManifestLine.signed($0) }),
              let next = value(4, "next").flatMap({ ManifestLine.signed($0) }),
              let until = value(5, "until"),
              let warnings = value(6, "warnings").flatMap({ ManifestLine.digits($0, radix: 10) }), warnings <= UInt64(Int.max),
              let count = value(7, "files").flatMap({ ManifestLine.digits($0, radix: 10) }),
              count <= UInt64(lines.count), lines.count == 8 + 2 * Int(count) else { return nil }
        var entries: [Entry] = []
        entries.reserveCapacity(Int(count))
        for index in stride(from: 8, to: lines.count, by: 2) {
            guard let (status, fingerprint) = ManifestLine.status(bytes[lines[index]]),
                  var entry = ManifestLine.entry(bytes[lines[index + 1]]) else { return nil }
            entry.status = status
            entry.fingerprint = fingerprint
            entries.append(entry)
        }
        let build = Build(inputs: inputs, besidesLog: besidesLog, changedAt: Date(timeIntervalSince1970: TimeInterval(changed)),
                          nextChangeAt: Date(timeIntervalSince1970: TimeInterval(next)),
                          validUntil: String(decoding: until, as: UTF8.self), warnings: Int(warnings))
        self.init(build: build, entries: entries)
    }

    /// The hash each path had, found by position first: the same game lists its files in the same
    /// order, so a big site's twelve thousand paths go into a dictionary only when they moved.
    struct Lookup: Sendable {
        private let entries: [Entry]
        private let byPath: [String: Int]?

        init(_ manifest: BuildManifest?, for paths: [String]) {
            let entries = manifest?.entries ?? []
            let inPlace = entries.count == paths.count && zip(entries, paths).allSatisfy { $0.path == $1 }
            byPath = inPlace ? nil : Dictionary(entries.indices.map { (entries[$0].path, $0) }, uniquingKeysWith: { first, _ in first })
            self.entries = entries
        }

        /// True when the manifest lists exactly the paths, in their order: nothing in it is stale.
        var listsTheSamePaths: Bool { byPath == nil }

        /// The manifest's entry for the file at `index` of the paths, whose path is `path`.
        func entry(of path: String, at index: Int) -> Entry? {
            guard let byPath else { return entries[index] }
            return byPath[path].map { entries[$0] }
        }
    }
}

/// The manifest's lines taken apart as bytes.
enum ManifestLine {
    /// `<64 hex>  path` (or ` *path`, as `sha256sum --binary` writes), `\`-escaped when it starts with `\`.
    static func entry(_ whole: ArraySlice<UInt8>) -> BuildManifest.Entry? {
        let escaped = whole.first == UInt8(ascii: "\\")
        let line = escaped ? whole.dropFirst() : whole
        guard line.count > 66 else { return nil }
        let start = line.startIndex
        for byte in line[start..<start + 64] where !((48...57).contains(byte) || (97...102).contains(byte)) { return nil }
        guard line[start + 64] == UInt8(ascii: " "), line[start + 65] == UInt8(ascii: " ") || line[start + 65] == UInt8(ascii: "*") else { return nil }
        let hash = String(decoding: line[start..<start + 64], as: UTF8.self)
        let rest = line[(start + 66)...]
        guard escaped else {
            return String(validating: rest, as: UTF8.self).map { BuildManifest.Entry(path: $0, hash: hash) }
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
        return String(validating: path, as: UTF8.self).map { BuildManifest.Entry(path: $0, hash: hash) }
    }

    /// `# <size> <modified> <fingerprint or ->`.
    static func status(_ line: ArraySlice<UInt8>) -> (FileStatus, UInt64?)? {
        guard line.starts(with: [UInt8(ascii: "#"), UInt8(ascii: " ")]) else { return nil }
        let fields = line.dropFirst(2).split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        guard fields.count == 3, let size = digits(fields[0], radix: 10), let modified = signed(fields[1]) else { return nil }
        if fields[2].elementsEqual([UInt8(ascii: "-")]) { return (FileStatus(size: size, modified: modified), nil) }
        guard let fingerprint = digits(fields[2], radix: 16) else { return nil }
        return (FileStatus(size: size, modified: modified), fingerprint)
    }

    /// A decimal number with an optional `-`, within `Int64`.
    static func signed(_ field: ArraySlice<UInt8>) -> Int64? {
        let negative = field.first == UInt8(ascii: "-")
        guard let magnitude = digits(negative ? field.dropFirst() : field, radix: 10), magnitude <= UInt64(Int64.max) else { return nil }
        return negative ? -Int64(magnitude) : Int64(magnitude)
    }

    /// Digits in `radix` (lowercase), nothing else, within `UInt64`.
    static func digits(_ digits: ArraySlice<UInt8>, radix: UInt64) -> UInt64? {
        guard !digits.isEmpty else { return nil }
        var value: UInt64 = 0
        for byte in digits {
            let digit: UInt64
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt64(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt64(byte - UInt8(ascii: "a") + 10)
            default: return nil
            }
            guard digit < radix else { return nil }
            let (shifted, overflow) = value.multipliedReportingOverflow(by: radix)
            let (sum, carry) = shifted.addingReportingOverflow(digit)
            guard !overflow, !carry else { return nil }
            value = sum
        }
        return value
    }

    /// The number's digits, lowercase, no leading zeros. Written backwards into a buffer, one
    /// step a digit: twelve thousand lines of three numbers each are written every build, and
    /// with the radix a constant of each caller's, the compiler divides by multiplying.
    @inline(__always)
    static func append(_ number: UInt64, radix: UInt64, to bytes: inout [UInt8]) {
        switch radix {
        case 10: appendDigits(number, radix: 10, to: &bytes)
        case 16: appendDigits(number, radix: 16, to: &bytes)
        default: appendDigits(number, radix: radix, to: &bytes)
        }
    }

    @inline(__always)
    private static func appendDigits(_ number: UInt64, radix: UInt64, to bytes: inout [UInt8]) {
        // 64 digits: the most a UInt64 has, in binary.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 64) { buffer in
            var value = number, start = 64
            repeat {
                let digit = UInt8(truncatingIfNeeded: value % radix)
                start -= 1
                buffer[start] = digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10
                value /= radix
            } while value > 0
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start..<64]))
        }
    }
}
