/// One problem found in a game's files, reported compiler-style:
/// `content/challenges.yaml:14:9: error: points must be a whole number from 1 to 100000, got "fifty"`.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable, Comparable {
        case error, warning, note

        private var rank: Int { self == .error ? 0 : self == .warning ? 1 : 2 }
        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    public var severity: Severity
    public var message: String
    public var location: SourceLocation?
    /// How to fix it, when there is something useful to say.
    public var hint: String?
    /// What a refusal by the rules is about, for fronts that say it in their own words; not part
    /// of the diagnostic's identity (two with the same text are equal), and not kept by the fold
    /// cache: it matters for the event being recorded, which is folded fresh.
    public var refusal: RuleRefusal?
    /// The event of the log it refuses, for a report that says how to take it out
    /// (`LogMendHints`); like `refusal`, not part of its identity.
    public var event: EventID?

    public init(_ severity: Severity, _ message: String, at location: SourceLocation? = nil, hint: String? = nil,
                refusal: RuleRefusal? = nil) {
        self.severity = severity
        self.message = message
        self.location = location
        self.hint = hint
        self.refusal = refusal
    }

    public static func == (a: Diagnostic, b: Diagnostic) -> Bool {
        a.severity == b.severity && a.message == b.message && a.location == b.location && a.hint == b.hint
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(severity)
        hasher.combine(message)
        hasher.combine(location)
        hasher.combine(hint)
    }

    public static func error(_ message: String, at location: SourceLocation? = nil, hint: String? = nil,
                             refusal: RuleRefusal? = nil) -> Diagnostic {
        Diagnostic(.error, message, at: location, hint: hint, refusal: refusal)
    }

    public static func warning(_ message: String, at location: SourceLocation? = nil, hint: String? = nil) -> Diagnostic {
        Diagnostic(.warning, message, at: location, hint: hint)
    }

    public var description: String {
        var text = location.map { "\($0): " } ?? ""
        text += "\(severity.rawValue): \(message)"
        if let hint { text += "\n  hint: \(hint)" }
        return text
    }
}

extension Array where Element == Diagnostic {
    public var hasErrors: Bool { contains { $0.severity == .error } }
    public var errors: [Diagnostic] { filter { $0.severity == .error } }

    /// Sorted by file, line and column so that reports read top to bottom and never reorder between runs.
    public func sortedForReport() -> [Diagnostic] {
        enumerated().sorted { a, b in
            let la = a.element.location, lb = b.element.location
            if la != lb {
                guard let la else { return true }
                guard let lb else { return false }
                // The game's own files before its log: a rule the log breaks often only follows
                // from a mistake in them (an unknown challenge, a time zone that fell back).
                let (aLog, bLog) = (la.file == ContentFormat.eventLogFile, lb.file == ContentFormat.eventLogFile)
                if aLog != bLog { return bLog }
                return la < lb
            }
            return a.offset < b.offset
        }.map(\.element)
    }
}
