/// The name a mistyped one was most likely meant to be, for "did you mean build?": a
/// subcommand (ArgumentParser suggests flags but not subcommands, so `questline biuld` only
/// says "Unexpected argument"), a preset, a language. Names within two edits (one for a name of
/// up to three letters; a swap of two neighbouring letters counts as one) are suggested; the
/// closest wins, the first listed on a tie.
public enum Spelling {
    public static func closest(to typed: String, among names: [String]) -> String? {
        guard !names.contains(typed) else { return nil }
        let typed = typed.lowercased()
        guard !typed.isEmpty else { return nil }
        // "Ava" for the id ava: only the case is wrong.
        if names.contains(typed) { return typed }
        let allowed = typed.count <= 3 ? 1 : 2
        let scored = names.map { (name: $0, distance: distance(Array(typed), Array($0))) }
        guard let best = scored.min(by: { $0.distance < $1.distance }), best.distance <= allowed else {
            // A prefix of exactly one command ("comp") is meant as that command.
            let prefixed = names.filter { $0.hasPrefix(typed) }
            return prefixed.count == 1 ? prefixed[0] : nil
        }
        return best.name
    }

    /// Edits (insert, delete, substitute, swap neighbours) from one word to the other.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var rows = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { rows[i][0] = i }
        for j in 0...b.count { rows[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { best = min(best, rows[i - 2][j - 2] + 1) }
                rows[i][j] = best
            }
        }
        return rows[a.count][b.count]
    }
}
