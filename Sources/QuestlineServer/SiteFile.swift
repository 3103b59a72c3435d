import Foundation

/// What a request path names in the output folder: a file, a folder to redirect into, or nothing.
///
/// Only what a build publishes is served: a path that climbs out of the folder (`..`, also
/// percent-encoded), holds a NUL byte or a backslash, names a hidden file such as the build stamp
/// or the manifest, or leads through a symlink to anything outside the folder, is not found. The
/// file named is the one the symlinks lead to, so what is checked is what is opened.
public enum SiteFile: Equatable, Sendable {
    case file(URL, contentType: String)
    /// A folder asked for without its trailing slash: its page's relative links need one.
    case redirect(to: String)
    case notFound

    /// `path` as the request gives it (`/people/sam/`, `/assets/site.css`), percent-encoded.
    public static func resolve(_ path: String, in folder: URL) -> SiteFile {
        let withoutQuery = path.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        guard withoutQuery.hasPrefix("/"), let decoded = withoutQuery.removingPercentEncoding else { return .notFound }
        let parts = decoded.split(separator: "/", omittingEmptySubsequences: true)
        guard !parts.contains(where: { $0.hasPrefix(".") || $0.contains("\\") || $0.contains("\0") }) else { return .notFound }
        guard let root = realPath(folder.path) else { return .notFound }
        let target = parts.reduce(URL(fileURLWithPath: root, isDirectory: true)) { $0.appendingPathComponent(String($1)) }
        guard let real = inside(target.path, root: root), let found = kind(of: real) else { return .notFound }
        if found == .folder {
            // One leading slash: `//host/` in a Location would send the browser to another site.
            guard decoded.hasSuffix("/") else { return .redirect(to: "/" + withoutQuery.drop(while: { $0 == "/" }) + "/") }
            guard let index = inside(real + "/index.html", root: root), kind(of: index) == .file else { return .notFound }
            return .file(URL(fileURLWithPath: index), contentType: ContentTypes.html)
        }
        return .file(URL(fileURLWithPath: real), contentType: ContentTypes.of(target.lastPathComponent))
    }

    /// `path` with every symlink followed, if that is `root` or lies under it and names nothing
    /// hidden on the way; nil otherwise, and when nothing is there.
    static func inside(_ path: String, root: String) -> String? {
        guard let real = realPath(path) else { return nil }
        guard real != root else { return real }
        let base = root.hasSuffix("/") ? root : root + "/"
        guard real.hasPrefix(base) else { return nil }
        let below = real.dropFirst(base.count).split(separator: "/")
        return below.contains(where: { $0.hasPrefix(".") }) ? nil : real
    }

    /// The path with every symlink, `.` and `..` resolved by the system, if it exists.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    enum Kind { case file, folder }

    /// A regular file or a folder; nil for anything else (a socket, a device) or nothing.
    static func kind(of path: String) -> Kind? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        default: return nil
        }
    }
}

/// The media types of the files a site holds, by extension.
public enum ContentTypes {
    public static let html = "text/html; charset=utf-8"

    static let byExtension: [String: String] = [
        "html": html, "htm": html, "css": "text/css; charset=utf-8", "js": "text/javascript; charset=utf-8",
        "json": "application/json", "atom": "application/atom+xml; charset=utf-8", "xml": "application/xml; charset=utf-8", "ics": "text/calendar; charset=utf-8",
        "txt": "text/plain; charset=utf-8", "svg": "image/svg+xml", "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg",
        "gif": "image/gif", "webp": "image/webp", "avif": "image/avif", "heic": "image/heic", "ico": "image/x-icon",
        "mp3": "audio/mpeg", "m4a": "audio/mp4", "ogg": "audio/ogg", "oga": "audio/ogg", "wav": "audio/wav",
        "mp4": "video/mp4", "m4v": "video/mp4", "webm": "video/webm", "mov": "video/quicktime",
        "woff2": "font/woff2", "woff": "font/woff",
    ]

    public static func of(_ fileName: String) -> String {
        let ext = (fileName as NSString).pathExtension.lowercased()
        return byExtension[ext] ?? "application/octet-stream"
    }
}
