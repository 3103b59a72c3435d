import Foundation

/// What a build keeps between runs so that the next one, after events were appended to the log,
/// neither reads the YAML again nor folds the whole log: the loaded game, its diagnostics, and
/// the fold of the log as far as it was read.
///
/// The game stands only for the same `key` (the tool and every content file besides the log);
/// the fold only while the log still starts with the bytes it was folded from (`LogPrefix`),
/// and only for an instant at or after its last event. Anything else, or a file that is damaged
/// or cut short, reads as no cache: the build loads and folds everything, as without one.
///
/// The fold holds everything the log says, proofs and secret dares included, so the file is
/// written for its owner alone (mode 0600), and never into the output folder.
public struct FoldCache: Sendable {
    public let file: URL
    public let key: String
    /// False for a command that only reads the game (`snapshot`): it leaves the site folder as
    /// it found it, and `write` writes nothing.
    public var writes = true
    /// What `loaded()` found in the file: then every read takes it rather than the file.
    private var held: Saved?? = nil

    /// The folder of a site folder that holds its cache.
    public static let folderName = ".questline-cache"

    public init(file: URL, key: String) {
        self.file = file
        self.key = key
    }

    /// The cache of the site folder at `site`.
    public init(site: URL, key: String) {
        self.init(file: site.appendingPathComponent(Self.folderName, isDirectory: true).appendingPathComponent("fold"), key: key)
    }

    private static let magic = "questline fold cache\n"
    private static let formatVersion = 9

    /// What a cache file held.
    struct Saved: Sendable {
        var game: Game
        var contentDiagnostics: [Diagnostic]
        /// What the economy's analysis warned of (`Economy.warnings()`): it reads the game alone.
        var economyWarnings: [Diagnostic]
        /// The fold so far, when the log was kept too: where it stopped, what reading found, and
        /// a reader at the fold's own bytes (`Fold.init(game:asOf:from:)`).
        var log: (prefix: LogPrefix, summary: LogSummary, fold: BinaryReader)?
    }

    /// This cache with its file read now, once: `game()` and a fold from it then take what was
    /// read, so a command that asks for both reads the file once. A build may replace the file
    /// meanwhile: what was read still stands for the log it was folded from, which is checked
    /// (`LogPrefix`) when the fold is taken.
    public func loaded() -> FoldCache {
        var copy = self
        copy.held = .some(read())
        return copy
    }

    /// The game the cache holds, when it is there, whole and made for `key`: the content files
    /// are the ones it was loaded from, and had no error. Saves play's recorder reading the YAML.
    public func game() -> Game? {
        read()?.game
    }

    /// The saved game and fold, when the file is there, whole and made for `key`.
    func read() -> Saved? {
        if case .some(let saved) = held { return saved }
        guard let bytes = Self.contents(of: file) else { return nil }
        // One reader over the whole file: the payload is what follows the header.
        var payload = BinaryReader(bytes)
        do {
            guard try payload.string() == Self.magic, try payload.int() == Self.formatVersion, try payload.string() == key else { return nil }
            let checksum = try payload.word()
            guard try payload.count() == payload.remaining, checksum == payload.withRemainingBytes(Self.checksum) else { return nil }
            let game = try payload.game()
            let diagnostics = try payload.array { try $0.diagnostic() }
            let economyWarnings = try payload.array { try $0.diagnostic() }
            var saved = Saved(game: game, contentDiagnostics: diagnostics, economyWarnings: economyWarnings, log: nil)
            if try payload.bool() {
                let prefix = LogPrefix(bytes: try payload.int(), lines: try payload.int(), hash: try payload.word())
                var summary = LogSummary()
                summary.eventCount = try payload.int()
                summary.lineCount = try payload.int()
                summary.diagnostics = try payload.array { try $0.diagnostic() }
                saved.log = (prefix, summary, payload)
            }
            return saved
        } catch {
            return nil
        }
    }

    /// Keeps the game, and the fold when `log` is given, replacing the file in one rename so a
    /// reader never sees half of it. False when it could not be written; the cache is only ever
    /// a saving, so that is no error.
    @discardableResult
    func write(game: Game, contentDiagnostics: [Diagnostic], economyWarnings: [Diagnostic],
               log: (prefix: LogPrefix, summary: LogSummary, fold: Fold)?) -> Bool {
        guard writes else { return false }
        var payload = BinaryWriter(capacity: (1 << 16) + 64 * (log?.summary.eventCount ?? 0))
        payload.game(game)
        payload.array(contentDiagnostics) { $0.diagnostic($1) }
        payload.array(economyWarnings) { $0.diagnostic($1) }
        payload.optional(log) { writer, log in
            writer.int(log.prefix.bytes)
            writer.int(log.prefix.lines)
            writer.word(log.prefix.hash)
            writer.int(log.summary.eventCount)
            writer.int(log.summary.lineCount)
            writer.array(log.summary.diagnostics) { $0.diagnostic($1) }
            log.fold.write(to: &writer)
        }
        var header = BinaryWriter(capacity: 256)
        header.string(Self.magic)
        header.int(Self.formatVersion)
        header.string(key)
        header.word(payload.bytes.withUnsafeBytes(Self.checksum))
        header.unsigned(UInt64(payload.bytes.count))
        // Written as two pieces: a copy of a big game's payload would be tens of megabytes more at the peak.
        return Self.replace(self.file, with: [header.bytes, payload.bytes])
    }

    /// The file's bytes, read straight into one array; nil for anything but a plain file. A link
    /// is not followed, and a FIFO or a device in its place is opened without waiting and left
    /// unread, so that no build or command hangs on one.
    private static func contents(of url: URL) -> [UInt8]? {
        let descriptor = open(url.path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        let size = Int(status.st_size)
        var complete = false
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            var done = 0
            while done < size {
                let result = Foundation.read(descriptor, buffer.baseAddress! + done, size - done)
                guard result > 0 else { break }
                done += result
            }
            count = done
            complete = done == size
        }
        return complete ? bytes : nil
    }

    private static func checksum(_ payload: UnsafeRawBufferPointer) -> UInt64 {
        var hash = StableHash()
        hash.combine(payload)
        return hash.value
    }

    /// Writes the pieces one after another beside `url` and renames them over it; the folder is
    /// made for the owner alone.
    private static func replace(_ url: URL, with pieces: [[UInt8]]) -> Bool {
        let folder = url.deletingLastPathComponent()
        let manager = FileManager.default
        guard (try? manager.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])) != nil
        else { return false }
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return false }
        let whole = pieces.allSatisfy { piece in
            piece.withUnsafeBytes { buffer -> Bool in
                var written = 0
                while written < buffer.count {
                    let result = Foundation.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                    guard result > 0 else { return false }
                    written += result
                }
                return true
            }
        }
        close(descriptor)
        guard whole, rename(temporary.path, url.path) == 0 else {
            unlink(temporary.path)
            return false
        }
        return true
    }
}
