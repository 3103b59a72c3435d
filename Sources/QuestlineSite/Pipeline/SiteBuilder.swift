import Foundation
import QuestlineCore

/// Builds a whole site in memory: state → page models → rendered pages, feeds, assets and media.
///
/// Stages, each a value handed to the next: `TemplateLibrary` (parse once) → `SiteContext`
/// (strings, formatters; one a worker) → `Page` (a model) → `PageRenderer` (makes and renders
/// pages in parallel) → `[OutputFile]`.
/// Nothing here writes to disk; `OutputWriter` does that after everything rendered.
public struct SiteBuilder: Sendable {
    public let templates: SiteTemplates
    /// Settable after the templates are parsed: the base URL may come from the game, which loads meanwhile.
    public var options: SiteBuildOptions
    private let library: TemplateLibrary
    /// This questline's own English UI strings, for the keys a site's older `en.yaml` lacks.
    private let builtInStrings: [String: String]

    /// Templates a site's older `Templates/` lacked, filled from this questline's own, each with
    /// its warning: told by a build that makes the page (a family game's build says nothing of
    /// the people page only a big game has).
    private let builtInWarnings: [(name: String, warning: Diagnostic)]

    /// Parses the templates; a template error is thrown here, before any page is built.
    /// `builtInStrings`: the text of the `en.yaml` this questline ships, if any;
    /// `builtInTemplate`: this questline's own template of a name, for a page kind newer than
    /// the site's templates (a warning says so), if any.
    public init(templates: SiteTemplates, builtInStrings: String? = nil,
                builtInTemplate: @Sendable (String) -> String? = { _ in nil },
                options: SiteBuildOptions = SiteBuildOptions()) throws {
        var templates = templates
        var warnings: [(name: String, warning: Diagnostic)] = []
        for name in TemplateLibrary.required where templates.templates[name] == nil && templates.templates["layout"] != nil {
            guard let text = builtInTemplate(name) else { continue }
            templates.templates[name] = text
            warnings.append((name, .warning("Templates/\(name).mustache is missing; questline's own is used",
                                            at: SourceLocation(file: "Templates/\(name).mustache"),
                                            hint: "copy it from the Templates folder of a new site (questline init) to change it")))
        }
        self.builtInWarnings = warnings
        self.templates = templates
        self.options = options
        self.library = try TemplateLibrary(templates)
        self.builtInStrings = try builtInStrings.map { try UIStrings.parse($0, file: "questline's built-in en.yaml") } ?? [:]
    }

    /// The same templates with another base URL: a build learns the game's own (`base-url` in
    /// game.yaml) only once the game has loaded.
    public func with(baseURL: String) -> SiteBuilder {
        var builder = self
        builder.options.baseURL = baseURL
        return builder
    }

    /// The UI strings of `language`: the site's, then its English, then this questline's own
    /// English. The widgets' phrases are among them (`widget_*`).
    public func strings(language: String) throws -> UIStrings {
        try UIStrings.load(templates, language: language, builtIn: builtInStrings)
    }

