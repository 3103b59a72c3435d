import Foundation
import QuestlineCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the last build was made from and what it wrote, kept in the output folder as
/// `.questline-build`, so that the next build can tell before loading anything that it would
/// write the same bytes.
///
/// A build may be skipped when the inputs' hash (`BuildInputs`) is the recorded one, its
/// instant lies in the recorded validity span of the state (`GameState.changedAt` to
/// `nextChangeAt`), and every file the build wrote is still there with the size and
/// modification time it had. Anything else — no stamp, a stamp that does not read, a file
/// edited or removed — means a real build.
///
/// When only the event log changed (`besides-log` is the same), a file with a fingerprint that
/// is still on disk as written may be kept if its new fingerprint is the same
/// (`keptFiles(besidesLog:in:)`).
///
/// The text, one item a line; a file's line is its size, modification time, fingerprint (or -)
/// with the spots where it shows when the state last changed (`DateSpot`: `@e` escaped or `@r`
/// as it is, then offset `+` length), and path:
///
///     questline-build 3
///     inputs 3f2a9c0d1e7b6a55
///     besides-log 91c0ffee12345678
///     changed 1781371800
///     next 1781388000
///     until 2026-06-14T00:00:00+02:00
///     warnings 0
///     files 2
///     1234 1781371912123456789 - index.html
///     987 1781371912123456789 5e1f00d2a3b4c5d6 rewards/letter/index.html
///     4521 1781371912123456789 77a1c0de55aa0e1f@e4410+25 calendar/index.html
public struct BuildStamp: Sendable, Equatable {
    public static let fileName = ".questline-build"
    /// Changes whenever what a stamp means changes; older stamps then never match.
    public static let formatVersion = 3
    static let header = "questline-build \(formatVersion)"

    /// One file the build wrote, as it was on disk right after.
    public struct File: Sendable, Equatable {
        public var path: String
        var status: FileStatus
        public var fingerprint: UInt64?
        public var dateSpots: [DateSpot] = []
    }

    public var inputs: UInt64
    /// The inputs but the event log (`BuildInputs.Hashes.besidesLog`).
    public var besidesLog: UInt64
    /// The state's `changedAt`, rounded up to a whole second.
    public var changedAt: Date
    /// The state's `nextChangeAt`, rounded down to a whole second.
    public var nextChangeAt: Date
    /// `nextChangeAt` as the game's clock reads it, for people: `2026-06-14T00:00:00+02:00`.
    public var validUntil: String
    /// How many warnings the build reported (a skipped build has no loaded game to show them).
    public var warnings: Int
    public var files: [File]

