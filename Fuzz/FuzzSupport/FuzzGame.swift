import Foundation
import QuestlineCore
import QuestlineSite
import QuestlineWidgets

/// A game for the fuzzers: a site folder's content and templates read once, then checked, folded
/// and rendered in memory with one file's bytes replaced by the fuzzer's. Nothing is written.
///
/// Anything the input reaches that traps (a `!`, an overflow, an index out of range) or that
/// AddressSanitizer catches stops the fuzzer with the input that did it: a crash to mend.
public struct FuzzGame: Sendable {
    /// The content files by path (`content/game.yaml`), as bytes.
    public var files: [String: Data]
    public let builder: SiteBuilder?
    /// The instant every state is computed at, inside the sample game's weekend.
    public let asOf = Date(timeIntervalSince1970: 1_781_373_600) // 2026-06-13T18:00:00Z

    /// The files the fuzzers replace, under `content/`: the game's YAML, its log and the sample's
    /// one Markdown letter (unlocked at `asOf`, so its page is rendered).
    public static let paths = ["game.yaml", "people.yaml", "challenges.yaml", "rewards.yaml", "goals.yaml", "events.jsonl",
                               "messages/jo-letter.md"]

    /// The site folder named by `QUESTLINE_FUZZ_SITE` (the sample, `.`, by default): its `paths`,
    /// and its `Templates/` when `templates` is set.
    public static func load(templates: Bool) -> FuzzGame {
        let root = URL(fileURLWithPath: ProcessInfo.processInfo.environment["QUESTLINE_FUZZ_SITE"] ?? ".")
        var files: [String: Data] = [:]
        for name in paths {
            if let data = try? Data(contentsOf: root.appendingPathComponent("content/\(name)")) {
                files["content/\(name)"] = data
            }
        }
        guard files["content/game.yaml"] != nil else {
            fatalError("no content/game.yaml under \(root.path): run from the repository or set QUESTLINE_FUZZ_SITE")
        }
        let builder = templates ? (try? SiteTemplates.read(folder: root.appendingPathComponent("Templates"))).flatMap { try? SiteBuilder(templates: $0) } : nil
        if templates && builder == nil { fatalError("cannot read \(root.path)/Templates") }
        return FuzzGame(files: files, builder: builder)
    }

    /// The game with `path`'s bytes replaced, checked and folded; then, with templates, every
    /// page and widget snapshot rendered. Errors are answers, not crashes: they are dropped.
    public func run(replacing path: String, with bytes: Data) {
        var files = self.files
        files[path] = bytes
        let check = GameCheck.run(source: FuzzSource(files: files), asOf: asOf)
        guard let builder, let state = check.state, !check.hasErrors else { return }
        let source = InMemorySource([:])
        _ = try? builder.build(state, media: source)
        _ = try? WidgetFeed.files(state: state, baseURL: "")
    }
}
