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
    /// `strings/*.yaml` UI strings; none with a left-out name (`LeftOutNames`).
    public static func read(folder: URL) throws -> SiteTemplates {
        let root = folder.standardizedFileURL
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) else {
            throw QuestlineError("cannot read the templates folder \(root.path)", hint: "run in a site folder that holds Templates/, or pass --site")
        }
        var result = SiteTemplates(templates: [:])
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        for case let url as URL in enumerator {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else { continue }
            let path = String(url.standardizedFileURL.path.dropFirst(prefix.count))
            if LeftOutNames.leaveOut(path: path) { continue }
            let data = try Data(contentsOf: url)
            if path.hasPrefix("assets/") {
                result.assets[String(path.dropFirst("assets/".count))] = data
            } else if path.hasPrefix("strings/"), path.hasSuffix(".yaml") {
                let code = String(path.dropFirst("strings/".count).dropLast(".yaml".count))
                result.strings[code] = try text(data, path: "Templates/" + path)
            } else if path.hasSuffix(".mustache") {
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
        let folder = folder.appendingPathComponent("strings", isDirectory: true)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [:] }
        var strings: [String: String] = [:]
        for name in names where name.hasSuffix(".yaml") && !LeftOutNames.contains(name) {
            let data = try Data(contentsOf: folder.appendingPathComponent(name))
            strings[String(name.dropLast(".yaml".count))] = try text(data, path: "Templates/strings/" + name)
        }
        return strings
    }

    private static func text(_ data: Data, path: String) throws -> String {
        guard let text = String(data: data, encoding: .utf8) else {
            throw QuestlineError("\(path) is not UTF-8 text", at: SourceLocation(file: path), hint: "save it as UTF-8")
        }
        return text
    }
}
