/// A challenge, reward or person written in the YAML that did not load because of an error
/// there. Events that name it are not reported one by one as naming an unknown id: that only
/// follows from the one real error, and would bury it. They fold into one note under it.
public struct FailedEntry: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case challenge, reward, person
    }

    public var kind: Kind
    public var id: String
    /// Where the entry's first error is: the note goes right under it.
    public var location: SourceLocation

    public init(kind: Kind, id: String, location: SourceLocation) {
        self.kind = kind
        self.id = id
        self.location = location
    }

    /// The start of the fold's message for an event that names this entry (see `Fold.reject`).
    var unknownMessages: [String] {
        switch kind {
        case .challenge: ["unknown challenge '\(id)'"]
        case .reward: ["unknown reward '\(id)'"]
        case .person: ["unknown player '\(id)'", "unknown person '\(id)'"]
        }
    }

    /// `violations` without those that only name an entry of `failed`, and for each such entry
    /// one note at its error: "… and 7 events that name it: content/events.jsonl lines 3, 5, …".
    /// When a whole list file did not load (`unloaded`), every rule the log breaks may follow
    /// from it (an unknown challenge, then a balance too low to unlock): none is listed, and one
    /// note under the file's error says how many were left out.
    public static func fold(_ violations: [Diagnostic], under failed: [FailedEntry], unloaded: [SourceLocation] = []) -> [Diagnostic] {
        if let file = unloaded.first, !violations.isEmpty {
            let count = violations.count == 1 ? "1 error in the log that may follow" : "\(violations.count) errors in the log that may follow"
            return [Diagnostic(.note, "… and \(count) from it are not listed: \(file.file) did not load", at: file,
                               hint: "mend it and check again")]
        }
        guard !failed.isEmpty else { return violations }
        var kept: [Diagnostic] = []
        var lines: [FailedEntry: [Int]] = [:]
        for violation in violations {
            let entry = failed.first { entry in entry.unknownMessages.contains { violation.message.hasPrefix($0) } }
            if let entry, violation.location?.file == ContentFormat.eventLogFile {
                lines[entry, default: []].append(violation.location?.line ?? 0)
            } else {
                kept.append(violation)
            }
        }
        for entry in failed {
            guard let named = lines[entry]?.sorted(), !named.isEmpty else { continue }
            let shown = named.prefix(5).map(String.init).joined(separator: ", ")
            let more = named.count > 5 ? " and \(named.count - 5) more" : ""
            let events = named.count == 1 ? "1 event that names it" : "\(named.count) events that name it"
            let where_ = "\(ContentFormat.eventLogFile) line\(named.count == 1 ? "" : "s") \(shown)\(more)"
            kept.append(Diagnostic(.note, "… and \(events) (\(where_)): the \(entry.kind.rawValue) '\(entry.id)' did not load",
                                   at: entry.location))
        }
        return kept
    }
}
