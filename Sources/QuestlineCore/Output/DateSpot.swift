/// Where a page shows when the state last changed ("Updated Thu 10 Apr, 22:00"): a range of the
/// file's bytes, and whether the text there is HTML-escaped (`{{asOf}}`) or as it is
/// (`{{{asOf}}}`).
///
/// Every event moves that instant, and every page of the game shows it, while most of those
/// pages stay the same otherwise. A build that finds a page the same as the last build's but for
/// that text writes the last file with its own text in these spots rather than rendering it again.
public struct DateSpot: Sendable, Hashable {
    public var offset: Int
    public var length: Int
    public var isEscaped: Bool

    public init(offset: Int, length: Int, isEscaped: Bool) {
        self.offset = offset
        self.length = length
        self.isEscaped = isEscaped
    }
}
