/// Rules for media paths written in content files.
public enum MediaPath {
    static let fileExtensions: Set<String> = [
        "png", "jpg", "jpeg", "gif", "webp", "svg", "avif", "heic",
        "mp3", "m4a", "aac", "ogg", "oga", "wav", "opus", "flac",
        "mp4", "m4v", "webm", "mov", "ogv", "txt", "md", "pdf",
    ]

    /// True for `media/jo.png` and `jo.png`; false for an emoji or a few words.
    public static func looksLikeFile(_ text: String) -> Bool {
        guard let dot = text.lastIndex(of: "."), !text.contains(" ") else { return false }
        return fileExtensions.contains(text[text.index(after: dot)...].lowercased())
    }

    /// The lowercased extension, or "".
    public static func fileExtension(_ path: String) -> String {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return "" }
        return path[path.index(after: dot)...].lowercased()
    }

    /// Whether `path` names a file among the photo proofs (`ProofStore.folder`), however it is
    /// spelt (`./media//proofs/x.jpg`, and in any case, as a case-insensitive disk would read it).
    public static func isAmongProofs(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }.map { $0.lowercased() }
        let folder = ProofStore.folder.split(separator: "/").map { $0.lowercased() }
        return parts.count > folder.count && Array(parts.prefix(folder.count)) == folder
    }

    /// What is said of a path that names a hidden or backup file, or leads there (`LeftOutNames`).
    public static let leftOutWords = "names a hidden or backup file (a name that starts with a dot or #, or ends with ~), which questline leaves out"

    /// Why a path cannot be used before looking at the disk: absolute, or climbing out with `..`.
    public static func lexicalProblem(_ path: String) -> String? {
        if path.isEmpty { return "is empty" }
        if path.hasPrefix("/") || path.hasPrefix("~") || path.contains("\\") || path.contains(":") {
            return "must be a relative path inside the content folder"
        }
        if path.split(separator: "/").contains("..") { return "leads outside the content folder" }
        if LeftOutNames.leaveOut(path: path) { return leftOutWords }
        return nil
    }
}
