import Foundation
import Yams

extension Challenge {
    static let keys: Set<String> = ["id", "title", "description", "category", "tier", "points", "options", "proof",
                                    "schedule", "secret", "for", "color", "measure"]
    static let pointRange = 1...100_000

    static func read(_ node: Node, file: String, calendar: GameCalendar, collector: DiagnosticCollector) -> Challenge? {
        guard let map = MappingReader(node, file: file, what: "challenge", collector: collector) else { return nil }
        map.rejectUnknownKeys(keys)
        let id = map.identifier("id")
        let title = map.string("title", required: true, maxLength: TextLimits.title)
        let category = map.string("category", required: true, maxLength: 60)
        let points = map.int("points", in: pointRange, required: true)

        var options: ChallengeOptions?
        if let node = map.value("options"), let pair = MappingReader(node, file: file, what: "options", collector: collector) {
            pair.rejectUnknownKeys(["a", "b"])
            if let a = pair.string("a", required: true, maxLength: 500), let b = pair.string("b", required: true, maxLength: 500) {
                options = ChallengeOptions(a: a, b: b)
            }
        }
        var proofs = ProofKind.allCases
        if let node = map.value("proof") {
            let items: [Node] = node.sequence.map(Array.init) ?? [node]
            proofs = items.compactMap { MappingReader.choice($0, ProofKind.self, key: "proof", file: file, collector: collector) }
            if proofs.isEmpty { proofs = ProofKind.allCases }
        }
        let schedule = map.value("schedule").flatMap { Schedule.read($0, file: file, collector: collector) } ?? .once
        var secret: SecretDare?
        if let node = map.value("secret") {
            secret = SecretDare.read(node, file: file, calendar: calendar, collector: collector)
        }
        var measure: Measure?
        if let node = map.value("measure") {
            measure = Measure.read(node, file: file, collector: collector)
            if measure != nil, schedule.recurrence == nil {
                collector.error("a measured challenge needs a repeating schedule (daily, every or times/per)", at: map.location(of: "measure"),
                                hint: "add 'schedule: daily'")
            }
            if let per = measure?.per, per > 1, schedule.recurrence?.frequency != nil {
                collector.error("a measure for \(per) days has its own period, so its schedule cannot have times/per too",
                                at: map.location(of: "measure"), hint: "use 'schedule: daily' with 'measure: {…, per: \(per)}'")
            }
        }
        let challenge = Challenge(id: id ?? "", title: title ?? "", description: map.string("description"),
                                  category: category ?? "", tier: map.choice("tier", Tier.self), points: points ?? 1,
                                  options: options, proofs: proofs, schedule: schedule, secret: secret,
                                  players: map.strings("for"), color: map.color("color"), measure: measure)
        guard id != nil, title != nil, category != nil, points != nil else { return nil }
        return challenge
    }
}

extension Schedule {
    /// `once`, `daily`, `pool`, or a mapping: `{every: [mon, wed], at: "07:30", from: …, until: …}`, `{days: 100, from: …}`
    /// or `{times: 3, per: 7}` (with `at`, `from` and `until` too).
    static func read(_ node: Node, file: String, collector: DiagnosticCollector) -> Schedule? {
        if let word = node.scalarText {
            switch word.lowercased() {
            case "once": return .once
            case "daily": return .recurring(Recurrence())
            case "pool": return .pool
            default:
                collector.error("schedule must be once, daily, pool or a mapping with 'every', 'days' or 'times' and 'per', got \(node.shortDescription)",
                                at: node.location(in: file))
                return nil
            }
        }
        guard let map = MappingReader(node, file: file, what: "schedule", collector: collector) else { return nil }
        map.rejectUnknownKeys(["every", "at", "from", "until", "days", "times", "per"])
        var weekdays = Set(Weekday.allCases)
        if let every = map.value("every") {
            let names: [Node] = every.sequence.map(Array.init) ?? [every]
            if names.count == 1, names[0].scalarText?.lowercased() == "day" {
                weekdays = Set(Weekday.allCases)
            } else {
                weekdays = []
                for name in names {
                    if let text = name.scalarText, let day = Weekday(name: text) { weekdays.insert(day) } else {
                        collector.error("every must be 'day' or a list of weekdays such as [mon, wed, fri], got \(name.shortDescription)",
                                        at: name.location(in: file))
                    }
                }
            }
        }
        var time: LocalTime?
        if let text = map.string("at") {
            time = LocalTime(text)
            if time == nil {
                collector.error("at must be a time of day written HH:MM, got \"\(text)\"", at: map.location(of: "at"))
            }
        }
        let from = map.date("from")
        let span = map.int("days", in: 1...3_660)
        var until = map.date("until")
        if span != nil && until != nil {
            collector.error("a schedule takes either 'days' or 'until', not both", at: map.location(of: "until"))
            until = nil
        }
        if let from, let until, until < from {
            collector.error("until (\(until)) is before from (\(from))", at: map.location(of: "until"))
        }
        if span != nil && from == nil {
            collector.error("a span of days needs 'from', the day it starts", at: map.location, hint: "add 'from: 2026-01-01'")
        }
        let frequency = Frequency.read(map)
        if frequency != nil, map.has("every") || span != nil {
            collector.error("a schedule takes 'times' and 'per' or \(map.has("every") ? "'every'" : "'days'"), not both",
                            at: map.location(of: map.has("every") ? "every" : "days"))
        }
        if !map.has("every") && span == nil && !map.has("times") && !map.has("per") {
            collector.error("schedule needs 'every' (day or weekdays), 'days' (a span) or 'times' and 'per' (3 times per 7 days)",
                            at: map.location)
        }
        return .recurring(Recurrence(weekdays: weekdays, time: time, from: from, until: until, spanDays: span, frequency: frequency))
    }
}

extension SecretDare {
    /// `secret: {by: jo, reveal: 2026-06-13T18:00}`, `reveal: {after-completions: 5}` or `reveal: manual`.
    static func read(_ node: Node, file: String, calendar: GameCalendar, collector: DiagnosticCollector) -> SecretDare? {
        guard let map = MappingReader(node, file: file, what: "secret", collector: collector) else { return nil }
        map.rejectUnknownKeys(["by", "reveal"])
        let by = map.identifier("by")
        var rule = RevealRule.manual
        if let reveal = map.value("reveal") {
            if let text = reveal.scalarText {
                if text.lowercased() == "manual" {
                    rule = .manual
                } else if let instant = Instant.parse(text, in: calendar), !text.allSatisfy({ $0.isNumber || $0 == "-" }) {
                    if SupportedDates.contains(instant, in: calendar) {
                        rule = .at(instant)
                    } else {
                        collector.error(SupportedDates.outside("reveal \(text)"), at: reveal.location(in: file))
                    }
                } else {
                    collector.error("reveal must be manual, a date and time such as 2026-06-13T18:00, or {after-completions: N}, got \(reveal.shortDescription)",
                                    at: reveal.location(in: file))
                }
            } else if let after = MappingReader(reveal, file: file, what: "reveal", collector: collector) {
                after.rejectUnknownKeys(["after-completions"])
                if let count = after.int("after-completions", in: 1...100_000, required: true) { rule = .afterCompletions(count) }
            }
        }
        guard let by else { return nil }
        return SecretDare(by: by, reveal: rule)
    }
}
