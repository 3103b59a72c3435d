import Foundation
import Testing
@testable import QuestlineCore

@Suite("Dates, times and instants")
struct TimeTests {
    @Test("Day numbers round-trip across centuries and leap days", arguments: ["1970-01-01", "2000-02-29", "2026-06-13", "1969-12-31", "2100-03-01"])
    func dayNumbers(_ text: String) {
        let date = LocalDate(text)!
        #expect(LocalDate(dayNumber: date.dayNumber) == date)
        #expect(date.description == text)
    }

    @Test("A date takes four bytes and keeps the calendar's order, fields and arithmetic")
    func packedDates() {
        #expect(MemoryLayout<LocalDate>.size == 4)
        var previous = LocalDate(year: 1, month: 1, day: 1)!
        #expect(previous.dayNumber == -719_162)
        // Every 13th day from year 1 to 9999, and each one's neighbours.
        for number in stride(from: previous.dayNumber + 1, through: LocalDate(year: 9999, month: 12, day: 31)!.dayNumber, by: 13) {
            let date = LocalDate(dayNumber: number)
            #expect(LocalDate(year: date.year, month: date.month, day: date.day) == date)
            #expect(date.dayNumber == number && previous < date && !(date < previous))
            #expect(date.adding(days: 1).dayNumber == number + 1 && date.adding(days: -1) < date)
            previous = date
        }
        #expect(LocalDate("2026-12-31")! < LocalDate("2027-01-01")! && LocalDate("2026-01-31")! < LocalDate("2026-02-01")!)
        // Far outside the years a game can name, arithmetic clamps rather than traps.
        #expect(LocalDate(year: 1, month: 1, day: 1)!.adding(days: -1_000).year == 0)
        #expect(LocalDate(year: 9999, month: 12, day: 31)!.adding(days: 1).description == "10000-01-01")
    }

    @Test("Weekdays are right", arguments: [("2026-06-13", Weekday.sat), ("1970-01-01", .thu), ("2026-10-25", .sun)])
    func weekdays(_ text: String, _ weekday: Weekday) {
        #expect(LocalDate(text)!.weekday == weekday)
    }

    @Test("Impossible dates are refused", arguments: ["2026-02-29", "2026-13-01", "2026-6-1", "tomorrow"])
    func impossibleDates(_ text: String) {
        #expect(LocalDate(text) == nil)
    }

    @Test("Instants parse with an offset, in the game's zone, or as the end of a day")
    func instants() {
        let oslo = GameCalendar(timeZone: TimeZone(identifier: "Europe/Oslo")!)
        #expect(Instant.parse("2026-06-13T10:15:00+02:00") == Date(timeIntervalSince1970: 1_781_338_500))
        #expect(Instant.parse("2026-06-13T08:15:00Z") == Date(timeIntervalSince1970: 1_781_338_500))
        #expect(Instant.parse("2026-06-13T10:15", in: oslo) == Date(timeIntervalSince1970: 1_781_338_500))
        #expect(Instant.parse("2026-06-13", in: oslo) == Instant.parse("2026-06-13T23:59:59+02:00"))
        #expect(Instant.parse("2026-06-13T10:15") == nil)
        #expect(Instant.parse("2026-06-13T25:15Z") == nil)
    }

    @Test("Formatting uses the zone's offset at that instant, across DST")
    func formatting() {
        let oslo = GameCalendar(timeZone: TimeZone(identifier: "Europe/Oslo")!)
        #expect(Instant.format(Instant.parse("2026-06-13T08:15:00Z")!, in: oslo) == "2026-06-13T10:15:00+02:00")
        #expect(Instant.format(Instant.parse("2026-12-13T08:15:00Z")!, in: oslo) == "2026-12-13T09:15:00+01:00")
        #expect(Instant.formatUTC(Instant.parse("2026-12-13T08:15:00Z")!) == "2026-12-13T08:15:00Z")
    }

