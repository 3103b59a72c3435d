import Foundation

/// What a request path names in the output folder: a file, a folder to redirect into, or nothing.
///
/// Only what a build publishes is served: a path that climbs out of the folder (`..`), or names a
/// hidden file such as the build stamp or the manifest, is not found.
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
        let target = parts.reduce(folder.standardizedFileURL) { $0.appendingPathComponent(String($1)) }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: target.path, isDirectory: &isFolder) else { return .notFound }
        if isFolder.boolValue {
            guard decoded.hasSuffix("/") else { return .redirect(to: withoutQuery + "/") }
            let index = target.appendingPathComponent("index.html")
            return FileManager.default.fileExists(atPath: index.path) ? .file(index, contentType: ContentTypes.html) : .notFound
        }
        return .file(target, contentType: ContentTypes.of(target.lastPathComponent))
    }
}

/// The media types of the files a site holds, by extension.
public enum ContentTypes {
    public static let html = "text/html; charset=utf-8"

    static let byExtension: [String: String] = [
        "html": html, "htm": html, "css": "text/css; charset=utf-8", "js": "text/javascript; charset=utf-8",
        "json": "application/json", "atom": "application/atom+xml; charset=utf-8", "xml": "application/xml; charset=utf-8", "ics": "text/calendar; charset=utf-8",
        "txt": "text/plain; charset=utf-8", "svg": "image/svg+xml", "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg",
        "gif": "image/gif", "webp": "image/webp", "avif": "image/avif", "ico": "image/x-icon",
        "mp3": "audio/mpeg", "m4a": "audio/mp4", "ogg": "audio/ogg", "oga": "audio/ogg", "wav": "audio/wav",
        "mp4": "video/mp4", "m4v": "video/mp4", "webm": "video/webm", "mov": "video/quicktime",
        "woff2": "font/woff2", "woff": "font/woff",
    ]

    public static func of(_ fileName: String) -> String {
        let ext = (fileName as NSString).pathExtension.lowercased()
        return byExtension[ext] ?? "application/octet-stream"
    }
}
