/// One short sentence for an event, in the ids the log uses: for `questline log` and for
/// messages that name an event. A reason longer than `reasonLength` characters is cut there,
/// with "…": the log holds it whole.
public enum EventSummary {
    public static let reasonLength = 80

    public static func sentence(for event: Event) -> String {
        let who = event.player ?? "?"
        var text: String
        switch event.kind {
        case .complete:
            text = "\(who) completed \(event.challenge ?? "?")"
            if let option = event.option { text += " (option \(option.rawValue))" }
            if let on = event.on { text += " for \(on)" }
        case .unlock: text = "\(who) unlocked \(event.reward ?? "?")"
        case .award: text = "\(who) was awarded \(event.amount ?? 0)"
        case .spend: text = "\(who) spent \(event.amount ?? 0)"
        case .reveal: text = "the dare \(event.challenge ?? "?") was revealed"
        case .void: text = "voided \(event.event?.description ?? "?")"
        case .pause: text = "\(who) paused \(event.challenge ?? "?") from \(event.from?.description ?? "?") until \(event.until?.description ?? "?")"
        case .resume:
            text = "\(who) resumed \(event.challenge ?? "?")"
            if let on = event.on { text += " on \(on)" }
        }
        if event.kind != .complete, let reason = event.reason { text += ": \(TextLimits.shortened(reason, to: reasonLength))" }
        if let by = event.by { text += " (by \(by))" }
        return text
    }
}
