import Crypto
import Foundation
import QuestlineCore

/// A Loop entry as a line of the log: a `complete` event on its day, or, for a skipped day
/// (Loop's SKIP), a `pause` of that one day, which keeps a streak as Loop's skip does.
///
/// Loop's days carry no time, so the event is at the reminder's time that day (the quest is
/// available from then), else at noon, in the game's zone; `on` names the day. A measurable
/// habit's amount is its `value`. The id is derived from the habit (its uuid, else its name), its
/// challenge and the day, so importing the same backup again gives the same ids, and the events
/// already in the log are recognised and skipped; two habits of one name (a CSV export has no
/// uuids) still get ids of their own, as their challenges differ.
struct ImportedEvent: Sendable, Equatable {
    enum Kind: Sendable, Equatable { case complete, pause }

    var kind: Kind = .complete
    var id: String
    var challenge: String
    var player: String
    var day: LocalDate
    var time: LocalTime
    var value: Double?

    private struct Record: Encodable {
        var at: String
        var challenge: String
        var id: String
        var on: String
        var player: String
        var proof = "done"
        var type = "complete"
        var value: Double?
    }

    private struct PauseRecord: Encodable {
        var at: String
        var challenge: String
        var from: String
        var id: String
        var player: String
        var type = "pause"
        var until: String
    }

    /// The line, in the form the event commands write (compact JSON, sorted keys), with its newline.
    func line(calendar: GameCalendar) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let at = Instant.format(calendar.instant(day, time), in: calendar)
        let data: Data?
        switch kind {
        case .complete:
            data = try? encoder.encode(Record(at: at, challenge: challenge, id: id, on: day.description, player: player, value: value))
        case .pause:
            data = try? encoder.encode(PauseRecord(at: at, challenge: challenge, from: day.description, id: id, player: player,
                                                   until: day.description))
        }
        return String(decoding: data ?? Data(), as: UTF8.self) + "\n"
    }

    private static let alphabet = Array("abcdefghijklmnopqrstuvwxyz234567")

    /// Twelve characters of a-z and 2-7, as every event id, from SHA-256 of the habit and the day;
    /// never of the form `h` and eleven hex digits, which names a line without an id.
    static func id(habit: LoopHabit, challenge: String, day: LocalDate, kind: Kind = .complete) -> String {
        let key = (habit.uuid.map { "uuid:" + $0 } ?? "name:" + habit.name) + "\nchallenge:" + challenge + (kind == .pause ? "\nskip" : "")
        var salt = 0
        while true {
            let digest = Array(SHA256.hash(data: Data("questline-import-loop\n\(key)\n\(day)\n\(salt)".utf8)))
            let bits = digest.prefix(8).reduce(UInt64(0)) { $0 << 8 | UInt64($1) } >> 4
            let text = String((0..<12).map { alphabet[Int(bits >> UInt64(5 * (11 - $0)) & 0x1F)] })
            if !(text.first == "h" && text.dropFirst().allSatisfy(\.isHexDigit)) { return text }
            salt += 1
        }
    }
}
