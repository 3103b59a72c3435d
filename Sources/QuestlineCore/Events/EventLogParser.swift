import Foundation

/// Reads the JSON Lines event log. Every bad line becomes an error naming its line number;
/// none is dropped silently.
public enum EventLogParser {
    static let fields: Set<String> = ["at", "type", "player", "challenge", "option", "proof", "media", "text", "on",
                                      "reward", "amount", "reason", "by", "id", "event", "from", "until", "value"]

    public static func parse(_ text: String, file: String = ContentFormat.eventLogFile, calendar: GameCalendar) -> EventLog {
        parse(text, file: file, calendar: calendar, runs: nil)
    }

    /// The log's bytes: a line that is not UTF-8 is reported where it is, and the others load.
    public static func parse(_ data: Data, file: String = ContentFormat.eventLogFile, calendar: GameCalendar) -> EventLog {
        parse(data, file: file, calendar: calendar, runs: nil, firstLine: 1)
    }

    /// The whole log of `source`, read at once; nil when there is none.
    static func read(_ source: ContentSource, calendar: GameCalendar) throws -> EventLog? {
        var whole = Data()
        let found = try source.readPieces(at: ContentFormat.eventLogFile, pieceBytes: LogPieces.pieceBytes) { piece in
            whole += piece
            return true
        }
        return found ? parse(whole, calendar: calendar) : nil
    }

    /// `runs` splits the lines into that many runs read in parallel (default: one a core for a
    /// big log); tests set it to compare against one run.
    static func parse(_ text: String, file: String = ContentFormat.eventLogFile, calendar: GameCalendar, runs: Int?) -> EventLog {
        parse(text, file: file, calendar: calendar, runs: runs, firstLine: 1)
    }

    /// Parses a piece of the log: whole lines, numbered from `firstLine`; `lineCount` counts the
    /// piece's lines. (Only a piece without a newline at its end can have a torn last line, and
    /// only the file's last piece can be one.)
    static func parse(_ text: String, file: String = ContentFormat.eventLogFile, calendar: GameCalendar, runs: Int?,
                      firstLine: Int) -> EventLog {
        var text = text
        text.makeContiguousUTF8()
        return text.utf8.withContiguousStorageIfAvailable { bytes in
            parseLines(bytes, file: file, calendar: calendar, runs: runs, firstLine: firstLine)
        } ?? parseCharacters(text, file: file, calendar: calendar, firstLine: firstLine)
    }

    /// A piece of the log as bytes, as `parse(_:file:calendar:runs:firstLine:)` reads text.
    static func parse(_ data: Data, file: String = ContentFormat.eventLogFile, calendar: GameCalendar, runs: Int?,
                      firstLine: Int) -> EventLog {
        data.withUnsafeBytes { raw in
            parseLines(raw.bindMemory(to: UInt8.self), file: file, calendar: calendar, runs: runs, firstLine: firstLine)
        }
    }

    /// Splits the bytes at newlines and reads each line the fast way, falling back to the careful
    /// way per line. A carriage return before a newline (a log saved on Windows) is not part of
    /// the line.
    private static func parseLines(_ bytes: UnsafeBufferPointer<UInt8>, file: String, calendar: GameCalendar, runs: Int?,
                                   firstLine: Int) -> EventLog {
        guard let base = bytes.baseAddress else { return EventLog() }
        var log = EventLog()
        log.endsWithNewline = bytes.isEmpty || bytes.last == 0x0A
        var starts: [Int] = []
        var start = 0
        while start < bytes.count {
            starts.append(start)
            guard let newline = memchr(base + start, 0x0A, bytes.count - start) else { break }
            start = base.distance(to: newline.assumingMemoryBound(to: UInt8.self)) + 1
        }
        log.lineCount = starts.count
        // Lines are independent: a big log is read in runs of lines, one for every 50,000 lines and
        // at most one a core (tests may ask for more), and the runs' events and messages joined in
        // line order.
        let runs = max(1, min(starts.count, runs ?? min(ProcessInfo.processInfo.activeProcessorCount, starts.count / 50_000)))
        guard runs > 1 else {
            readLines(0..<starts.count, starts: starts, of: bytes, firstLine: firstLine, file: file, calendar: calendar, into: &log)
            return log
        }
        let template = log, shared = UnsafeBufferPointerBox(bytes), lineStarts = starts
        var parts = Parallel.map(runs) { run -> EventLog in
            let lines = (lineStarts.count * run / runs)..<(lineStarts.count * (run + 1) / runs)
            var part = template
            // The first run's array gets room for every event: the others are appended to it.
            if run == 0 { part.events.reserveCapacity(lineStarts.count) }
            readLines(lines, starts: lineStarts, of: shared.bytes, firstLine: firstLine, file: file, calendar: calendar, into: &part)
            return part
        }
        // Moved out, not copied: the first run's events are the start of the whole log's.
        swap(&log, &parts[0])
        for part in parts.dropFirst() {
            log.events += part.events
            log.diagnostics += part.diagnostics
            log.isTorn = log.isTorn || part.isTorn
        }
        return log
    }

