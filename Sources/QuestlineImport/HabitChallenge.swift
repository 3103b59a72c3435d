import Foundation
import QuestlineCore

/// A Loop habit as a Questline challenge: the entry `import loop` writes into `challenges.yaml`.
///
/// The name is the title; the question (and the description, when Loop has both) the
/// description; the colour Loop's; `freq_num`/`freq_den` the schedule (1/1 and 7/7 every day,
/// else `times`/`per`); a measurable habit's target and unit `measure`; the reminder the time of
/// day (`at`). The schedule runs `from` the habit's first day (`firstDay`); an archived habit's `until` its
/// last (an archived habit with no entries is not imported). A comment above each
/// entry records which Loop habit it came from, so that a new import finds it again.
struct HabitChallenge: Sendable, Equatable {
    var id: String
    var habit: LoopHabit
    var points: Int
    /// What could not be carried over, for the report.
    var notes: [String] = []

    static let category = "habits"
    static let markerPrefix = "# loop: "

    /// `# loop: {"name":"Run","uuid":"…"}`: how a later import knows this challenge's habit.
    var marker: String {
        var fields = ["name": habit.name]
        if let uuid = habit.uuid { fields["uuid"] = uuid }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return Self.markerPrefix + YAMLText.escapingUnprintable(String(decoding: (try? encoder.encode(fields)) ?? Data(), as: UTF8.self))
    }

    /// The schedule's `times` and `per`, or nil for every day; `notes` says when Loop's was out of range.
    /// A measurable habit has none: its period is its measure's (`measurePer`).
    var frequency: (times: Int, per: Int)? {
        let (times, per) = habit.timesPerPeriod
        guard measure == nil, !habit.isDaily, Self.takes(times: times, per: per) else { return nil }
        return (times, per)
    }

    /// Whether Questline's schedule takes Loop's "`times` in `per` days" (`Frequency`).
    static func takes(times: Int, per: Int) -> Bool {
        per <= Frequency.maxDays && per >= 1 && times >= 1 && times < per
    }

    /// The days a measurable habit's target is for: Loop sums a numerical habit's last `freq_den`
    /// days ("35 km per week" is 35 in any 7 days), whatever its `freq_num`.
    var measurePer: Int {
        let per = habit.timesPerPeriod.per
        return measure != nil && !habit.isDaily && (2...Frequency.maxDays).contains(per) ? per : 1
    }

    /// The measure, or nil when the habit has none or a target Questline cannot take.
    var measure: LoopMeasure? {
        guard let measure = habit.measure, Self.takes(target: measure.target) else { return nil }
        return measure
    }

    /// Whether a measure's target is one the check takes: above 0, at most `Measure.maxValue`.
    static func takes(target: Double) -> Bool {
        target > 0 && target <= Measure.maxValue
    }

    /// The title, the description and the unit, each as long as the check allows at most.
    var title: String { TextLimits.shortened(habit.name.isEmpty ? id : habit.name, to: TextLimits.title) }
    var description: String { TextLimits.shortened(Self.fullDescription(of: habit), to: TextLimits.text) }

    /// The question, and the description when Loop has both, as one text.
    static func fullDescription(of habit: LoopHabit) -> String {
        [habit.question, habit.description].filter { !$0.isEmpty }.joined(separator: "\n\n")
    }

    /// The first day of the habit's history as Loop computes it: its first entry, or, for an "N
    /// times in D days" habit, the first day of its oldest period when Loop slides that period
    /// back before the first entry (`EntryList.snapIntervalsTogether`). Loop's streaks count
    /// those days (`StreakList.recompute` runs from the oldest computed entry), so the schedule
    /// starts there too.
    var firstDay: LocalDate? {
        guard let first = habit.entries.first?.day else { return nil }
        guard let frequency, measure == nil else { return first }
        let ticks = habit.entries.filter { entry in
            switch entry.mark {
            case .done: true
            case .amount(let amount): amount > 0
            case .skipped: false
            }
        }.map(\.day.dayNumber)
        let periods = LoopPeriods.periods(of: Array(Set(ticks)), frequency: Frequency(times: frequency.times, per: frequency.per))
        return periods.map(\.begin).min().map { min(first, LocalDate(dayNumber: $0)) } ?? first
    }

    /// The entry's YAML lines, ending in a newline.
    var yaml: String {
        var lines = [marker, "- id: \(id)", "  title: \(YAMLText.quoted(title))"]
        if !description.isEmpty { lines.append("  description: \(YAMLText.quoted(description))") }
        lines.append("  category: \(Self.category)")
        lines.append("  points: \(points)")
        if let color = habit.color { lines.append("  color: \"\(color)\"") }
        if let schedule = scheduleText { lines.append("  schedule: \(schedule)") }
        if let measure {
            var parts = ["target: \(YAMLText.number(measure.target))"]
            if !measure.unit.isEmpty { parts.append("unit: \(YAMLText.quoted(TextLimits.shortened(measure.unit, to: TextLimits.unit)))") }
            parts.append("at: \(measure.atMost ? "most" : "least")")
            if measurePer > 1 { parts.append("per: \(measurePer)") }
            lines.append("  measure: {\(parts.joined(separator: ", "))}")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private var scheduleText: String? {
        let first = firstDay, last = habit.entries.last?.day
        var parts: [String] = []
        if let frequency {
            parts += ["times: \(frequency.times)", "per: \(frequency.per)"]
        } else {
            parts.append("every: day")
        }
        if let reminder = habit.reminder { parts.append("at: \"\(reminder)\"") }
        if let first { parts.append("from: \(first)") }
        if habit.archived, let last { parts.append("until: \(last)") }
        if parts == ["every: day"] { return "daily" }
        return "{\(parts.joined(separator: ", "))}"
    }

    /// What the report says about this habit beyond its events.
    static func notes(for habit: LoopHabit) -> [String] {
        var notes: [String] = []
        let (times, per) = habit.timesPerPeriod
        if !habit.isDaily, !takes(times: times, per: per) {
            notes.append("its frequency \(times) in \(per) days is not one Questline takes (at most once a day, in at most \(Frequency.maxDays) days); it is every day")
        }
        if let measure = habit.measure, !takes(target: measure.target) {
            let target = measure.target.isFinite ? YAMLText.number(measure.target) : "(unreadable)"
            notes.append("its target \(target) is not one Questline takes (above 0, at most \(YAMLText.number(Measure.maxValue))); it is imported as a yes/no habit, without amounts")
        }
        let described = habit.question.isEmpty ? "description is" : habit.description.isEmpty ? "question is" : "question and description are"
        for (what, text, limit) in [("name is", habit.name, TextLimits.title),
                                    (described, fullDescription(of: habit), TextLimits.text),
                                    ("unit is", habit.measure?.unit ?? "", TextLimits.unit)] where text.count > limit {
            notes.append("its \(what) \(text.count) characters long; the first \(limit - 1) are kept, then …")
        }
        if habit.unreadableEntries > 0 {
            let count = habit.unreadableEntries
            notes.append("\(count) of its entries \(count == 1 ? "has" : "have") a day or a value out of range; not imported")
        }
        if habit.archived { notes.append("archived in Loop: its schedule ends on its last entry") }
        return notes
    }
}
