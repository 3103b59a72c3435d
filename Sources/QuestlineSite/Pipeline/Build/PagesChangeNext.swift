import Foundation
import QuestlineCore

/// The end of a build's summary line: when the pages next change by time alone (a quest opens,
/// a dare is revealed, an event dated later comes due, midnight), on the game's clock and named
/// by its zone, so a person or a timer knows when the next rebuild is worth running.
public struct PagesChangeNext: Sendable, CustomStringConvertible {
    /// `2026-06-14 00:00`, with seconds only when the instant has them.
    public let wallClock: String
    /// The game's IANA zone: `Europe/Oslo`.
    public let zone: String

    public init(_ instant: Date, in calendar: GameCalendar) {
        // `2026-06-14T00:00:00+02:00`: the day, then the time without its offset.
        let text = Instant.format(instant, in: calendar)
        let day = text.prefix(10)
        let time = text.dropFirst(11).prefix(8)
        wallClock = "\(day) \(time.hasSuffix(":00") ? String(time.prefix(5)) : String(time))"
        zone = calendar.timeZone.identifier
    }

    public var description: String { "pages change next at \(wallClock) (\(zone))" }
}
