import QuestlineCore

/// The `.gitignore` that `init` writes into a new site folder: what builds write, kept out of
/// version control. The site is made again at will; the fold cache holds everything the game
/// says, its secrets included (README: The fold cache); `.questline/` holds what `serve` renders
/// for itself (docs/serve.md) and, in play mode, the keys.
public enum GitIgnore {
    public static let path = ".gitignore"
    public static let entries = ["output/", FoldCache.folderName + "/", ".questline/"]

    public static let text = """
        # What questline builds write: the site, made again at will, the fold cache, which
        # holds the game's secrets, and serve's own folder. None belongs in version control.
        \(entries.joined(separator: "\n"))

        """

    /// The entries an existing `.gitignore` does not list as a line of its own (with or without
    /// the leading or trailing slash).
    public static func missing(in existing: String) -> [String] {
        let lines = Set(existing.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) })
        return entries.filter { entry in
            let name = String(entry.dropLast())
            return lines.isDisjoint(with: [entry, name, "/" + entry, "/" + name])
        }
    }
}
