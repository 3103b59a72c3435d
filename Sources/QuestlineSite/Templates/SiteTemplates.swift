import Foundation
import QuestlineCore

/// The raw contents of a `Templates/` folder: Mustache templates, static assets and UI strings.
/// A value, so tests can build one from a dictionary; `read(folder:)` is the only disk access.
public struct SiteTemplates: Sendable {
    /// Template name (path without `.mustache`, e.g. `layout`, `partials/nav`) → text.
    public var templates: [String: String]
    /// Files copied as they are, by path under `Templates/assets/` → bytes.
    public var assets: [String: Data]
    /// Language code → the text of `strings/<code>.yaml`.
    public var strings: [String: String]

    public init(templates: [String: String], assets: [String: Data] = [:], strings: [String: String] = [:]) {
        self.templates = templates
        self.assets = assets
        self.strings = strings
    }

    /// Reads every file under `folder`: `*.mustache` become templates, `assets/**` assets,
    /// `strings/*.yaml` UI strings; none with a left-out name (`LeftOutNames`). `folder` may be a
    /// link (a theme shared by several games); a link inside it is read where it leads when that
    /// is a file inside it, and is an error otherwise, as is a FIFO, a socket or a device.
    public static func read(folder: URL) throws -> SiteTemplates {
        let root = folder.resolvingSymlinksInPath().standardizedFileURL
        let keys: [URLResourceKey] = [.isSymbolicLinkKey]
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: keys) else {
            throw QuestlineError("cannot read the templates folder \(root.path)", hint: "run in a site folder that holds Templates/, or pass --site")
        }
        var result = SiteTemplates(templates: [:])
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        for case let url as URL in enumerator {
            if LeftOutNames.contains(url.lastPathComponent) {
                enumerator.skipDescendants()
                continue
            }
            let path = String(url.standardizedFileURL.path.dropFirst(prefix.count))
            let isAsset = path.hasPrefix("assets/"), isStrings = path.hasPrefix("strings/") && path.hasSuffix(".yaml")
            guard isAsset || isStrings || path.hasSuffix(".mustache") else { continue }
            let data = try contents(of: url, path: path, root: root)
            guard let data else { continue }
            if isAsset {
                result.assets[String(path.dropFirst("assets/".count))] = data
            } else if isStrings {
                let code = String(path.dropFirst("strings/".count).dropLast(".yaml".count))
                result.strings[code] = try text(data, path: "Templates/" + path)
            } else {
                result.templates[String(path.dropLast(".mustache".count))] = try text(data, path: "Templates/" + path)
            }
        }
        if result.templates.isEmpty {
            throw QuestlineError("no templates in \(root.path)", hint: "a site needs Templates/layout.mustache and one template a page kind")
        }
        return result
    }

    /// Only the UI strings of a `Templates/` folder, language code → text of `strings/<code>.yaml`,
    /// for what needs a site's words but not its pages; none when there is no `strings/`.
    public static func readStrings(folder: URL) throws -> [String: String] {
        let root = folder.resolvingSymlinksInPath().standardizedFileURL
        let stringsFolder = root.appendingPathComponent("strings", isDirectory: true)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: stringsFolder.path) else { return [:] }
        var strings: [String: String] = [:]
        // Each file is looked at as `read(folder:)` looks at it: a link out or a FIFO is an error at its name.
        for name in names where name.hasSuffix(".yaml") && !LeftOutNames.contains(name) {
            let path = "strings/" + name
            guard let data = try contents(of: stringsFolder.appendingPathComponent(name), path: path, root: root) else { continue }
            strings[String(name.dropLast(".yaml".count))] = try text(data, path: "Templates/" + path)
        }
        return strings
    }

    /// The text of one template of a `Templates/` folder (`partials/play-unlock`), looked at as
    /// `read(folder:)` looks at it; nil when there is no such file.
    public static func readTemplate(_ name: String, folder: URL) throws -> String? {
        let root = folder.resolvingSymlinksInPath().standardizedFileURL
        let path = name + ".mustache", url = root.appendingPathComponent(path)
        // Nothing there at all, not even a link: the theme has no such template.
        guard (try? url.resourceValues(forKeys: [.isSymbolicLinkKey])) != nil else { return nil }
        return try contents(of: url, path: path, root: root).map { try text($0, path: "Templates/" + path) }
    }

    /// The bytes of the file at `url` (named `path` under `root`), read where its links lead;
    /// nil for a folder, whose files come next. Anything that is not a plain file inside `root`
    /// is an error at its name: nothing outside the theme is published through a link, and no
    /// FIFO is waited on.
    private static func contents(of url: URL, path: String, root: URL) throws -> Data? {
        let name = "Templates/" + path, at = SourceLocation(file: "Templates/" + path)
        let isLink = (try? url.resourceValues(forKeys: [.isSymbolicLinkKey]))?.isSymbolicLink == true
        let (status, resolved) = DirectorySource.status(of: url, inside: root)
        switch status {
        case .file:
            return try Data(contentsOf: resolved)
        case .notAFile where !isLink:
            return nil
        case .notAFile:
            throw QuestlineError("\(name) is a link to a folder, which questline does not follow", at: at,
                                 hint: "link each file in it, or copy the folder into Templates/")
        case .missing:
            throw QuestlineError("\(name) is a symbolic link that leads nowhere", at: at, hint: "remove it, or link it to a file in Templates/")
        case .outside:
            throw QuestlineError("\(name) leads outside the Templates folder (through a symbolic link)", at: at,
                                 hint: "copy the file into Templates/ instead of linking to it, or link the whole Templates folder")
        case .special, .leftOut:
            throw QuestlineError("\(name) \(status.problemWords)", at: at)
        }
    }

    private static func text(_ data: Data, path: String) throws -> String {
        guard let text = String(data: data, encoding: .utf8) else {
            throw QuestlineError("\(path) is not UTF-8 text", at: SourceLocation(file: path), hint: "save it as UTF-8")
        }
        return text
    }
}
