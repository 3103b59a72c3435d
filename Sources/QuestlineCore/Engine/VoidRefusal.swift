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
