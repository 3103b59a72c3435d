/// Which completions have counted, by player, challenge and day: the fold's answer to "already
/// done that day?" and "already done once?".
///
/// A recurring or pooled challenge keeps one bit a day from the game's start for each player,
/// so ten daily quests for a hundred players over three years take about 130 KB rather than a
/// set entry for each of a million completions. Once-challenges keep one bit a challenge for
/// each player: a thousand players with a hundred each read back from the fold cache as a
/// thousand short arrays, not a set of a hundred thousand.
struct CompletedDays {
    private let firstDay: Int
    /// Per (player, challenge), bit `n` is day `n` after the game's start.
    private var days: [Int: [UInt64]] = [:]
    /// Per player, bit `n` is challenge number `n`, done once.
    private var onces: [Int: [UInt64]] = [:]
    /// Any day before the start (the fold refuses those first).
    private var beforeStart: Set<Int> = []

    init(from start: LocalDate) { firstDay = start.dayNumber }

    /// For the fold cache: every bit, in key order so the same fold writes the same bytes.
    func write(to writer: inout BinaryWriter) {
        writer.int(firstDay)
        writer.array(days.sorted { $0.key < $1.key }) { writer, entry in
            writer.int(entry.key)
            writer.array(entry.value) { $0.word($1) }
        }
        writer.array(onces.sorted { $0.key < $1.key }) { writer, entry in
            writer.int(entry.key)
            writer.array(entry.value) { $0.word($1) }
        }
        writer.array(beforeStart.sorted()) { $0.int($1) }
    }

    init(from reader: inout BinaryReader) throws {
        firstDay = try reader.int()
        days = Dictionary(try reader.array { (try $0.int(), try $0.array { try $0.word() }) }, uniquingKeysWith: { first, _ in first })
        onces = Dictionary(try reader.array { (try $0.int(), try $0.array { try $0.word() }) }, uniquingKeysWith: { first, _ in first })
        beforeStart = Set(try reader.array { try $0.int() })
    }

    /// Players' and challenges' places in the game; `day` nil for a once-challenge.
    func contains(player: Int, challenge: Int, day: LocalDate?) -> Bool {
        guard let day else { return Self.contains(onces[player], bit: challenge) }
        guard let (key, bit) = place(player, challenge, day) else { return beforeStart.contains(beforeStartKey(player, challenge, day)) }
        return Self.contains(days[key], bit: bit)
    }

    mutating func insert(player: Int, challenge: Int, day: LocalDate?) {
        guard let day else { return Self.insert(bit: challenge, into: &onces[player, default: []]) }
        guard let (key, bit) = place(player, challenge, day) else {
            beforeStart.insert(beforeStartKey(player, challenge, day))
            return
        }
        Self.insert(bit: bit, into: &days[key, default: []])
    }

    private static func contains(_ words: [UInt64]?, bit: Int) -> Bool {
        guard let words, bit / 64 < words.count else { return false }
        return words[bit / 64] & (1 << UInt64(bit % 64)) != 0
    }

    private static func insert(bit: Int, into words: inout [UInt64]) {
        if words.count <= bit / 64 { words += repeatElement(0, count: bit / 64 + 1 - words.count) }
        words[bit / 64] |= 1 << UInt64(bit % 64)
    }

    /// The key and bit of a day from the game's start on; nil before it.
    private func place(_ player: Int, _ challenge: Int, _ day: LocalDate) -> (key: Int, bit: Int)? {
        guard day.dayNumber >= firstDay else { return nil }
        return (player << 21 | challenge, day.dayNumber - firstDay)
    }

    private func beforeStartKey(_ player: Int, _ challenge: Int, _ day: LocalDate) -> Int {
        // Days from year 1 to 9999 fit in 22 bits; challenges in 21; players in the rest.
        (player << 43) | (challenge << 22) | (day.dayNumber + 719_469)
    }
}
