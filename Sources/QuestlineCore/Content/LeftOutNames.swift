/// Names that a game's folder and its theme leave out: hidden files and folders (an editor's swap
/// file `.challenges.yaml.swp`, a save's temporary file, `.DS_Store`, `.git`) and an editor's
/// backup (`events.jsonl~`) or autosave (`#events.jsonl#`). No build reads one, none counts in
/// the inputs' hash, `serve` does not build again when one is saved, and the content may not
/// name one: saving it can change nothing.
public enum LeftOutNames {
    /// Whether one name (of a file or a folder, not a path) is left out.
    public static func contains(_ name: some StringProtocol) -> Bool {
        guard let first = name.first, name != ".", name != ".." else { return false }
        return first == "." || name.hasSuffix("~") || (first == "#" && name.count > 1 && name.hasSuffix("#"))
    }

    /// Whether a relative path has a left-out name on its way (`media/.cache/a.jpg`).
    public static func leaveOut(path: some StringProtocol) -> Bool {
        path.split(separator: "/").contains { contains($0) }
    }
}
