import Foundation
import Testing
@testable import QuestlineCore

/// Dates enter in one range (`SupportedDates`), and the calendar answers for any instant at all
/// without trapping or hanging: the ends of Foundation's calendar are never a crash.
@Suite("Supported dates and calendar arithmetic")
struct SupportedDatesTests {
    static let oslo = GameCalendar(timeZone: TimeZone(identifier: "Europe/Oslo")!)

    @Test("The range's ends are in and a minute beyond them is out, in the game's zone", arguments: [
        ("1970-01-01T00:00:00+01:00", true), ("1969-12-31T23:59:00+01:00", false),
        ("2199-12-31T23:59:00+01:00", true), ("2200-01-01T00:00:00+01:00", false),
        ("2026-06-13T10:15:00+02:00", true), ("9999-12-31T23:00:00Z", false), ("0001-01-01T00:00:00Z", false),
    ])
    func ends(_ text: String, _ inside: Bool) throws {
        let instant = try #require(Instant.parse(text))
        #expect(SupportedDates.contains(instant, in: Self.oslo) == inside)
    }

    @Test("Days and times of any instant, however far out, come back without a trap", arguments: [
        -1e18, -62_135_596_800, -1e10, 0, 253_402_297_199, 253_402_300_800, 1e12, 1e18, .infinity, -.infinity, .nan,
    ])
    func anyInstant(_ seconds: Double) {
        let instant = Date(timeIntervalSince1970: seconds)
        let day = Self.oslo.date(of: instant)
        #expect((1...12).contains(day.month))
        #expect((0...23).contains(Self.oslo.time(of: instant).hour))
        _ = Self.oslo.startOfDay(day)
        _ = Self.oslo.endOfDay(day)
    }

    @Test("Local instants at the ends of the calendar come back, without a trap or a long walk",
          arguments: ["0001-01-01", "1582-10-10", "9999-12-31"])
    func calendarEnds(_ text: String) throws {
        let day = try #require(LocalDate(text))
        let instant = Self.oslo.instant(day, try #require(LocalTime("23:00")))
        #expect(Self.oslo.date(of: instant) == day)
        #expect(Self.oslo.endOfDay(day) > instant)
        #expect(Instant.parse(text, in: Self.oslo) != nil)
    }

    @Test("Day and time by arithmetic agree with Foundation's calendar across the range, in zones with odd offsets",
          arguments: ["Europe/Oslo", "America/New_York", "Asia/Kathmandu", "Australia/Lord_Howe", "Pacific/Kiritimati"])
    func agreesWithFoundation(_ zone: String) throws {
        let timeZone = try #require(TimeZone(identifier: zone))
        let calendar = GameCalendar(timeZone: timeZone)
        var foundation = Calendar(identifier: .gregorian)
        foundation.timeZone = timeZone
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<2_000 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            // Seconds and fractions from 1970 to 2199.
            let seconds = Double(seed >> 11 % 7_258_118_400) + Double(seed & 0x3FF) / 1024
            let instant = Date(timeIntervalSince1970: seconds.truncatingRemainder(dividingBy: 7_258_118_400))
            let parts = foundation.dateComponents([.year, .month, .day, .hour, .minute], from: instant)
            let day = calendar.date(of: instant), time = calendar.time(of: instant)
            #expect([day.year, day.month, day.day, time.hour, time.minute] == [parts.year, parts.month, parts.day, parts.hour, parts.minute],
                    "\(instant)")
        }
    }
}
