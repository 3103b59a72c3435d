import QuestlineCore

/// The calendar heatmap: activity per day in a few levels, over the game's own days (all of them,
/// or the last 90 and the last year once there are many), and a 10×10 grid for each 100-day
/// challenge. Every cell carries its count as text for screen readers.
extension SiteContext {
    func calendarPage() -> Page {
        let root = Page.root(of: Routes.calendar)
        let shown = calendarDays
        // One map of all the game's days, until there are twice the 90 a recent map shows: then
        // the last 90 days, and the last year below them.
        let showsYear = shown.count >= 2 * 90
        let recent = showsYear ? Self.lastDays(90, of: shown) : shown, year = Self.lastDays(365, of: shown)
        let recentCaption = heatmapCaption(recent, of: shown, recent: strings["heatmap_90"])
        let yearCaption = heatmapCaption(year, of: shown, recent: strings["heatmap_year"])
        let players = detailedPlayers.map { player -> [String: Any] in
            var model = person(player.id, root: root)
            let done = DayTally.doneByDay(player, calendar: calendar)
            let count = { (day: LocalDate) in done[day] ?? 0 }
            let pauses = state.pauses.filter { $0.player == player.id }
            let paused = { (day: LocalDate) in pauses.contains { $0.covers(day) } }
            model["recent"] = heatmap(count, days: recent, caption: recentCaption, paused: paused)
            model["year"] = showsYear ? heatmap(count, days: year, caption: yearCaption, paused: paused) : false
            model["spans"] = spanGrids(player, root: root)
            model["habits"] = habitHeatmaps(player, days: recent)
            model["activeDays"] = strings.counted("active_days", done.count, shown: number(done.count))
            // A streak only where a quest recurs for the player: a birthday quest has none to keep.
            // (`streakText` is always there, for a calendar template of before `hasStreak`.)
            model["hasStreak"] = hasStreak(player)
            model["streakText"] = streakWords(player)
            return model
        }
        // Past the cap, one heatmap adds up everyone, and the rest are listed by name.
        var everyone: Any = false
        if !rosterPlayers.isEmpty {
            let total = DayTally.byDay(state.players, calendar: calendar)
            let count = { (day: LocalDate) in total[day]?.done ?? 0 }
            everyone = ["heading": strings.format("everyone_heading", ["count": number(state.players.count)]),
                        "recent": heatmap(count, days: recent, caption: recentCaption, perLevel: state.players.count),
                        "year": showsYear ? heatmap(count, days: year, caption: yearCaption, perLevel: state.players.count) : false]
                as [String: Any]
        }
        return page(.calendar, route: Routes.calendar, title: strings["nav_calendar"], [
            "players": players, "everyone": everyone, "roster": roster(root: root),
            "legend": (0...4).map { ["level": $0, "label": strings["level_\($0)"]] },
            // Paused days (`questline pause`) have a cell of their own, in the legend when there are any.
            "pausedLegend": state.pauses.isEmpty ? false : strings["quest_paused"],
        ])
    }

    /// The days the calendar's maps show: the game's own, from its first day (or an earlier
    /// event) to today, or to its last day (or a later event) once it has ended. A three-day
    /// birthday quest shows three days, not a year of empty squares before them. Before a game
    /// begins, the 90 days up to today, as there is nothing of its own to show yet.
    var calendarDays: DateRange {
        let today = state.today
        var first = game.settings.starts, last = today
        if let day = state.timeline.first?.day { first = min(first, day) }
        if let ends = game.settings.ends, ends < today { last = min(today, max(ends, state.timeline.last?.day ?? ends)) }
        return DateRange(first <= last ? first : last.adding(days: -89), last)
    }

    /// The last `count` of the days `shown`: all of them when there are fewer.
    static func lastDays(_ count: Int, of shown: DateRange) -> DateRange {
        DateRange(max(shown.last.adding(days: -(count - 1)), shown.first), shown.last)
    }

    /// A map's caption: `recent` ("The last 90 days") when the map shows the latest of the game's
    /// days, else what all of them are called: since the game began, or the whole game once it ended.
    func heatmapCaption(_ days: DateRange, of shown: DateRange, recent: String) -> String {
        let begun = game.settings.starts <= state.today || !state.timeline.isEmpty
        guard begun, days.first == shown.first else { return recent }
        return shown.last < state.today ? strings["heatmap_whole_game"] : strings["heatmap_since_start"]
    }

    /// GitHub-like levels: nothing, 1, 2, 3–4, 5 or more.
    static func level(_ count: Int) -> Int {
        switch count {
        case ..<1: 0
        case 1: 1
        case 2: 2
        case 3...4: 3
        default: 4
        }
    }

