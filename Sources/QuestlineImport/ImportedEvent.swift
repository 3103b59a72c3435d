import Crypto
import Foundation
import QuestlineCore

/// A Loop entry as a line of the log: a `complete` event on its day.
///
/// Loop's days carry no time, so the event is at the reminder's time that day (the quest is
/// available from then), else at noon, in the game's zone; `on` names the day. A measurable
/// habit's amount is its `value`. The id is derived from the habit (its uuid, else its name), its
/// challenge and the day, so importing the same backup again gives the same ids, and the events
/// already in the log are recognised and skipped; two habits of one name (a CSV export has no
/// uuids) still get ids of their own, as their challenges differ.
struct ImportedEvent: Sendable, Equatable {
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

    /// The line, in the form the event commands write (compact JSON, sorted keys), with its newline.
    func line(calendar: GameCalendar) -> String {
        let record = Record(at: Instant.format(calendar.instant(day, time), in: calendar), challenge: challenge, id: id,
                            on: day.description, player: player, value: value)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(record)) ?? Data(), as: UTF8.self) + "\n"
    }

    private static let alphabet = Array("abcdefghijklmnopqrstuvwxyz234567")

    /// Twelve characters of a-z and 2-7, as every event id, from SHA-256 of the habit and the day;
    /// never of the form `h` and eleven hex digits, which names a line without an id.
    static func id(habit: LoopHabit, challenge: String, day: LocalDate) -> String {
        let key = (habit.uuid.map { "uuid:" + $0 } ?? "name:" + habit.name) + "\nchallenge:" + challenge
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
