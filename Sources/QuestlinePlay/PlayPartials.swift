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

    /// Reads the site's partials and strings; what is missing, cannot be read as a build reads it,
    /// would never finish rendering (`TemplateCheck`) or does not parse is the built-in one.
    init(site: URL, language: String) {
        let folder = site.appendingPathComponent("Templates", isDirectory: true)
        func builtIn(_ name: String) -> String? { DefaultTheme.template(named: "partials/\(name)") }
        var texts: [String: String] = [:]
        for name in Self.names {
            texts[name] = (try? SiteTemplates.readTemplate("partials/\(name)", folder: folder)).flatMap { $0 } ?? builtIn(name)
        }
        // Each round puts the built-in one in place of what the check refuses; the built-in ones pass.
        for _ in Self.names {
            let refused = TemplateCheck.refused(texts)
            if refused.isEmpty { break }
            for name in refused { texts[name] = builtIn(name) }
        }
        var library = MustacheLibrary()
        for name in Self.names {
            if let own = texts[name], (try? library.register(own, named: name)) != nil { continue }
            if let builtIn = builtIn(name) { try? library.register(builtIn, named: name) }
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