    /// `last` names files the last build wrote that are still on disk as it wrote them, with their
    /// fingerprints, when nothing but the event log changed since (`BuildManifest.keptFiles`):
    /// a page whose fingerprint is the same is kept, not made again: a reward page whose unlocks
    /// are the same, a profile whose person's view of the state is the same
    /// (`profileFingerprint`), one of the game's own pages whose model is the same
    /// (`ModelFingerprint`, or `playPageFingerprint` before the model is made). When more than
    /// the log changed, `last` names only media copies, each kept while its file is the same
    /// (`mediaCopy`).
    /// `viewPrints`: `state.viewFingerprints()`, when the caller has worked them out already;
    /// `strings`: `strings(language:)` of the game's language, likewise.
    public func build(_ state: GameState, media: any MediaReader, last: LastBuild = .none,
                      viewPrints: [String: UInt64]? = nil, strings: UIStrings? = nil) throws -> SiteOutput {
        let strings = try strings ?? self.strings(language: state.game.settings.language)
        let site = SiteContext(state: state, strings: strings, options: options)
        let kindStrings = site.strings
        let options = self.options
        let renderer = PageRenderer(library: library)
        // The game's own pages: each worker makes a page's model and renders it, the biggest first,
        // unless the last build's file was made from the same. Those that show only what was done
        // are known to be the same before their model is made.
        let gamePages = GamePage.all.filter { site.hasPage($0.route) }
        // The game's pages and the pages of rewards and people are made at once: the first are few
        // and big, the others many and mostly kept, so each fills the time the other leaves a core idle.
        let gameWork = BackgroundWork {
            Result {
                let play = state.playFingerprint()
                return try renderer.render(count: gamePages.count, workers: gamePages.count, context: {
                    SiteContext(state: state, kindStrings: kindStrings, options: options)
                }) { site, index in
                    let page = gamePages[index]
                    guard page.showsOnlyPlay else { return .fingerprinted(page.make(site), last: last) }
                    return .fingerprinted(route: page.route, site.playPageFingerprint(page, play: play), last: last) { page.make(site) }
                }
            }
        }
        let otherPages = Result { try Self.rewardAndPeoplePages(site, renderer: renderer, last: last, viewPrints: viewPrints) }
        let (gameFiles, others) = (try gameWork.value.get(), try otherPages.get())
        var files = gameFiles + others
        // A page per unlocked reward and per person are the others.
        let pageCount = gamePages.count + others.count
        files.append(site.atomFeed())
        if let calendar = site.iCalendar() { files.append(calendar) }
        let sitemap = site.sitemap(pages: files.map(\.path))
        files.append(site.robots(sitemap: sitemap != nil))
        if let sitemap { files.append(sitemap) }
        // The share card and the theme's assets: made from the content and templates alone, so
        // kept as they are whenever only the log changed. The media: kept while their own files
        // are (which media are published does change with the state).
        files.append(Self.madeFromContent(Routes.shareCard, last: last) { site.shareCard() })
        for path in templates.assets.keys.sorted() {
            files.append(Self.madeFromContent("assets/" + path, last: last) { OutputFile(path: "assets/" + path, bytes: templates.assets[path]!) })
        }
        for path in site.publishedMedia { files.append(try Self.mediaCopy(path, media: media, last: last)) }
        files.sort { $0.path < $1.path }
        let filled = builtInWarnings.filter { name, _ in
            gamePages.contains { $0.kind.template == name } || !GamePage.all.contains { $0.kind.template == name }
        }
        var warnings: [Diagnostic] = filled.map(\.warning) + library.warnings + templates.olderDefaultWarnings + (strings.olderThanBuiltIn.map { [$0] } ?? [])
        if strings.language != state.game.settings.language {
            let language = state.game.settings.language, known = templates.strings.keys.sorted()
            let guess = Spelling.closest(to: language, among: known).map { "did you mean '\($0)'? " } ?? ""
            warnings.append(.warning("no Templates/strings/\(language).yaml; the site is in English",
                                     at: SourceLocation(file: ContentFormat.gameFile),
                                     hint: "\(guess)Templates/strings/ has \(known.joined(separator: ", "))"))
        }
        // An unknown theme is told by the game's check (`GameSettings.read`), at its field.
        warnings += ThemeStyle.tokenWarnings(state.game.settings.tokens, css: templates.assets["site.css"])
        return SiteOutput(files: files, pageCount: pageCount, warnings: warnings)
    }