    /// The stamp of a build that just wrote `written` into `folder` (or kept them there), each
    /// one looked at on disk now, except a kept file (`OutputFile.isKept`), which
    /// `keptFiles(besidesLog:in:)` found on disk as `previous` has it while this build ran. Nil
    /// when a file cannot be looked at, or has a name a stamp cannot hold.
    public static func after(writing written: [OutputFile], in folder: URL, inputs: BuildInputs.Hashes, state: GameState,
                             warnings: Int, previous: BuildStamp? = nil) -> BuildStamp? {
        var files: [File] = []
        files.reserveCapacity(written.count)
        let base = folder.path + "/"
        // After one appended event on a big game nearly every file is kept: twelve thousand
        // stat calls saved. (Were a kept file changed meanwhile, the next build would see it.)
        // A kept file's date spots are where they were, too. The same game makes its files in the
        // same order, so the last build's line is looked for at the same place first; the paths
        // are put into a dictionary only when it is not there.
        let previousFiles = previous?.files ?? []
        var known: [String: File]?
        func last(_ path: String, at position: Int) -> File? {
            if position < previousFiles.count, previousFiles[position].path == path { return previousFiles[position] }
            if known == nil { known = Dictionary(previousFiles.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first }) }
            return known?[path]
        }
        for (position, file) in written.enumerated() {
            guard !file.path.utf8.contains(UInt8(ascii: "\n")) else { return nil }
            if file.isKept {
                guard let last = last(file.path, at: position) else { return nil }
                files.append(File(path: file.path, status: last.status, fingerprint: file.fingerprint, dateSpots: last.dateSpots))
            } else {
                guard let status = FileStatus.of(path: base + file.path) else { return nil }
                files.append(File(path: file.path, status: status, fingerprint: file.fingerprint, dateSpots: file.dateSpots))
            }
        }
        return BuildStamp(inputs: inputs.all, besidesLog: inputs.besidesLog, changedAt: Date(timeIntervalSince1970: state.changedAt.timeIntervalSince1970.rounded(.up)),
                          nextChangeAt: Date(timeIntervalSince1970: state.nextChangeAt.timeIntervalSince1970.rounded(.down)),
                          validUntil: Instant.format(state.nextChangeAt, in: state.game.settings.calendar), warnings: warnings, files: files)
    }

    /// The files with a fingerprint that a build with inputs `besidesLog` besides the event log
    /// may keep: those still in `folder` as this build wrote them, by path. None when more than
    /// the log changed.
    public func keptFiles(besidesLog: UInt64, in folder: URL) -> [String: KeptFile] {
        guard besidesLog == self.besidesLog else { return [:] }
        let withPrints = files.filter { $0.fingerprint != nil }
        var kept: [String: KeptFile] = [:]
        for (file, status) in zip(withPrints, FileStatus.of(relativePaths: withPrints.lazy.map(\.path), in: folder)) where status == file.status {
            kept[file.path] = KeptFile(fingerprint: file.fingerprint!, size: Int(file.status.size), dateSpots: file.dateSpots)
        }
        return kept
    }

    /// Whether a build with these inputs as of `instant` would write what is already in `folder`.
    public func holds(inputs: UInt64, asOf instant: Date, in folder: URL) -> Bool {
        guard inputs == self.inputs, changedAt <= instant, instant < nextChangeAt else { return false }
        return zip(files, FileStatus.of(relativePaths: files.lazy.map(\.path), in: folder)).allSatisfy { $0.status == $1 }
    }

    // MARK: Reading and writing

    /// The stamp in `folder`, or nil when there is none or it does not read as one.
    public static func read(from folder: URL) -> BuildStamp? {
        bytes(in: folder).flatMap { BuildStamp(decoding: $0) }
    }

    /// The bytes of the stamp file in `folder`, not yet read as a stamp; nil when there is none
    /// (or a link is in its place: nothing in the output folder is read through a link).
    public static func bytes(in folder: URL) -> Data? {
        OutputWriter.readFile(atPath: folder.appendingPathComponent(fileName).path)
    }

    /// The `inputs` of a stamp's bytes, from its first two lines alone (no file line is read);
    /// nil when they do not begin a stamp of this format.
    public static func inputs(in data: Data) -> UInt64? {
        let head = data.prefix(200)
        let lines = head.split(separator: UInt8(ascii: "\n"), maxSplits: 2, omittingEmptySubsequences: false)
        guard lines.count == 3, lines[0].elementsEqual(header.utf8) else { return nil }
        let line = lines[1]
        let key = Array("inputs ".utf8)
        guard line.starts(with: key) else { return nil }
        return UInt64(String(decoding: line.dropFirst(key.count), as: UTF8.self), radix: 16)
    }

    /// Writes the stamp into `folder` (to a temporary file first, then renamed over the old
    /// one), unless the same stamp is there already.
    public func write(to folder: URL) throws {
        let url = folder.appendingPathComponent(Self.fileName)
        let bytes = encoded()
        if let existing = OutputWriter.readFile(atPath: url.path), existing == bytes { return }
        // A name of this build's own: two builds at once never write one file together.
        let temporary = folder.appendingPathComponent(TemporaryName.make(for: Self.fileName))
        try OutputWriter.writeFile(temporary, bytes, flush: true)
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary.path)
            throw QuestlineError("cannot write \(url.path): \(reason)")
        }
    }

    /// Removes the stamp from `folder`, so no later build trusts it.
    public static func remove(from folder: URL) {
        unlink(folder.appendingPathComponent(fileName).path)
    }

    public func encoded() -> Data {
        let text = """
        \(Self.header)
        inputs \(String(inputs, radix: 16))
        besides-log \(String(besidesLog, radix: 16))
        changed \(Int64(changedAt.timeIntervalSince1970))
        next \(Int64(nextChangeAt.timeIntervalSince1970))
        until \(validUntil)
        warnings \(warnings)
        files \(files.count)

        """
        // Twelve thousand lines on a big site: written as bytes, numbers digit by digit, in runs
        // of a thousand lines on every core.
        let run = 1_000
        let runs = Parallel.map((files.count + run - 1) / run) { index in
            Self.lines(files[(index * run)..<min(files.count, (index + 1) * run)])
        }
        var bytes = Array(text.utf8)
        bytes.reserveCapacity(bytes.count + runs.reduce(0) { $0 + $1.count })
        for lines in runs { bytes += lines }
        return Data(bytes)
    }

    /// The files' lines, as `encoded()` writes them.
    private static func lines(_ files: ArraySlice<File>) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(files.count * 80)
        for file in files {
            Self.append(file.status.size, radix: 10, to: &bytes)
            bytes.append(UInt8(ascii: " "))
            if file.status.modified < 0 { bytes.append(UInt8(ascii: "-")) }
            Self.append(file.status.modified.magnitude, radix: 10, to: &bytes)
            bytes.append(UInt8(ascii: " "))
            if let fingerprint = file.fingerprint {
                Self.append(fingerprint, radix: 16, to: &bytes)
            } else {
                bytes.append(UInt8(ascii: "-"))
            }
            for spot in file.dateSpots {
                bytes.append(UInt8(ascii: "@"))
                bytes.append(UInt8(ascii: spot.isEscaped ? "e" : "r"))
                Self.append(UInt64(spot.offset), radix: 10, to: &bytes)
                bytes.append(UInt8(ascii: "+"))
                Self.append(UInt64(spot.length), radix: 10, to: &bytes)
            }
            bytes.append(UInt8(ascii: " "))
            bytes.append(contentsOf: file.path.utf8)
            bytes.append(UInt8(ascii: "\n"))
        }
        return bytes
    }

    /// The number's digits, lowercase, no leading zeros.
    private static func append(_ number: UInt64, radix: UInt64, to bytes: inout [UInt8]) {
        var count = 1, rest = number / radix
        while rest > 0 {
            count += 1
            rest /= radix
        }
        bytes.append(contentsOf: repeatElement(0, count: count))
        var value = number
        for index in (bytes.count - count..<bytes.count).reversed() {
            let digit = UInt8(value % radix)
            bytes[index] = digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10
            value /= radix
        }
    }

    /// Reads the text `encoded()` writes; nil for anything else. A big site's stamp has a line
    /// for each of thousands of files, and every build reads it first: the lines are taken apart
    /// byte by byte, not as `Character`s.
    public init?(decoding data: Data) {
        let bytes = [UInt8](data)
        var lines: [Range<Int>] = []
        var start = 0
        while let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) {
            lines.append(start..<end)
            start = end + 1
        }
        // The text ends with a line break: nothing may follow the last one.
        guard start == bytes.count, lines.count >= 8 else { return nil }
        func text(_ index: Int) -> Substring { Substring(decoding: bytes[lines[index]], as: UTF8.self) }
        guard text(0) == Self.header[...] else { return nil }
        func value(_ index: Int, _ key: String) -> Substring? {
            let line = text(index)
            guard line.hasPrefix(key + " ") else { return nil }
            return line.dropFirst(key.count + 1)
        }
        guard let inputs = value(1, "inputs").flatMap({ UInt64($0, radix: 16) }),
              let besidesLog = value(2, "besides-log").flatMap({ UInt64($0, radix: 16) }),
              let changed = value(3, "changed").flatMap({ Int64($0) }),
              let next = value(4, "next").flatMap({ Int64($0) }),
              let until = value(5, "until"),
              let warnings = value(6, "warnings").flatMap({ Int($0) }),
              let count = value(7, "files").flatMap({ Int($0) }), count == lines.count - 8 else { return nil }
        var files: [File] = []
        files.reserveCapacity(count)
        for line in lines[8...] {
            var fields = StampLineFields(bytes: bytes, range: line)
            guard let size = fields.number(), let modified = fields.signedNumber(), let (fingerprint, spots) = fields.fingerprint(),
                  let path = fields.rest() else { return nil }
            files.append(File(path: path, status: FileStatus(size: size, modified: modified), fingerprint: fingerprint, dateSpots: spots))
        }
        self.init(inputs: inputs, besidesLog: besidesLog, changedAt: Date(timeIntervalSince1970: TimeInterval(changed)),
                  nextChangeAt: Date(timeIntervalSince1970: TimeInterval(next)), validUntil: String(until),
                  warnings: warnings, files: files)
    }

    init(inputs: UInt64, besidesLog: UInt64, changedAt: Date, nextChangeAt: Date, validUntil: String, warnings: Int, files: [File]) {
        self.inputs = inputs
        self.besidesLog = besidesLog
        self.changedAt = changedAt
        self.nextChangeAt = nextChangeAt
        self.validUntil = validUntil
        self.warnings = warnings
        self.files = files
    }
}