    /// A heatmap of `days`, from a count of things done per day; today's cell, when shown, is marked.
    /// `perLevel` shades by the count per player when the map adds up many players.
    /// `paused`: whether a day is paused; such a day with nothing done is a cell of its own.
    /// `levelOn` and `labelOn`, when given, shade and describe each cell instead (a habit's own map).
    func heatmap(_ countOn: (LocalDate) -> Int, days shown: DateRange, caption: String, perLevel: Int = 1,
                 paused: (LocalDate) -> Bool = { _ in false },
                 levelOn: ((LocalDate) -> Int)? = nil, labelOn: ((LocalDate) -> String)? = nil) -> [String: Any] {
        let (first, last, today) = (shown.first, shown.last, state.today)
        let weekStart = firstWeekday
        let lead = (first.weekday.isoNumber - weekStart.isoNumber + 7) % 7
        let gridStart = first.adding(days: -lead)
        let weeks = (gridStart.days(to: last) / 7) + 1
        let order = (0..<7).map { Weekday.allCases[(weekStart.isoNumber - 1 + $0) % 7] }
        // A row's days, with an empty cell before the first day (`lead`) and after today (`trail`)
        // to line the weeks up. A heatmap has thousands of cells, so each one's class comes
        // whole: two lookups a cell rather than six.
        let rows = order.enumerated().map { row, weekday -> [String: Any] in
            let days = (0..<weeks).map { gridStart.adding(days: $0 * 7 + row) }
            let cells = days.filter { $0 >= first && $0 <= last }.map { day -> [String: Any] in
                let count = countOn(day)
                if count == 0, paused(day) {
                    return ["class": day == today ? "cell is-paused is-today" : "cell is-paused",
                            "label": strings.format("cell_paused", ["day": self.day(day)])]
                }
                let level = levelOn?(day) ?? Self.level((count + perLevel - 1) / perLevel)
                return ["class": day == today ? "cell l\(level) is-today" : "cell l\(level)",
                        "label": labelOn?(day) ?? strings.counted("cell", count, shown: number(count), ["day": self.day(day)])]
            }
            return ["weekday": weekdayName(weekday), "cells": cells, "labelled": row % 2 == 0,
                    "lead": days.first.map { $0 < first } ?? false, "trail": days.last.map { $0 > last } ?? false]
        }
        // A month's short name above the first week column that reaches into it. The first column
        // is named too when its month began that week, or goes on for two more: a short map has one.
        var lastMonth = 0
        let monthOfWeek = { (week: Int) in gridStart.adding(days: week * 7 + 6).month }
        let months = (0..<weeks).map { week -> [String: Any] in
            let day = max(gridStart.adding(days: week * 7), first)
            let end = gridStart.adding(days: week * 7 + 6)
            let month = end.month
            defer { lastMonth = month }
            let named = week > 0 || day.day <= 7 || (1...2).allSatisfy { $0 >= weeks || monthOfWeek($0) == month }
            return month != lastMonth && named ? ["label": monthName(end)] : ["label": ""]
        }
        let total = DateRange(first, last).days.reduce(0) { $0 + countOn($1) }
        return ["caption": caption, "rows": rows, "months": months, "summary": strings.counted("heatmap_total", total, shown: number(total)),
                // A game on its first day shows that day, not "Sun 14 Jun – Sun 14 Jun".
                "range": first == last ? day(first) : "\(day(first)) – \(day(last))"]
    }

    /// One 10×10 grid per span challenge (100 days) the player has.
    func spanGrids(_ player: PlayerState, root: String) -> [[String: Any]] {
        game.challenges.compactMap { challenge -> [String: Any]? in
            guard challenge.isFor(player.id), state.isRevealed(challenge), let recurrence = challenge.schedule.recurrence,
                  let span = recurrence.spanDays else { return nil }
            let first = game.activeRange(of: recurrence).first
            let doneDays = Set(state.completions(of: challenge.id, by: player.id).map(\.day))
            var done = 0
            let markable = game.isScheduled(recurrence, on: state.today) && !doneDays.contains(state.today)
                && state.today >= first && state.today <= first.adding(days: span - 1)
            let cells = (0..<span).map { offset -> [String: Any] in
                let day = first.adding(days: offset)
                let scheduled = game.isScheduled(recurrence, on: day)
                let isDone = doneDays.contains(day)
                if isDone { done += 1 }
                let status = isDone ? "done" : day > state.today ? "future" : !scheduled ? "rest" : day == state.today ? "today" : "missed"
                return ["status": status, "number": offset + 1,
                        "label": strings.format("span_cell", ["number": "\(offset + 1)", "day": self.day(day), "status": strings["span_\(status)"]])]
            }
            let last = first.adding(days: span - 1)
            let position = state.today < first ? strings.format("span_starts", ["day": self.day(first)])
                : state.today > last ? strings.format("span_finished", ["day": self.day(last)])
                : strings.format("span_day", ["number": "\(first.days(to: state.today) + 1)", "total": "\(span)"])
            return ["title": challenge.title, "cells": cells, "style": Self.colorStyle(challenge.color, variable: "--span"),
                    "summary": strings.counted("span_summary", span, ["done": "\(done)", "total": "\(span)"]),
                    "position": position, "percent": done * 100 / span,
                    "href": root + Routes.link(Routes.challenge(challenge.id)),
                    // Today's square, in play mode: the form that marks it.
                    "playSlot": markable ? playSlot(.complete, challenge.id, player: player.id) : ""]
        }
    }
}
