import Foundation

/// The event log read and parsed a piece at a time on another thread, handed over one piece at
/// a time: a log of a million events is never all in memory, as text or as events, and while
/// one piece is folded the next is being parsed.
///
/// `next()` gives the pieces in file order, each an `EventLog` of whole lines numbered as in the
/// file; the reader stays at most `ahead` pieces ahead of the taker, so a few megabytes are held
/// at once, whatever the size of the log.
public final class LogPieces: @unchecked Sendable {
    /// Bytes of log text a piece: about 11,000 events.
    public static let pieceBytes = 1 << 20
    /// Pieces read and parsed ahead of the one being taken: while the YAML loads, about 4 MB of
    /// the log is parsed already.
    static let ahead = 4

    public let calendar: GameCalendar
    private let condition = NSCondition()
    // Guarded by `condition`.
    private var waiting: [Item] = []
    private var cancelled = false
    private var finished = false
    private var readSoFar: LogPrefix?

    private enum Item {
        case piece(EventLog)
        case failed(any Error)
    }

    /// The log no longer starts with the bytes a resumed read was told it starts with.
    struct PrefixChanged: Error {}

    /// Starts reading `ContentFormat.eventLogFile` from `source` right away.
    ///
    /// Resuming after `prefix`, the first `prefix.bytes` bytes are hashed, not parsed, and the
    /// pieces start after them (lines numbered on from `prefix.lines`); when those bytes are not
    /// what `prefix` says, `next()` throws `PrefixChanged` instead.
    public convenience init(source: ContentSource, calendar: GameCalendar, pieceBytes: Int = LogPieces.pieceBytes) {
        self.init(source: source, calendar: calendar, pieceBytes: pieceBytes, resuming: nil)
    }

    init(source: ContentSource, calendar: GameCalendar, pieceBytes: Int = LogPieces.pieceBytes, resuming prefix: LogPrefix?) {
        self.calendar = calendar
        let thread = Thread { [self] in read(source, pieceBytes: pieceBytes, resuming: prefix) }
        thread.stackSize = 1 << 20
        thread.start()
    }

    /// All the log the reader read: its bytes, lines and hash. Nil until `next()` has given nil,
    /// and when the read failed or was cancelled.
    var readExtent: LogPrefix? {
        condition.lock()
        defer { condition.unlock() }
        return readSoFar
    }

    private func read(_ source: ContentSource, pieceBytes: Int, resuming prefix: LogPrefix?) {
        var nextLine = 1
        var hash = StreamHash()
        do {
            // The prefix's bytes are only hashed: were they not the ones folded, nothing after
            // them is parsed. It ends after a newline, so what follows it starts a line.
            let prefixBytes = prefix?.bytes ?? 0
            // A missing log reads as an empty one: no pieces.
            _ = try source.readPieces(at: ContentFormat.eventLogFile, pieceBytes: pieceBytes, rawPrefix: prefixBytes, raw: { bytes in
                hash.feed(bytes)
                if let prefix, hash.count == prefix.bytes {
                    guard hash.value == prefix.hash else { throw PrefixChanged() }
                    nextLine = prefix.lines + 1
                }
            }) { bytes in
                bytes.withUnsafeBytes { hash.feed($0) }
                let piece = EventLogParser.parse(bytes, calendar: calendar, runs: nil, firstLine: nextLine)
                nextLine += piece.lineCount
                return put(.piece(piece))
            }
            if hash.count < prefixBytes { throw PrefixChanged() }
            condition.lock()
            if !cancelled { readSoFar = LogPrefix(bytes: hash.count, lines: nextLine - 1, hash: hash.value) }
            condition.unlock()
        } catch {
            _ = put(.failed(error))
        }
        condition.lock()
        finished = true
        condition.broadcast()
        condition.unlock()
    }

    /// Hands an item over once there is room; false when the reader was cancelled.
    private func put(_ item: Item) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while waiting.count >= Self.ahead && !cancelled { condition.wait() }
        guard !cancelled else { return false }
        waiting.append(item)
        condition.broadcast()
        return true
    }

    /// The next piece in file order; nil after the last. Throws when the file cannot be read; a
    /// line that is not UTF-8 is one of the piece's diagnostics. A missing file reads as no pieces.
    public func next() throws -> EventLog? {
        condition.lock()
        defer { condition.unlock() }
        while waiting.isEmpty && !finished { condition.wait() }
        guard !waiting.isEmpty else { return nil }
        let item = waiting.removeFirst()
        condition.broadcast()
        switch item {
        case .piece(let piece): return piece
        case .failed(let error): throw error
        }
    }

    /// Stops reading: the thread ends at the next piece, and `next()` gives nothing more.
    public func cancel() {
        condition.lock()
        cancelled = true
        waiting.removeAll()
        finished = true
        condition.broadcast()
        condition.unlock()
    }
}
