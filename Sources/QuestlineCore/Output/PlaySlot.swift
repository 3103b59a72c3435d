import Foundation

/// Where a page of `serve --play`'s own folder may hold a form: an HTML comment the play build
/// puts into a challenge card, a quest, a reward card or a profile (`<!--questline-play complete
/// cartwheel sam-->`). Play mode replaces each, as the page is sent, with the form the signed-in
/// person may use there, or with nothing. A published build has none (`SiteBuildOptions.playSlots`).
public struct PlaySlot: Sendable, Hashable {
    /// The form a slot may hold.
    public enum Kind: String, Sendable, CaseIterable {
        /// Complete a challenge (its id is the subject).
        case complete
        /// Unlock or buy a reward.
        case unlock
        /// Reveal a secret dare.
        case reveal
        /// Award and spend a player's points (the player's id is the subject).
        case points
    }

    public var kind: Kind
    /// The challenge, reward or person the form is about.
    public var subject: String
    /// Whose list the slot is in (a player's quests, their reward cards); nil: anyone's.
    public var player: String?

    public init(_ kind: Kind, _ subject: String, player: String? = nil) {
        self.kind = kind
        self.subject = subject
        self.player = player
    }

    /// What every marker starts with.
    public static let prefix = "<!--questline-play "
    static let suffix = "-->"
    /// Ids are percent-encoded, so no id can end the comment or split a field.
    private static let plain = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.")

    /// The comment that marks this slot in a page.
    public var marker: String {
        func encoded(_ id: String) -> String { id.addingPercentEncoding(withAllowedCharacters: Self.plain) ?? "" }
        return Self.prefix + "\(kind.rawValue) \(encoded(subject)) \(player.map(encoded) ?? "*")" + Self.suffix
    }

    /// The slot a marker's text names (what lies between the prefix and `-->`); nil when it names none.
    public init?(fields text: Substring) {
        let parts = text.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, let kind = Kind(rawValue: String(parts[0])),
              let subject = parts[1].removingPercentEncoding, !subject.isEmpty,
              let player = parts[2] == "*" ? "" : parts[2].removingPercentEncoding else { return nil }
        self.init(kind, subject, player: player.isEmpty ? nil : player)
    }

    /// `page` with every marker replaced by what `fill` gives for its slot ("" for none). A marker
    /// that names no slot is removed too.
    public static func fill(_ page: Data, _ fill: (PlaySlot) -> String) -> Data {
        let start = Data(prefix.utf8), end = Data(suffix.utf8)
        guard page.range(of: start) != nil else { return page }
        var out = Data()
        out.reserveCapacity(page.count + 4096)
        var rest = page[...]
        while let found = rest.range(of: start) {
            out.append(rest[rest.startIndex..<found.lowerBound])
            guard let close = rest[found.upperBound...].range(of: end) else {
                rest = rest[found.lowerBound...]
                break
            }
            let text = String(decoding: rest[found.upperBound..<close.lowerBound], as: UTF8.self)
            if let slot = PlaySlot(fields: text[...]) { out.append(Data(fill(slot).utf8)) }
            rest = rest[close.upperBound...]
        }
        out.append(rest)
        return out
    }
}