    /// Reads the lines whose indexes are given (numbered from `firstLine`) into `log`.
    private static func readLines(_ lines: Range<Int>, starts: [Int], of bytes: UnsafeBufferPointer<UInt8>, firstLine: Int,
                                  file: String, calendar: GameCalendar, into log: inout EventLog) {
        if log.events.capacity < lines.count { log.events.reserveCapacity(lines.count) }
        let decoder = JSONDecoder()
        for index in lines {
            let lineStart = starts[index]
            var lineEnd = index + 1 < starts.count ? starts[index + 1] - 1 : bytes.count
            if lineEnd > lineStart, bytes[lineEnd - 1] == 0x0A { lineEnd -= 1 }
            if lineEnd > lineStart, bytes[lineEnd - 1] == 0x0D { lineEnd -= 1 }
            let line = UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd])
            if line.isEmpty { continue }
            if line.first(where: { $0 != 0x20 && $0 != 0x09 }) == UInt8(ascii: "{"),
               let event = FlatEventLine.event(line, line: firstLine + index, calendar: calendar) {
                log.events.append(event)
                continue
            }
            if let bad = InvalidUTF8.firstOffset(in: line) {
                notUTF8(line, at: bad, lineNumber: firstLine + index, isLast: index == starts.count - 1, file: file, into: &log)
                continue
            }
            let text = String(decoding: line, as: UTF8.self)
            read(Substring(text), lineNumber: firstLine + index, isLast: index == starts.count - 1,
                 file: file, calendar: calendar,
                 decoder: decoder, into: &log)
        }
    }

    /// Reports a line with bytes that are not UTF-8 at the first of them (its byte column). A
    /// last line without a newline is more likely a write cut off inside a character: torn.
    private static func notUTF8(_ line: UnsafeBufferPointer<UInt8>, at offset: Int, lineNumber: Int, isLast: Bool,
                                file: String, into log: inout EventLog) {
        let location = SourceLocation(file: file, line: lineNumber, column: offset + 1)
        if isLast && !log.endsWithNewline {
            log.isTorn = true
            log.diagnostics.append(.error("the last line is torn: it ends inside a character and has no newline (a write was cut off)",
                                          at: location, hint: "remove the partial line or complete it, then run `questline check`"))
            return
        }
        let value = line.dropFirst(offset).first ?? 0
        let byte = (value < 0x10 ? "0x0" : "0x") + String(value, radix: 16, uppercase: true)
        log.diagnostics.append(.error("line \(lineNumber) is not UTF-8 text: byte \(byte) at column \(offset + 1) does not belong there; the line is skipped",
                                      at: location, hint: "save the log as UTF-8, or delete the line (other lines still load)"))
    }

    /// The careful way for a whole log: split by characters, as the format was first read.
    static func parseCharacters(_ text: String, file: String, calendar: GameCalendar,
                                firstLine: Int = 1) -> EventLog {
        var log = EventLog()
        // By bytes: "\r\n" is one Character, and neither it nor its lines end with "\n" or "\r".
        log.endsWithNewline = text.isEmpty || text.utf8.last == 0x0A
        let decoder = JSONDecoder()
        var lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
        if lines.last == "" { lines.removeLast() }
        log.lineCount = lines.count
        for (index, rawLine) in lines.enumerated() {
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            read(line, lineNumber: firstLine + index, isLast: index == lines.count - 1,
                 file: file, calendar: calendar,
                 decoder: decoder, into: &log)
        }
        return log
    }

    /// Reads one line the careful way: any JSON, every problem reported.
    private static func read(_ line: Substring, lineNumber: Int, isLast: Bool, file: String, calendar: GameCalendar,
                             decoder: JSONDecoder, into log: inout EventLog) {
        let location = SourceLocation(file: file, line: lineNumber, column: 1)
        if line.allSatisfy(\.isWhitespace) { return }
        guard let object = try? decoder.decode(JSONValue.self, from: Data(line.utf8)), case .object(let fields) = object else {
            if isLast && !log.endsWithNewline {
                log.isTorn = true
                log.diagnostics.append(.error("the last line is torn: it is not complete JSON and has no newline (a write was cut off)",
                                              at: location,
                                              hint: "remove the partial line or complete it, then run `questline check`"))
            } else {
                let problem = JSONLineProblem(line)
                let at = SourceLocation(file: file, line: lineNumber, column: problem.column)
                if let quote = problem.curlyQuote {
                    log.diagnostics.append(.error("line \(lineNumber) is not a JSON object: it has a curly quote (\(quote)) at column \(problem.column)", at: at,
                                                  hint: "JSON needs straight quotes (\"): a word processor or a phone's keyboard types curly ones; retype them, or write the line with a plain-text editor"))
                } else {
                    log.diagnostics.append(.error("line \(lineNumber) is not a JSON object: \(preview(line))", at: at,
                                                  hint: "each line holds one event such as {\"at\":\"2026-06-13T10:15:00+02:00\",\"type\":\"award\",…}"))
                }
            }
            return
        }
        if let event = event(from: fields, line: lineNumber, location: location, calendar: calendar, diagnostics: &log.diagnostics,
                             derivedID: { EventID.derived(from: line.utf8) }) {
            log.events.append(event)
        }
    }

    private static func preview(_ line: Substring) -> String {
        line.count > 60 ? "\(line.prefix(60))…" : String(line)
    }

    // swiftlint:disable:next function_body_length
    static func event(from fields: [String: JSONValue], line: Int, location: SourceLocation, calendar: GameCalendar,
                      diagnostics: inout [Diagnostic], derivedID: () -> EventID) -> Event? {
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
            if text.contains("T") || text.contains(" "), let instant = Instant.parse(text, in: calendar) {
                at = instant
                if !SupportedDates.contains(instant, in: calendar) { fail(SupportedDates.outside("at \"\(text)\"")) }
            } else {
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
        var value: Double?
        switch fields["value"] {
        case nil, .null?: break
        case .int(let number)? where number >= 0 && Double(number) <= Measure.maxValue: value = Double(number)
        case .double(let number)? where number.isFinite && number >= 0 && number <= Measure.maxValue: value = number
        case let other?: fail("value must be a number from 0 to \(Int(Measure.maxValue)), got \(other.shortDescription)")
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
        func day(_ key: String) -> LocalDate? {
            guard let text = string(key) else { return nil }
            guard let day = LocalDate(text) else {
                fail("\(key) must be a date written YYYY-MM-DD, got \"\(text)\"")
                return nil
            }
            if !SupportedDates.contains(day) { fail(SupportedDates.outside("\(key) \"\(text)\"")) }
            return day
        }
        func id(_ key: String) -> EventID? {
            guard let text = string(key) else { return nil }
            guard let id = EventID(text) else {
                fail("\(key) \"\(text)\" is not an event id", hint: EventID.formatHint)
                return nil
            }
            return id
        }
        let event = Event(at: at, kind: kind, player: string("player"), challenge: string("challenge"), option: option,
                          proof: proof, media: string("media"), text: string("text"), on: day("on"), reward: string("reward"),
                          amount: amount, reason: string("reason"), by: string("by"), id: id("id") ?? derivedID(),
                          event: id("event"), from: day("from"), until: day("until"), line: line, value: value)
        for field in requiredFields(kind) where fields[field] == nil || fields[field] == .null {
            let article = kind.rawValue.first.map { "aeiou".contains($0) } == true ? "an" : "a"
            fail("\(article) \(kind.rawValue) event needs '\(field)'")
        }
        return ok ? event : nil
    }

    static func requiredFields(_ kind: Event.Kind) -> [String] {
        switch kind {
        case .complete: return ["player", "challenge"]
        case .unlock: return ["player", "reward"]
        case .award, .spend: return ["player", "amount"]
        case .reveal: return ["challenge"]
        case .void: return ["event"]
        case .pause: return ["player", "challenge", "from", "until"]
        case .resume: return ["player", "challenge"]
        }
    }
}

/// The log's bytes, read by every run while `parseLines` holds them; nothing writes them.
private struct UnsafeBufferPointerBox: @unchecked Sendable {
    let bytes: UnsafeBufferPointer<UInt8>
    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }
}