    @Test("A wall-clock time skipped by the spring change resolves to just after the gap")
    func springGap() {
        let oslo = GameCalendar(timeZone: TimeZone(identifier: "Europe/Oslo")!)
        // 2026-03-29 02:30 does not exist in Oslo.
        let instant = oslo.instant(LocalDate("2026-03-29")!, LocalTime("02:30")!)
        #expect(Instant.format(instant, in: oslo) == "2026-03-29T03:00:00+02:00")
        #expect(oslo.endOfDay(LocalDate("2026-03-29")!).timeIntervalSince(oslo.startOfDay(LocalDate("2026-03-29")!)) == 23 * 3600)
    }
}

@Suite("The economy")
struct EconomyTests {
    @Test("The share of challenges that unlocks everything, with the fewest and most")
    func share() {
        let economy = Economy.analyse(Fixture().game())
        let sam = economy.players[0]
        #expect((sam.pointsOnOffer, sam.rewardsTotal, sam.averageShare, sam.fewest, sam.most) == (140, 125, 89, 2, 2))
    }

    @Test("Challenges and rewards of one player count for that player only")
    func ownOffers() {
        let economy = Economy.analyse(Fixture([
            "content/people.yaml": Fixture.peopleYAML + "\n- {id: ri, name: Ri, role: player}",
            "content/challenges.yaml": Fixture.challengesYAML + """

            - {id: own-sam, title: Own, category: x, points: 30, for: [sam]}
            - {id: own-ri, title: Own, category: x, points: 20, for: [ri]}
            """,
            "content/rewards.yaml": Fixture.rewardsYAML + "\n- {id: ri-gift, title: Gift, from: jo, kind: text, message: Hi, for: [ri]}",
        ]).game())
        let sam = economy.players[0], ri = economy.players[1]
        #expect((sam.completionsOnOffer, sam.pointsOnOffer, sam.rewardsTotal, sam.averageShare, sam.fewest, sam.most) == (3, 170, 125, 74, 2, 3))
        #expect((ri.completionsOnOffer, ri.pointsOnOffer, ri.rewardsTotal) == (3, 160, 175))
        #expect(ri.averageShare == nil && ri.fewest == nil && ri.most == nil)
    }

    @Test("A share outside the target band is a warning")
    func outsideBand() {
        let check = Fixture(["content/game.yaml": Fixture.gameYAML + "\ntarget: {min: 60, max: 70}"]).check()
        #expect(!check.hasErrors)
        #expect(check.diagnostics.map(\.message) == ["'sam' unlocks everything after about 89% of the challenges; the target is 60–70%"])
    }

    @Test("Money worth is formatted for the game's locale: whole amounts as prices are written, others with the currency's decimals")
    func money() {
        let worth = Money(amount: 10, code: "NOK")
        #expect(worth.formatted(times: 60, locale: Locale(identifier: "nb_NO")) == "600\u{00A0}kr")
        #expect(Money(amount: 2.5, code: "NOK").formatted(times: 5, locale: Locale(identifier: "nb_NO")) == "12,50\u{00A0}kr")
        #expect(Money(amount: 2.5, code: "EUR").formatted(times: 4, locale: Locale(identifier: "de_DE")) == "10\u{00A0}€")
        #expect(Money(amount: 2.5, code: "EUR").formatted(times: 3, locale: Locale(identifier: "de_DE")) == "7,50\u{00A0}€")
        // The yen has no decimals: never "¥600.00", and half a yen rounds.
        #expect(Money(amount: 100, code: "JPY").formatted(times: 6, locale: Locale(identifier: "ja_JP")) == "¥600")
        #expect(Money(amount: 1.5, code: "JPY").formatted(times: 1, locale: Locale(identifier: "en_US")) == "¥2")
        #expect(Money(amount: 0.1, code: "USD").formatted(times: 1, locale: Locale(identifier: "en_US")) == "$0.10")
    }
}