/// The fields of one file's line in a stamp, `1234 1781371912123456789 5e1f00d2a3b4c5d6 a/index.html`,
/// read from the left; each ends at a single space, and the path is the rest of the line.
private struct StampLineFields {
    let bytes: [UInt8]
    var position: Int
    let end: Int

    init(bytes: [UInt8], range: Range<Int>) {
        self.bytes = bytes
        position = range.lowerBound
        end = range.upperBound
    }

    /// The next field's bytes, and the space after it skipped; nil when no space ends it.
    private mutating func field() -> Range<Int>? {
        let start = position
        while position < end, bytes[position] != UInt8(ascii: " ") { position += 1 }
        guard position < end, position > start else { return nil }
        defer { position += 1 }
        return start..<position
    }

    mutating func number() -> UInt64? {
        field().flatMap { Self.digits(bytes[$0], radix: 10) }
    }

    mutating func signedNumber() -> Int64? {
        guard let range = field() else { return nil }
        let negative = bytes[range.lowerBound] == UInt8(ascii: "-")
        guard let magnitude = Self.digits(bytes[(negative ? range.lowerBound + 1 : range.lowerBound)..<range.upperBound], radix: 10),
              magnitude <= UInt64(Int64.max) else { return nil }
        return negative ? -Int64(magnitude) : Int64(magnitude)
    }

