import Foundation
import QuestlineCore
import Testing
@testable import QuestlineSite

/// The calendar's maps show the game's own days: a three-day birthday quest shows three days,
/// not a year of empty squares before them, and an ended game stops at its end.
@Suite("Calendar: the game's own days")
struct CalendarDaysTests {
    /// A game of `starts`…`ends` with Ada, who did one thing on each of the days `done`: a quest
    /// of each day when `recurs`, else another once-only challenge each time.
    static func game(starts: String, ends: String? = nil, done: [String] = [], recurs: Bool = false) -> Fixture {
        let challenges = recurs ? ["read"] : done.indices.map { "task\($0)" }
        let schedule = recurs ? "  schedule:\n    every: day\n" : ""
        let events = done.enumerated().map { index, day in
            #"{"type":"complete","at":"\#(day)T12:00:00+02:00","player":"ada","challenge":"\#(recurs ? "read" : "task\(index)")","proof":"done"}"#
        }
        return Fixture(files: [
            "content/game.yaml": Fixture.game()
                .replacingOccurrences(of: "starts: 2026-06-12", with: "starts: \(starts)")
                .replacingOccurrences(of: "ends: 2026-06-14\n", with: ends.map { "ends: \($0)\n" } ?? ""),
            "content/people.yaml": "- id: ada\n  name: Ada\n  role: child\n",
            "content/challenges.yaml": (challenges.isEmpty ? ["read"] : challenges).map {
                "- id: \($0)\n  title: Read\n  category: habits\n  points: 5\n\(schedule)"
            }.joined(),
            "content/events.jsonl": events.map { $0 + "\n" }.joined(),
        ])
    }

    /// Each map on the calendar page: its caption, its range of days and how many day cells it has.
    struct Map: Equatable {
        var caption: String
        var range: String
        var cells: Int
    }

    static func maps(_ fixture: Fixture, asOf: String) throws -> (maps: [Map], page: String) {
        let page = try #require(try fixture.build(asOf: asOf).text("calendar/index.html"))
        let figures = page.components(separatedBy: "<figure class=\"heatmap\">").dropFirst()
        let maps = try figures.map { figure -> Map in
            let caption = try #require(figure.between("<figcaption><strong>", "</strong>"))
            let range = try #require(figure.between("<span class=\"quiet\">", " · "))
            let table = try #require(figure.components(separatedBy: "</figure>").first)
            return Map(caption: caption, range: range, cells: table.components(separatedBy: "<td class=\"cell").count - 1)
        }
        return (maps, page)
    }

    @Test("A three-day birthday quest shows its days so far, under 'Since the game began', and no streak")
    func shortGame() throws {
        let fixture = Self.game(starts: "2026-06-12", ends: "2026-06-14", done: ["2026-06-12", "2026-06-13"])
        let (maps, page) = try Self.maps(fixture, asOf: "2026-06-13T20:00")
        #expect(maps == [Map(caption: "Since the game began", range: "Fri 12 Jun – Sat 13 Jun", cells: 2)])
        #expect(page.contains("<p class=\"stats-line\">2 active days</p>"), "no quest recurs: no 'streak 0, best 0'")
        #expect(page.contains("cell l1 is-today"))
        #expect(page.contains("<td class=\"month\">Jun</td>"), "a map of one week still names its month")
    }

    @Test("A game on its first day names that day once, not as a range from it to itself")
    func firstDay() throws {
        let fixture = Self.game(starts: "2026-06-12", ends: "2026-06-14", done: ["2026-06-12"])
        let (maps, _) = try Self.maps(fixture, asOf: "2026-06-12T20:00")
        #expect(maps == [Map(caption: "Since the game began", range: "Fri 12 Jun", cells: 1)])
    }

    @Test("An ended game, looked at later, shows the whole game and no today")
    func endedGame() throws {
        let fixture = Self.game(starts: "2026-06-12", ends: "2026-06-14", done: ["2026-06-12", "2026-06-14"])
        let (maps, page) = try Self.maps(fixture, asOf: "2026-09-01T12:00")
        #expect(maps == [Map(caption: "The whole game", range: "Fri 12 Jun – Sun 14 Jun", cells: 3)])
        #expect(!page.contains("is-today"))
    }

    @Test("Under 180 days, one map of them all; from 180, the last 90 days and the last year",
          arguments: [("2026-03-01", ["Since the game began"], [105]),
                      ("2025-12-16", ["The last 90 days", "Since the game began"], [90, 180]),
                      ("2024-01-01", ["The last 90 days", "The last year"], [90, 365])])
    func longGames(_ starts: String, _ captions: [String], _ cells: [Int]) throws {
        let (maps, _) = try Self.maps(Self.game(starts: starts, done: ["2026-06-13"]), asOf: "2026-06-13T20:00")
        #expect(maps.map(\.caption) == captions)
        #expect(maps.map(\.cells) == cells)
        #expect(maps.allSatisfy { $0.range.hasSuffix("Sat 13 Jun") })
    }

    @Test("Before the game begins: the 90 days up to today, as 'The last 90 days'")
    func notBegun() throws {
        let (maps, _) = try Self.maps(Self.game(starts: "2026-07-01"), asOf: "2026-06-13T20:00")
        #expect(maps == [Map(caption: "The last 90 days", range: "Mon 16 Mar – Sat 13 Jun", cells: 90)])
    }

    @Test("Where a quest recurs, the stats line keeps its streak")
    func streak() throws {
        let fixture = Self.game(starts: "2026-06-12", done: ["2026-06-12", "2026-06-13"], recurs: true)
        let (_, page) = try Self.maps(fixture, asOf: "2026-06-13T20:00")
        #expect(page.contains("<p class=\"stats-line\">2 active days · streak 2, best 2</p>"))
    }

    @Test("A calendar template of before 'hasStreak' still reads its 'streakText', as it did")
    func olderTemplate() throws {
        var templates = try Fixture.templates()
        let calendar = try #require(templates.templates["pages/calendar"])
        templates.templates["pages/calendar"] = calendar.replacingOccurrences(
            of: "{{activeDays}}{{#hasStreak}} · {{streakText}}{{/hasStreak}}", with: "{{activeDays}} · {{streakText}}")
        #expect(templates.templates["pages/calendar"] != calendar)
        let fixture = Self.game(starts: "2026-06-12", done: ["2026-06-12", "2026-06-13"])
        let state = try fixture.state()
        let page = try #require(try SiteBuilder(templates: templates).build(state, media: InMemorySource(fixture.files)).text("calendar/index.html"))
        #expect(page.contains("<p class=\"stats-line\">2 active days · streak 0, best 0</p>"))
    }
}

private extension String {
    /// The text between the first `start` and the next `end` after it.
    func between(_ start: String, _ end: String) -> String? {
        guard let from = range(of: start), let to = range(of: end, range: from.upperBound..<endIndex) else { return nil }
        return String(self[from.upperBound..<to.lowerBound])
    }
}