    /// A page per unlocked reward and per person, in that order: thousands in a big game, made in
    /// parallel, each worker with its own context. A reward's page changes only with the reward's
    /// unlocks (and the content and templates), a profile only with its person's view: after a new
    /// event, most are kept as they are.
    private static func rewardAndPeoplePages(_ site: SiteContext, renderer: PageRenderer, last: LastBuild,
                                             viewPrints: [String: UInt64]?) throws -> [OutputFile] {
        let (state, kindStrings, options) = (site.state, site.strings, site.options)
        let viewPrints = viewPrints ?? state.viewFingerprints()
        var kept: [OutputFile] = []
        var toMake: [(reward: Reward, fingerprint: UInt64)] = []
        for reward in site.unlockedRewards {
            let fingerprint = site.rewardPageFingerprint(reward), path = Routes.file(for: Routes.reward(reward.id))
            if last.kept[path]?.fingerprint == fingerprint {
                kept.append(.kept(path: path, fingerprint: fingerprint))
            } else {
                toMake.append((reward, fingerprint))
            }
        }
        let rewards = toMake
        let people = state.game.people, rewardCount = rewards.count
        // Worked out here once: each worker's context would group the rewards by giver again.
        let giftsByPerson = people.map { site.unlockedGifts(of: $0.id) }
        let given = SiteContext.transactionsGiven(in: state)
        var made = try renderer.render(count: rewards.count + people.count, context: {
            SiteContext(state: state, kindStrings: kindStrings, options: options)
        }) { site, index in
            guard index >= rewardCount else { return .render(site.rewardPage(rewards[index].reward)) }
            let someone = people[index - rewardCount]
            let gifts = giftsByPerson[index - rewardCount]
            let view = viewPrints[someone.id] ?? state.view(of: someone.id).fingerprint()
            let recorded = someone.role.plays ? [] : given[someone.id] ?? []
            let fingerprint = SiteContext.profileFingerprint(view: view, unlockedGifts: gifts, hasCalendar: site.hasCalendar, given: recorded)
            return .fingerprinted(route: Routes.person(someone.id), fingerprint, last: last) {
                site.viewing(state.view(of: someone.id)).personPage(someone, unlockedGifts: Set(gifts), given: recorded)
            }
        }
        for index in rewards.indices { made[index].fingerprint = rewards[index].fingerprint }
        return kept + made
    }

    /// A media file, copied as it is. Its fingerprint is its source file's identity
    /// (`MediaReader.mediaIdentity`), worked out before the file is read: it is kept, not read
    /// again, while the last build copied that same file, whatever else changed since
    /// (`BuildManifest.keptFiles`). A new photo in a game of a thousand leaves the thousand be.
    /// (A questline that ever writes copies otherwise must change the words hashed first.)
    static func mediaCopy(_ path: String, media: any MediaReader, last: LastBuild) throws -> OutputFile {
        let output = MediaRoute.path(path)
        guard let identity = media.mediaIdentity(path) else { return OutputFile(path: output, bytes: try media.mediaData(path)) }
        var hash = StableHash()
        hash.combine("media copy")
        hash.combine(output)
        hash.combine(identity)
        if last.kept[output]?.fingerprint == hash.value { return .kept(path: output, fingerprint: hash.value) }
        // Read when it is written, not now: a game's photos are never all in memory at once.
        if let file = media.mediaFile(path) { return OutputFile(path: output, copying: file, fingerprint: hash.value) }
        return OutputFile(path: output, bytes: try media.mediaData(path), fingerprint: hash.value)
    }

    /// A file whose bytes come from the content and templates alone: `last` holds it only when
    /// nothing but the log changed since the build that wrote it and it is still as written, and
    /// then it is kept without being made, read or compared; else `make` makes it. Its
    /// fingerprint is its path, as the rest of what it is made from is the same whenever `last`
    /// holds it.
    static func madeFromContent(_ path: String, last: LastBuild, make: () throws -> OutputFile) rethrows -> OutputFile {
        var hash = StableHash()
        hash.combine("made from content and templates")
        hash.combine(path)
        if last.kept[path]?.fingerprint == hash.value { return .kept(path: path, fingerprint: hash.value) }
        var file = try make()
        file.fingerprint = hash.value
        return file
    }
}

/// Everything one build produced, in path order.
public struct SiteOutput: Sendable {
    public var files: [OutputFile]
    public var pageCount: Int
    public var warnings: [Diagnostic]
}
