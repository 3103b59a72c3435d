import Foundation

/// Writes an event as one compact JSON line with sorted keys, the form the log keeps.
public enum EventEncoder {
    private struct Record: Encodable {
        var at: String
        var type: String
        var player: String?
        var challenge: String?
        var option: String?
        var proof: String?
        var media: String?
        var text: String?
        var on: String?
        var reward: String?
        var amount: Int?
        var reason: String?
        var by: String?
        var id: String
        var event: String?
        var from: String?
        var until: String?
        var value: Double?
    }

    /// The event's line, ending in a newline.
    public static func line(for event: Event, calendar: GameCalendar) -> String {
        let record = Record(at: Instant.format(event.at, in: calendar), type: event.kind.rawValue, player: event.player,
                            challenge: event.challenge, option: event.option?.rawValue, proof: event.proof?.rawValue,
                            media: event.media, text: event.text, on: event.on?.description, reward: event.reward,
                            amount: event.amount, reason: event.reason, by: event.by, id: event.id.description,
                            event: event.event?.description, from: event.from?.description, until: event.until?.description,
                            value: event.value)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding a struct of strings and ints cannot fail.
        let data = (try? encoder.encode(record)) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