    /// A fingerprint in hexadecimal, or `-` for none, with the file's date spots after it
    /// (`@e120+25@r900+25`, only after a fingerprint); nil when the field is neither.
    mutating func fingerprint() -> (UInt64?, [DateSpot])? {
        guard let range = field() else { return nil }
        if range.count == 1, bytes[range.lowerBound] == UInt8(ascii: "-") { return (nil, []) }
        let parts = bytes[range].split(separator: UInt8(ascii: "@"), omittingEmptySubsequences: false)
        guard let fingerprint = Self.digits(parts[0], radix: 16) else { return nil }
        var spots: [DateSpot] = []
        for part in parts.dropFirst() {
            guard let kind = part.first, kind == UInt8(ascii: "e") || kind == UInt8(ascii: "r") else { return nil }
            let numbers = part.dropFirst().split(separator: UInt8(ascii: "+"), omittingEmptySubsequences: false)
            guard numbers.count == 2, let offset = Self.digits(numbers[0], radix: 10), let length = Self.digits(numbers[1], radix: 10),
                  offset <= UInt64(Int.max), length <= UInt64(Int.max) else { return nil }
            spots.append(DateSpot(offset: Int(offset), length: Int(length), isEscaped: kind == UInt8(ascii: "e")))
        }
        return (fingerprint, spots)
    }

    /// The rest of the line, which may hold spaces; nil when it is empty.
    func rest() -> String? {
        position < end ? String(decoding: bytes[position..<end], as: UTF8.self) : nil
    }

    private static func digits(_ digits: ArraySlice<UInt8>, radix: UInt64) -> UInt64? {
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
}
