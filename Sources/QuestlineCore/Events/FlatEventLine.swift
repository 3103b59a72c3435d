import Foundation

/// The fast path for one line of the log: a flat JSON object of known keys with text values
/// (and a whole-number `amount`) that makes a valid event. It returns nil for anything else —
/// other JSON, unknown or repeated keys, escapes it does not know, any value that would be an
/// error or a warning — and the parser then reads that line the careful way, so every
/// diagnostic is exactly what it always was.
enum FlatEventLine {
    /// The keys, in the order of `Field`.
    private static let keys: [[UInt8]] = ["at", "type", "player", "challenge", "option", "proof", "media", "text", "on",
                                          "reward", "amount", "reason", "by"].map { Array($0.utf8) }

    private enum Field: Int {
        case at, type, player, challenge, option, proof, media, text, on, reward, amount, reason, by
    }

    static func event(_ bytes: UnsafeBufferPointer<UInt8>, line: Int, calendar: GameCalendar) -> Event? {
        var scanner = Scanner(bytes: bytes)
        var values = [String?](repeating: nil, count: keys.count)
        var amount: Int?
        var seen = 0
        scanner.skipSpace()
        guard scanner.take(UInt8(ascii: "{")) else { return nil }
        scanner.skipSpace()
        if scanner.take(UInt8(ascii: "}")) { return nil }
        while true {
            guard let key = scanner.key(), let index = keys.firstIndex(where: { $0.elementsEqual(key) }),
                  seen & (1 << index) == 0 else { return nil }
            seen |= 1 << index
            scanner.skipSpace()
            guard scanner.take(UInt8(ascii: ":")) else { return nil }
            scanner.skipSpace()
            if index == Field.amount.rawValue {
                guard let number = scanner.wholeNumber(), Event.amountRange.contains(number) else { return nil }
                amount = number
            } else {
                guard let text = scanner.string() else { return nil }
                values[index] = text
            }
            scanner.skipSpace()
            if scanner.take(UInt8(ascii: ",")) { scanner.skipSpace(); continue }
            guard scanner.take(UInt8(ascii: "}")) else { return nil }
            break
        }
        scanner.skipSpace()
        guard scanner.atEnd else { return nil }
        return event(values, amount: amount, line: line, calendar: calendar)
    }

    /// The event when every value is valid for its type; nil when the careful path would report something.
    private static func event(_ values: [String?], amount: Int?, line: Int, calendar: GameCalendar) -> Event? {
        func value(_ field: Field) -> String? { values[field.rawValue] }
        guard let type = value(.type), let kind = Event.Kind(rawValue: type), let atText = value(.at) else { return nil }
        guard let at = atText.utf8.withContiguousStorageIfAvailable({ FastInstant.parse($0) }) ?? nil
                ?? ((atText.contains("T") || atText.contains(" ")) ? Instant.parse(atText, in: calendar) : nil) else { return nil }
        var option: ChallengeOption?
        if let text = value(.option) {
            guard let parsed = ChallengeOption(rawValue: text.lowercased()) else { return nil }
            option = parsed
        }
        var proof: ProofKind?
        if let text = value(.proof) {
            guard let parsed = ProofKind(rawValue: text) else { return nil }
            proof = parsed
        }
        var on: LocalDate?
        if let text = value(.on) {
            guard let parsed = LocalDate(text) else { return nil }
            on = parsed
        }
        switch kind {
        case .complete: guard value(.player) != nil, value(.challenge) != nil else { return nil }
        case .unlock: guard value(.player) != nil, value(.reward) != nil else { return nil }
        case .award, .spend: guard value(.player) != nil, amount != nil else { return nil }
        case .reveal: guard value(.challenge) != nil else { return nil }
        }
        return Event(at: at, kind: kind, player: value(.player), challenge: value(.challenge), option: option, proof: proof,
                     media: value(.media), text: value(.text), on: on, reward: value(.reward), amount: amount,
                     reason: value(.reason), by: value(.by), line: line)
    }
}
