/// Why a void is refused when cancelling its event would make a later one break the rules:
/// above all, an unlock paid with the points it would take away.
enum VoidRefusal {
    static func diagnostic(voiding target: EventID, breaks line: Int, because reason: String, in log: EventLog) -> Diagnostic {
        let voided = log.events.first { $0.id == target }
        let what = voided.map { "line \($0.line) (\(EventSummary.sentence(for: $0)))" } ?? "\(target)"
        if let broken = log.events.first(where: { $0.line == line }), broken.kind == .unlock {
            let reward = broken.reward ?? ""
            return .error("voiding \(what) would take away points that the unlock of '\(reward)' by '\(broken.player ?? "")' on log line \(line) was paid with: \(reason)",
                          refusal: .voidTakesPaidPoints(reward: reward))
        }
        return .error("voiding \(what) would make log line \(line) break the rules: \(reason)")
    }
}

extension VoidRefusal {
    /// Why `void` is refused when it is dated before the event it cancels (one of `events`), or
    /// nil: it would put the log out of time order, and cancel an event that, as of the void, had
    /// not happened yet.
    static func beforeItsEvent(_ void: Event, among events: [Event], calendar: GameCalendar) -> Diagnostic? {
        guard void.kind == .void, let target = void.event, let voided = events.first(where: { $0.id == target }),
              voided.at > void.at else { return nil }
        return .error("a void cannot come before the event it cancels: it would be dated \(Instant.format(void.at, in: calendar)), "
                      + "and line \(voided.line) (\(EventSummary.sentence(for: voided))) is dated \(Instant.format(voided.at, in: calendar))",
                      hint: "date the void at \(Instant.format(voided.at, in: calendar)) or later")
    }

    /// The same for voids made together (`Engine.appending(together:to:game:)`): what breaks is
    /// told, with the way out of voiding that line too.
    static func diagnostic(voidingTogether count: Int, breaks line: Int, because reason: String, in log: EventLog) -> Diagnostic {
        let hint = "void line \(line) with them, or leave out the voids it depends on"
        if let broken = log.events.first(where: { $0.line == line }), broken.kind == .unlock {
            let reward = broken.reward ?? ""
            return .error("voiding these \(count) events would take away points that the unlock of '\(reward)' by '\(broken.player ?? "")' on log line \(line) was paid with: \(reason)",
                          hint: hint, refusal: .voidTakesPaidPoints(reward: reward))
        }
        return .error("voiding these \(count) events would make log line \(line) break the rules: \(reason)", hint: hint)
    }
}
