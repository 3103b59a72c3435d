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

    private enum Item {
        case piece(EventLog)
        case failed(any Error)
    }

    /// Starts reading `ContentFormat.eventLogFile` from `source` right away.
    public init(source: ContentSource, calendar: GameCalendar, pieceBytes: Int = LogPieces.pieceBytes) {
        self.calendar = calendar
        let thread = Thread { [self] in read(source, pieceBytes: pieceBytes) }
        thread.stackSize = 1 << 20
        thread.start()
    }

    private func read(_ source: ContentSource, pieceBytes: Int) {
        var nextLine = 1
        do {
            // A missing log reads as an empty one: no pieces.
            _ = try source.readPieces(at: ContentFormat.eventLogFile, pieceBytes: pieceBytes) { text in
                let piece = EventLogParser.parse(text, calendar: calendar, runs: nil, firstLine: nextLine)
                nextLine += piece.lineCount
                return put(.piece(piece))
            }
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

    /// The next piece in file order; nil after the last. Throws when the file cannot be read
    /// (it is not UTF-8, say). A missing file reads as no pieces.
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
