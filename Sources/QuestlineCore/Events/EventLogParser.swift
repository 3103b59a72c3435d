import Foundation

/// Reads the JSON Lines event log. Every bad line becomes an error naming its line number;
/// none is dropped silently.
public enum EventLogParser {
    static let fields: Set<String> = ["at", "type", "player", "challenge", "option", "proof", "media", "text", "on",
                                      "reward", "amount", "reason", "by"]

    public static func parse(_ text: String, file: String = ContentFormat.eventLogFile, calendar: GameCalendar) -> EventLog {
        var log = EventLog()
        log.endsWithNewline = text.isEmpty || text.hasSuffix("\n")
        let decoder = JSONDecoder()
        var lineNumber = 0
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        log.lineCount = lines.count
        for (index, rawLine) in lines.enumerated() {
            lineNumber = index + 1
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            let location = SourceLocation(file: file, line: lineNumber, column: 1)
            if line.allSatisfy(\.isWhitespace) { continue }
            let isLast = index == lines.count - 1
            guard let object = try? decoder.decode(JSONValue.self, from: Data(line.utf8)), case .object(let fields) = object else {
                if isLast && !log.endsWithNewline {
                    log.isTorn = true
                    log.diagnostics.append(.error("the last line is torn: it is not complete JSON and has no newline (a write was cut off)",
                                                  at: location,
                                                  hint: "remove the partial line or complete it, then run `questline check`"))
                } else {
                    log.diagnostics.append(.error("line \(lineNumber) is not a JSON object: \(preview(line))", at: location,
                                                  hint: "each line holds one event such as {\"at\":\"2026-06-13T10:15:00+02:00\",\"type\":\"award\",…}"))
                }
                continue
            }
            if let event = event(from: fields, line: lineNumber, location: location, calendar: calendar, diagnostics: &log.diagnostics) {
                log.events.append(event)
            }
        }
        return log
    }

    private static func preview(_ line: Substring) -> String {
        line.count > 60 ? "\(line.prefix(60))…" : String(line)
    }

    // swiftlint:disable:next function_body_length
    static func event(from fields: [String: JSONValue], line: Int, location: SourceLocation, calendar: GameCalendar,
                      diagnostics: inout [Diagnostic]) -> Event? {
        var ok = true
        func fail(_ message: String, hint: String? = nil) {
            diagnostics.append(.error(message, at: location, hint: hint))
            ok = false
        }
        for key in fields.keys.sorted() where !Self.fields.contains(key) {
            diagnostics.append(.warning("unknown field '\(key)' is ignored", at: location))
        }
        func string(_ key: String) -> String? {
            switch fields[key] {
            case nil, .null?: return nil
            case .string(let s)?: return s
            case let other?: fail("\(key) must be text, got \(other.shortDescription)"); return nil
            }
        }
        guard let typeText = string("type") else {
            fail("the event has no 'type'", hint: "type is one of \(Event.Kind.allCases.map(\.rawValue).joined(separator: ", "))")
            return nil
        }
        guard let kind = Event.Kind(rawValue: typeText) else {
            fail("unknown event type \"\(typeText)\" (types are: \(Event.Kind.allCases.map(\.rawValue).joined(separator: ", ")))")
            return nil
        }
        var at = Date(timeIntervalSince1970: 0)
        if let text = string("at") {
            if text.contains("T") || text.contains(" "), let instant = Instant.parse(text, in: calendar) { at = instant } else {
                fail("at must be a date and time such as 2026-06-13T10:15:00+02:00, got \"\(text)\"")
            }
        } else {
            fail("the event has no 'at'", hint: "add \"at\":\"2026-06-13T10:15:00+02:00\"")
        }
        var amount: Int?
        switch fields["amount"] {
        case nil, .null?: break
        case .int(let value)? where Event.amountRange.contains(value): amount = value
        case let other?:
            fail("amount must be a whole number from \(Event.amountRange.lowerBound) to \(Event.amountRange.upperBound), got \(other.shortDescription)")
        }
        var option: ChallengeOption?
        if let text = string("option") {
            option = ChallengeOption(rawValue: text.lowercased())
            if option == nil { fail("option must be a or b, got \"\(text)\"") }
        }
        var proof: ProofKind?
        if let text = string("proof") {
            proof = ProofKind(rawValue: text)
            if proof == nil { fail("proof must be one of photo, text, done, got \"\(text)\"") }
        }
        var on: LocalDate?
        if let text = string("on") {
            on = LocalDate(text)
            if on == nil { fail("on must be a date written YYYY-MM-DD, got \"\(text)\"") }
        }
        let event = Event(at: at, kind: kind, player: string("player"), challenge: string("challenge"), option: option,
                          proof: proof, media: string("media"), text: string("text"), on: on, reward: string("reward"),
                          amount: amount, reason: string("reason"), by: string("by"), line: line)
        for field in requiredFields(kind) where fields[field] == nil || fields[field] == .null {
            fail("a \(kind.rawValue) event needs '\(field)'")
        }
        return ok ? event : nil
    }

    static func requiredFields(_ kind: Event.Kind) -> [String] {
        switch kind {
        case .complete: return ["player", "challenge"]
        case .unlock: return ["player", "reward"]
        case .award, .spend: return ["player", "amount"]
        case .reveal: return ["challenge"]
        }
    }
}
