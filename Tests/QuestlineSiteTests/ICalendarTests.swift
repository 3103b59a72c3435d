import Foundation
import Testing
import QuestlineCore
@testable import QuestlineSite

/// The quest calendar by RFC 5545 (issue #35): a VTIMEZONE for its TZID, reminders for timed
/// quests, no empty calendar, folding by octets. Tests/browser/sitecheck/ics.py checks every
/// preset's file with a real parser as well.
@Suite("The quest calendar follows RFC 5545")
struct ICalendarTests {
    static func ics(_ fixture: Fixture) throws -> String {
        try #require(try fixture.build().text("quests.ics"))
    }

    static func game(zone: String, at time: String? = "18:00") -> Fixture {
        var fixture = CalendarAndFeedTests.game(locale: "en_GB")
        fixture.files["content/game.yaml"] = (fixture.files["content/game.yaml"] ?? "")
            .replacingOccurrences(of: "timezone: Europe/Oslo", with: "timezone: \(zone)")
        if time == nil {
            fixture.files["content/challenges.yaml"] = (fixture.files["content/challenges.yaml"] ?? "").replacingOccurrences(of: "    at: \"18:00\"\n", with: "")
        }
        return fixture
    }

    @Test("A timed quest names its zone, and the zone has a VTIMEZONE with its summer and winter time")
    func vtimezone() throws {
        let ics = try Self.ics(Self.game(zone: "Europe/Oslo"))
        #expect(ics.contains("DTSTART;TZID=Europe/Oslo:20260612T180000\r\n"))
        let zone = try #require(ics.range(of: "BEGIN:VTIMEZONE\r\nTZID:Europe/Oslo\r\n"))
        let event = try #require(ics.range(of: "BEGIN:VEVENT"))
        #expect(zone.lowerBound < event.lowerBound)
        #expect(ics.contains("BEGIN:STANDARD\r\nDTSTART:20260101T000000\r\nTZOFFSETFROM:+0100\r\nTZOFFSETTO:+0100\r\nEND:STANDARD\r\n"))
        #expect(ics.contains("BEGIN:DAYLIGHT\r\nDTSTART:20260329T020000\r\nTZOFFSETFROM:+0100\r\nTZOFFSETTO:+0200\r\nEND:DAYLIGHT\r\n"))
        #expect(ics.contains("BEGIN:STANDARD\r\nDTSTART:20261025T030000\r\nTZOFFSETFROM:+0200\r\nTZOFFSETTO:+0100\r\nEND:STANDARD\r\n"))
        #expect(ics.components(separatedBy: "BEGIN:VTIMEZONE").count == 2)
    }

    @Test("A zone without daylight saving time has one STANDARD observance", arguments: ["Asia/Tokyo", "UTC", "Asia/Kolkata"])
    func noDST(_ zone: String) throws {
        var fixture = Self.game(zone: zone)
        fixture.files["content/events.jsonl"] = ""
        let ics = try Self.ics(fixture)
        let offset = ["Asia/Tokyo": "+0900", "UTC": "+0000", "Asia/Kolkata": "+0530"][zone] ?? ""
        #expect(ics.contains("BEGIN:STANDARD\r\nDTSTART:20260101T000000\r\nTZOFFSETFROM:\(offset)\r\nTZOFFSETTO:\(offset)\r\nEND:STANDARD\r\n"), "\(ics)")
        #expect(ics.components(separatedBy: "BEGIN:STANDARD").count == 2)
        #expect(!ics.contains("DAYLIGHT"))
    }

    @Test("A quest with a time reminds when it opens; one without is all day, with no TZID and no reminder")
    func alarms() throws {
        let timed = try Self.ics(Self.game(zone: "Europe/Oslo"))
        #expect(timed.contains("BEGIN:VALARM\r\nACTION:DISPLAY\r\nTRIGGER:PT0S\r\nDESCRIPTION:Read\\, twenty minutes (5\u{A0}points)\r\nEND:VALARM\r\nEND:VEVENT\r\n"), "\(timed)")
        let allDay = try Self.ics(Self.game(zone: "Europe/Oslo", at: nil))
        #expect(allDay.contains("DTSTART;VALUE=DATE:20260612\r\nDTEND;VALUE=DATE:20260613\r\n"), "\(allDay)")
        #expect(allDay.contains(";UNTIL=20260919\r\n"), "\(allDay)")
        #expect(!allDay.contains("VALARM") && !allDay.contains("TZID") && !allDay.contains("VTIMEZONE"))
    }

    @Test("A game with nothing to schedule has no calendar, and no page links to one")
    func noEmptyCalendar() throws {
        var fixture = CalendarAndFeedTests.game(locale: "en_GB")
        fixture.files["content/challenges.yaml"] = "- {id: read, title: Read, category: habits, points: 5}\n"
        fixture.files["content/events.jsonl"] = ""
        let output = try fixture.build()
        #expect(output.text("quests.ics") == nil)
        for file in output.files where file.path.hasSuffix(".html") {
            #expect(!String(decoding: file.bytes, as: UTF8.self).contains("quests.ics"), "\(file.path)")
        }
        let scheduled = try Self.game(zone: "Europe/Oslo").build()
        #expect(scheduled.text("index.html")?.contains(#"<link rel="alternate" type="text/calendar""#) == true)
        #expect(scheduled.text("index.html")?.contains(#"<a href="quests.ics">"#) == true)
    }

    @Test("The first occurrence is a day the rule falls on")
    func firstOccurrence() throws {
        var fixture = CalendarAndFeedTests.game(locale: "en_GB")
        // 2026-06-12 is a Friday: a Monday quest starts on the 15th.
        fixture.files["content/challenges.yaml"] = """
        - {id: swim, title: Swim, category: c, points: 5, schedule: {every: [mon], at: "07:00"}}

        """
        fixture.files["content/events.jsonl"] = ""
        let ics = try Self.ics(fixture)
        #expect(ics.contains("DTSTART;TZID=Europe/Oslo:20260615T070000\r\n"), "\(ics)")
        #expect(ics.contains("UID:quest-swim-20260615@"), "\(ics)")
    }

    @Test("Folding counts octets and never splits a UTF-8 sequence, even in one long character", arguments: [
        "SUMMARY:" + String(repeating: "æ", count: 60),
        "SUMMARY:Z" + String(repeating: "\u{0301}", count: 80),
        "SUMMARY:" + String(repeating: "👨‍👩‍👧‍👦", count: 8),
    ])
    func folding(_ line: String) {
        // By bytes: a space before a combining mark is one Character, so String's own search
        // would not find the folds.
        let folded = Array(ICalendarText.fold(line).utf8)
        var physical: [[UInt8]] = [[]]
        var index = 0
        while index < folded.count {
            if folded[index] == 13, index + 1 < folded.count, folded[index + 1] == 10 { physical.append([]); index += 2; continue }
            physical[physical.count - 1].append(folded[index])
            index += 1
        }
        #expect(physical.allSatisfy { $0.count <= 75 }, "\(physical.map(\.count))")
        #expect(physical.dropFirst().allSatisfy { $0.first == 32 })
        #expect(physical.allSatisfy { String(validating: $0, as: UTF8.self) != nil }, "a fold inside a UTF-8 sequence")
        #expect(physical.enumerated().flatMap { $0.offset == 0 ? $0.element : Array($0.element.dropFirst()) } == Array(line.utf8))
    }
}
