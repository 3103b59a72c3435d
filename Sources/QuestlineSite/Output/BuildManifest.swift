import Foundation
import QuestlineCore

/// `.questline-manifest`, in the output folder: what the last build wrote and what it was made
/// from. It is the one way a build reuses the last one's work:
///
/// - **A file is reused when what it is made from is the same and it is still as written.**
///   "Made from" is its fingerprint (its page model, `ModelFingerprint`, or what that model is
///   cut from: a person's view, a reward's unlocks, what was done and who is past the cap; a widget
///   snapshot's model, `Fingerprint`) together with everything but the event log
///   (`besides-log`: content files, templates, the tool and its options). "As written" is its
///   size and modification time, recorded when its bytes were written beside their SHA-256.
///   Such a file is kept without its model being made or rendered (`keptFiles`). A media
///   copy's fingerprint is its source file's identity, which is all it is made from: it is
///   kept whatever else changed.
/// - **A build stops before loading anything** when the whole inputs are the same (`inputs`),
///   its instant lies in the state's validity span (`changed` to `next`), and every file is as
///   written (`holds`).
/// - Anything else is rendered, and written only where its bytes are not those the manifest
///   vouches for; a file the build no longer makes is removed only while its bytes still have
///   the SHA-256 listed (`OutputWriter`).
///
/// No file is ever changed in place: a page is kept whole or made whole. A page that shows when
/// the state last changed ("Updated …") shows it because that is part of its model (the home
/// page, a profile), so it is made again when that changes, like anything else it shows.
///
/// The text reads as `sha256sum`'s, so `cd output && sha256sum -c .questline-manifest` says
/// which files are still as written; the rest is in comment lines (`#`), which sha256sum skips.
/// A header, then each file as its size, modification time (ns) and fingerprint (or `-`), and
/// its SHA-256 and path, in the order the build made them (the same for the same game):
///
///     # questline-manifest 4
///     # inputs 3f2a9c0d1e7b6a55
///     # besides-log 91c0ffee12345678
///     # changed 1781371800
///     # next 1781388000
///     # until 2026-06-14T00:00:00+02:00
///     # warnings 0
///     # files 2
///     # 1234 1781371912123456789 -
///     9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08  index.html
///     # 987 1781371912123456789 5e1f00d2a3b4c5d6
///     60303ae22b998861bce3b28f33eec1be758a213c86c93c076dbe9f558c11c752  rewards/letter/index.html
///
/// A list without the header (an older questline's, or a build whose inputs could not be
/// hashed) vouches for its hashes alone: nothing is skipped or kept by it. A path holding a
/// backslash or a line break is written as `sha256sum` writes it: the line starts with `\`, and
/// the path has `\\`, `\n` and `\r` for them.
public struct BuildManifest: Sendable, Equatable {
    public static let fileName = ".questline-manifest"
    /// Changes whenever what a manifest means changes; a header of another number never matches.
    public static let formatVersion = 4
    static let header = "# questline-manifest \(formatVersion)"

    /// What the build was made from and how long its state holds.
    public struct Build: Sendable, Equatable {
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

        public init(inputs: UInt64, besidesLog: UInt64, changedAt: Date, nextChangeAt: Date, validUntil: String, warnings: Int) {
            (self.inputs, self.besidesLog, self.validUntil, self.warnings) = (inputs, besidesLog, validUntil, warnings)
            self.changedAt = Date(timeIntervalSince1970: changedAt.timeIntervalSince1970.rounded(.up))
            self.nextChangeAt = Date(timeIntervalSince1970: nextChangeAt.timeIntervalSince1970.rounded(.down))
        }

        /// The record of a build of `state` from `inputs`.
        public init(inputs: BuildInputs.Hashes, state: GameState, warnings: Int) {
            self.init(inputs: inputs.all, besidesLog: inputs.besidesLog, changedAt: state.changedAt, nextChangeAt: state.nextChangeAt,
                      validUntil: Instant.format(state.nextChangeAt, in: state.game.settings.calendar), warnings: warnings)
        }
    }

    /// One file the build wrote (or kept).
    public struct Entry: Sendable, Equatable {
        public var path: String
        /// 64 lowercase hexadecimal digits.
        public var hash: String
        /// What the file was made from, when it may be kept by it (`OutputFile.fingerprint`).
        public var fingerprint: UInt64?
        /// Its size and modification time right after the build; nil in a list without header.
        var status: FileStatus?
    }

    /// Nil for a list without the header.
    public var build: Build?
    public var entries: [Entry]

    init(build: Build?, entries: [Entry]) {
        self.build = build
        // Without a header there is nowhere to say a file's status or fingerprint.
        self.entries = build == nil ? entries.map { Entry(path: $0.path, hash: $0.hash) } : entries
    }

    // MARK: Reuse

    /// The files with a fingerprint that a build with inputs `besidesLog` besides the event log
    /// may keep: those still in `folder` as this build wrote them, by path. When more than the
    /// log changed, only the media copies: their fingerprints hold all they are made from, their
    /// source files' identities (`SiteBuilder.mediaCopy`).
    public func keptFiles(besidesLog: UInt64, in folder: URL) -> [String: KeptFile] {
        guard let build else { return [:] }
        let onlyMedia = besidesLog != build.besidesLog
        let withPrints = entries.filter { $0.fingerprint != nil && $0.status != nil && (!onlyMedia || MediaRoute.isMedia($0.path)) }
        var kept: [String: KeptFile] = [:]
        kept.reserveCapacity(withPrints.count)
        for (entry, now) in zip(withPrints, FileStatus.of(relativePaths: withPrints.lazy.map(\.path), in: folder)) {
            guard let status = entry.status, let fingerprint = entry.fingerprint, now == status else { continue }
            kept[entry.path] = KeptFile(fingerprint: fingerprint, size: Int(clamping: status.size))
        }
        return kept
    }

    /// Whether a build with these inputs as of `instant` would write what is already in `folder`.
    public func holds(inputs: UInt64, asOf instant: Date, in folder: URL) -> Bool {
        guard let build, inputs == build.inputs, build.changedAt <= instant, instant < build.nextChangeAt else { return false }
        return zip(entries, FileStatus.of(relativePaths: entries.lazy.map(\.path), in: folder)).allSatisfy { entry, now in
            entry.status != nil && entry.status == now
        }
    }

    // MARK: Reading

    /// The manifest in `folder`, or nil when there is none or it does not read as one.
    public static func read(from folder: URL) -> BuildManifest? {
        bytes(in: folder).flatMap { BuildManifest(decoding: $0) }
    }

    /// The bytes of the manifest in `folder`, not yet read; nil when there is none (or a link
    /// is in its place: nothing in the output folder is read through a link).
    public static func bytes(in folder: URL) -> Data? {
        OutputWriter.readFile(atPath: folder.appendingPathComponent(fileName).path)
    }

    /// The `inputs` of a manifest's bytes, from its first two lines alone (no file's line is
    /// read); nil when they do not begin a manifest with this format's header.
    public static func inputs(in data: Data) -> UInt64? {
        let head = [UInt8](data.prefix(200))
        let lines = head.split(separator: UInt8(ascii: "\n"), maxSplits: 2, omittingEmptySubsequences: false)
        let key = Array("# inputs ".utf8)
        guard lines.count == 3, lines[0].elementsEqual(header.utf8), lines[1].starts(with: key) else { return nil }
        return ManifestLine.digits(lines[1].dropFirst(key.count), radix: 16)
    }
}
