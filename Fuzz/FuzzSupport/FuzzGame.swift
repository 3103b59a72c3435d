import Foundation
import QuestlineCore
import QuestlineSite
import QuestlineWidgets

/// A game for the fuzzers: a site folder's content and templates read once, then checked, folded
/// and rendered with one file's bytes replaced by the fuzzer's.
///
/// Anything the input reaches that traps (a `!`, an overflow, an index out of range) or that
/// AddressSanitizer catches stops the fuzzer with the input that did it: a crash to mend.
public struct FuzzGame: Sendable {
    /// The site folder the game was read from.
    public let root: URL
    /// The files the fuzzers replace, by path (`content/game.yaml`), as bytes.
    public var files: [String: Data]
    /// The media files under `content/` (`media/jo.jpg`): a game whose media are missing has errors.
    public let media: Set<String>
    public let builder: SiteBuilder?
    /// The game's state as its files are, from the check `load` makes: the templates fuzzer
    /// changes only the templates, so it renders this one every time.
    public private(set) var state: GameState?
    /// The instant every state is computed at: inside the sample game's weekend, and after the
    /// presets' and the habits fixture's starts.
    public let asOf = Date(timeIntervalSince1970: 1_781_373_600) // 2026-06-13T18:00:00Z

    /// The files the fuzzers replace, under `content/`: the game's YAML, its log and the sample's
    /// one Markdown letter (unlocked at `asOf`, so its page is rendered).
    public static let paths = ["game.yaml", "people.yaml", "challenges.yaml", "rewards.yaml", "goals.yaml", "events.jsonl",
                               "messages/jo-letter.md"]

    /// The site folder named by `QUESTLINE_FUZZ_SITE` (the sample, `.`, by default): its `paths`,
    /// its media, and its `Templates/` (else the default theme's) when `templates` is set.
    public static func load(templates: Bool) -> FuzzGame {
        let root = URL(fileURLWithPath: ProcessInfo.processInfo.environment["QUESTLINE_FUZZ_SITE"] ?? ".").standardizedFileURL
        var files: [String: Data] = [:]
        for name in paths {
            if let data = try? Data(contentsOf: root.appendingPathComponent("content/\(name)")) {
                files["content/\(name)"] = data
            }
        }
        guard files["content/game.yaml"] != nil else {
            fatalError("no content/game.yaml under \(root.path): run from the repository or set QUESTLINE_FUZZ_SITE")
        }
        let content = root.appendingPathComponent("content")
        let found = FileManager.default.enumerator(atPath: content.appendingPathComponent("media").path)?.allObjects as? [String] ?? []
        let media = Set(found.map { "media/" + $0 }.filter {
            (try? content.appendingPathComponent($0).resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
        })
        // A preset's folder has no templates of its own: it is built with the default theme.
        var folder = root.appendingPathComponent("Templates")
        if !FileManager.default.fileExists(atPath: folder.path) { folder = URL(fileURLWithPath: "Templates") }
        let builder = templates ? (try? SiteTemplates.read(folder: folder)).flatMap { try? SiteBuilder(templates: $0) } : nil
        if templates && builder == nil { fatalError("cannot read the templates in \(folder.path)") }
        var game = FuzzGame(root: root, files: files, media: media, builder: builder)
        // A game with an error as it is would stop every input at the check, and the fuzzer
        // would reach neither the fold's end nor the pages.
        let check = GameCheck.run(source: FuzzSource(files: files, media: media), asOf: game.asOf)
        if check.hasErrors {
            fatalError("\(root.path) has errors as it is:\n" + check.diagnostics.map(\.description).joined(separator: "\n"))
        }
        game.state = check.state
        return game
    }

    /// The game with `path`'s bytes replaced, checked and folded; then, with templates, every
    /// page and widget snapshot rendered. Errors are answers, not crashes: they are dropped.
    public func run(replacing path: String, with bytes: Data) {
        var files = self.files
        files[path] = bytes
        let check = GameCheck.run(source: FuzzSource(files: files, media: media), asOf: asOf)
        guard let builder, let state = check.state, !check.hasErrors else { return }
        _ = try? builder.build(state, media: DirectorySource(root: root))
        _ = try? WidgetFeed.files(state: state, baseURL: "")
    }

    /// The game's templates with the one at `index` among their sorted names replaced by `bytes`:
    /// checked and parsed, and when they are, every page of the game as it is rendered with them.
    /// A theme without templates has none to replace.
    public func run(replacingTemplate index: Int, with bytes: Data) {
        guard let templates = builder?.templates, let state, !templates.templates.isEmpty else { return }
        let names = templates.templates.keys.sorted()
        var changed = templates
        changed.templates[names[index % names.count]] = String(decoding: bytes, as: UTF8.self)
        guard let builder = try? SiteBuilder(templates: changed) else { return }
        _ = try? builder.build(state, media: DirectorySource(root: root))
    }

    /// Writes the game (its files and a copy of its media) into `folder`, made anew, for a fuzzer
    /// that goes through the disk as the CLI and play mode do.
    public func write(to folder: URL) throws {
        try? FileManager.default.removeItem(at: folder)
        for (path, contents) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try contents.write(to: url)
        }
        let media = root.appendingPathComponent("content/media")
        if FileManager.default.fileExists(atPath: media.path) {
            try FileManager.default.copyItem(at: media, to: folder.appendingPathComponent("content/media"))
        }
    }
}
