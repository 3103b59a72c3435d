import Foundation

extension WidgetIndex {
    /// The same bytes as `SnapshotEncoder.encode(self)`, written directly: a big game's index
    /// lists thousands of snapshots and is written anew every build (its `asOf` moves with every
    /// event): Foundation's encoder took 7 ms of CPU over L's 3,003 entries.
    /// `WidgetIndexTests` holds the two to the same bytes.
    func json() -> Data {
        var out: [UInt8] = []
        out.reserveCapacity(256 + snapshots.count * 160)
        out += #"{"asOf":"#.utf8
        Self.append(string: asOf, to: &out)
        out += #","schema":"#.utf8
        Self.append(string: schema, to: &out)
        out += #","snapshots":["#.utf8
        for (position, entry) in snapshots.enumerated() {
            if position > 0 { out.append(UInt8(ascii: ",")) }
            out += #"{"bytes":"#.utf8
            out += String(entry.bytes).utf8
            out += #","kind":"#.utf8
            Self.append(string: entry.kind.rawValue, to: &out)
            out += #","path":"#.utf8
            Self.append(string: entry.path, to: &out)
            if let player = entry.player {
                out += #","player":"#.utf8
                Self.append(string: player, to: &out)
            }
            out += #","size":"#.utf8
            Self.append(string: entry.size.rawValue, to: &out)
            out += #","url":"#.utf8
            Self.append(string: entry.url, to: &out)
            out.append(UInt8(ascii: "}"))
        }
        out += #"],"title":"#.utf8
        Self.append(string: title, to: &out)
        out += #","version":"#.utf8
        out += String(version).utf8
        out.append(UInt8(ascii: "}"))
        return Data(out)
    }

    /// A JSON string as Foundation's encoder writes it with `.withoutEscapingSlashes`: quotes,
    /// backslashes and control characters escaped (`\b \t \n \f \r`, the rest `\u00xx`),
    /// everything else as its UTF-8 bytes.
    static func append(string: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out += #"\""#.utf8
            case UInt8(ascii: "\\"): out += #"\\"#.utf8
            case 0x08: out += #"\b"#.utf8
            case 0x09: out += #"\t"#.utf8
            case 0x0A: out += #"\n"#.utf8
            case 0x0C: out += #"\f"#.utf8
            case 0x0D: out += #"\r"#.utf8
            case ..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                out += #"\u00"#.utf8
                out.append(hex[Int(byte >> 4)])
                out.append(hex[Int(byte & 0xF)])
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
