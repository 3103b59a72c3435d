import Foundation
import Mustache
import QuestlineCore
import QuestlinePresets
import QuestlineSite

/// The partials play's forms are rendered with, and the words they use: the site's own
/// `Templates/partials/play-*.mustache` where its theme has them, else the ones this questline
/// ships (a theme made before play mode, or one of the presets' older copies); the UI strings of
/// the game's language, filled from the built-in English.
struct PlayPartials: Sendable {
    static let names = PlaySlot.Kind.allCases.map { "play-\($0.rawValue)" }

    let library: MustacheLibrary
    /// The game's words: the partials' `{{t.…}}`, and what play says outside them.
    let words: PlayWords
    var strings: [String: String] { words.strings.values }

    /// Reads the site's partials and strings; what is missing or does not parse is the built-in one.
    init(site: URL, language: String) {
        let folder = site.appendingPathComponent("Templates", isDirectory: true)
        var library = MustacheLibrary()
        for name in Self.names {
            let own = try? String(contentsOf: folder.appendingPathComponent("partials/\(name).mustache"), encoding: .utf8)
            if let own, (try? library.register(own, named: name)) != nil { continue }
            if let builtIn = DefaultTheme.template(named: "partials/\(name)") { try? library.register(builtIn, named: name) }
        }
        self.library = library
        self.words = PlayWords(site: site, language: language)
    }

    /// The form for one slot, rendered; empty when the partial is missing.
    func render(_ partial: String, _ model: [String: Any]) -> String {
        library.render(model, withTemplate: partial) ?? ""
    }
}

/// The partials and the state of the latest build, read again when another build has finished.
actor PlayPartialsCache {
    private var build = -1
    private var language = ""
    private var partials: PlayPartials?

    func partials(site: URL, language: String, build: Int) -> PlayPartials {
        if let partials, build == self.build, language == self.language { return partials }
        let fresh = PlayPartials(site: site, language: language)
        (self.build, self.language, partials) = (build, language, fresh)
        return fresh
    }

    /// The words of the latest partials read, for an answer given before the game is loaded
    /// (a stale form, a wrong link); English before any.
    var latestWords: PlayWords { partials?.words ?? .english }
}
