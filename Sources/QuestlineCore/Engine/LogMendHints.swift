/// How to mend the log, added to the hints of the errors a check finds in it: an event the rules
/// refuse stays in the append-only log, and `questline void` takes it out of the game. When three
/// or more events are refused with the same words (every event of a person whose id was changed
/// in content/, or taken out of it), voiding them would throw away their history: the hint says
/// to change the id back, or to put the person back, or else to void them all in one command.
public enum LogMendHints {
    /// How many events refused alike suggest that content changed under them, not that each is wrong.
    static let alike = 3

    public static func added(to violations: [Diagnostic]) -> [Diagnostic] {
        var counts: [String: Int] = [:]
        for violation in violations where violation.event != nil { counts[violation.message, default: 0] += 1 }
        return violations.map { violation in
            guard let event = violation.event, violation.severity == .error else { return violation }
            let count = counts[violation.message] ?? 0
            let mend = count >= alike
                ? "\(count) events are refused with these words: if an id in content/ was changed, change it back; "
                    + "if someone was taken out of people.yaml, put them back (the log keeps their history, so they stay listed), "
                    + "or take these events out of the game together: questline void ID ID … --reason \"…\" (questline log lists the ids)"
                : "to take the event out of the game: questline void \(event) --reason \"…\""
            var mended = violation
            mended.hint = violation.hint.map { hint in
                hint.hasSuffix("?") ? hint + " " + mend.prefix(1).uppercased() + mend.dropFirst() : hint + "; " + mend
            } ?? mend
            return mended
        }
    }
}
