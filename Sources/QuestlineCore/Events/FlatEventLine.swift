import Foundation

/// The fast path for one line of the log: a flat JSON object of known keys with text values
/// (and a whole-number `amount`) that makes a valid event. It returns nil for anything else —
/// other JSON, unknown or repeated keys, escapes it does not know, any value that would be an
/// error or a warning — and the parser then reads that line the careful way, so every
/// diagnostic is exactly what it always was.
enum FlatEventLine {
    enum Field: Int, CaseIterable {
        case at, type, player, challenge, option, proof, media, text, on, reward, amount, reason, by, id, event, from, until

        /// The field a key names, compared byte by byte without making a string.
        init?(key: UnsafeBufferPointer<UInt8>.SubSequence) {
            guard let found = Self.allCases.first(where: { Self.keys[$0.rawValue].elementsEqual(key) }) else { return nil }
            self = found
        }

        private static let keys: [[UInt8]] = allCases.map { Array(String(describing: $0).utf8) }
    }

    /// The text values of one line, kept on the stack.
    struct Values {
        var at, type, player, challenge, option, proof, media, text, on, reward, reason, by, id, event, from, until: String?

        subscript(field: Field) -> String? {
            get {
                switch field {
                case .at: at
                case .type: type
                case .player: player
                case .challenge: challenge
                case .option: option
                case .proof: proof
                case .media: media
                case .text: text
                case .on: on
                case .reward: reward
                case .reason: reason
                case .by: by
                case .id: id
                case .event: event
                case .from: from
                case .until: until
                case .amount: nil
                }
            }
            set {
                switch field {
                case .at: at = newValue
                case .type: type = newValue
                case .player: player = newValue
                case .challenge: challenge = newValue
                case .option: option = newValue
                case .proof: proof = newValue
                case .media: media = newValue
                case .text: text = newValue
                case .on: on = newValue
                case .reward: reward = newValue
                case .reason: reason = newValue
                case .by: by = newValue
                case .id: id = newValue
                case .event: event = newValue
                case .from: from = newValue
                case .until: until = newValue
                case .amount: break
                }
            }
        }
    }

    static func event(_ bytes: UnsafeBufferPointer<UInt8>, line: Int, calendar: GameCalendar) -> Event? {
        var scanner = Scanner(bytes: bytes)
        var values = Values()
        var amount: Int?
        var seen = 0
        scanner.skipSpace()
        guard scanner.take(UInt8(ascii: "{")) else { return nil }
        scanner.skipSpace()
        if scanner.take(UInt8(ascii: "}")) { return nil }
        while true {
            guard let key = scanner.key(), let field = Field(key: key), seen & (1 << field.rawValue) == 0 else { return nil }
            seen |= 1 << field.rawValue
            scanner.skipSpace()
            guard scanner.take(UInt8(ascii: ":")) else { return nil }
            scanner.skipSpace()
            if field == .amount {
                guard let number = scanner.wholeNumber(), Event.amountRange.contains(number) else { return nil }
                amount = number
            } else {
                guard let text = scanner.string() else { return nil }
                values[field] = text
            }
            scanner.skipSpace()
            if scanner.take(UInt8(ascii: ",")) { scanner.skipSpace(); continue }
            guard scanner.take(UInt8(ascii: "}")) else { return nil }
            break
        }
        scanner.skipSpace()
        guard scanner.atEnd else { return nil }
        return event(values, amount: amount, line: line, calendar: calendar, bytes: bytes)
    }

    /// The event when every value is valid for its type; nil when the careful path would report something.
    private static func event(_ values: Values, amount: Int?, line: Int, calendar: GameCalendar,
                              bytes: UnsafeBufferPointer<UInt8>) -> Event? {
        func value(_ field: Field) -> String? { values[field] }
        guard let type = value(.type), let kind = Event.Kind(rawValue: type), let atText = value(.at) else { return nil }
        guard let at = atText.utf8.withContiguousStorageIfAvailable({ FastInstant.parse($0) }) ?? nil
                ?? ((atText.contains("T") || atText.contains(" ")) ? Instant.parse(atText, in: calendar) : nil),
              SupportedDates.contains(at, in: calendar) else { return nil }
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
        // A date or an id that is there must read well; nil otherwise, and the careful path says why.
        func day(_ field: Field) -> LocalDate?? {
            guard let text = value(field) else { return .some(nil) }
            guard let parsed = LocalDate(text), SupportedDates.contains(parsed) else { return nil }
            return .some(parsed)
        }
        guard let on = day(.on), let from = day(.from), let until = day(.until) else { return nil }
        var target: EventID?
        if let text = value(.event) {
            guard let parsed = EventID(text) else { return nil }
            target = parsed
        }
        let id: EventID
        if let text = value(.id) {
            guard let parsed = EventID(text) else { return nil }
            id = parsed
        } else {
            id = EventID.derived(from: bytes)
        }
        switch kind {
        case .complete: guard value(.player) != nil, value(.challenge) != nil else { return nil }
        case .unlock: guard value(.player) != nil, value(.reward) != nil else { return nil }
        case .award, .spend: guard value(.player) != nil, amount != nil else { return nil }
        case .reveal: guard value(.challenge) != nil else { return nil }
        case .void: guard target != nil else { return nil }
        case .pause: guard value(.player) != nil, value(.challenge) != nil, from != nil, until != nil else { return nil }
        case .resume: guard value(.player) != nil, value(.challenge) != nil else { return nil }
        }
        return Event(at: at, kind: kind, player: value(.player), challenge: value(.challenge), option: option, proof: proof,
                     media: value(.media), text: value(.text), on: on, reward: value(.reward), amount: amount,
                     reason: value(.reason), by: value(.by), id: id, event: target, from: from, until: until,
                     line: line)
    }
}
