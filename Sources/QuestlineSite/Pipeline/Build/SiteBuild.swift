import Foundation
import QuestlineCore
import QuestlineWidgets

/// One build of a site, as a value in and a result out: what `questline build`, `serve` and play
/// mode run. Nothing is printed and nothing exits; `run()` throws a `SiteBuildFailure` or hands
/// back a `SiteBuildResult` for the caller to report.
///
/// The stages, in the order `run()` goes through them:
/// 1. **inputs**: hash `content/` and `Templates/` (`BuildInputs`), while the other core reads
///    the fold cache; a manifest of the very same inputs whose state still holds means *up to
///    date*, and the build stops there.
/// 2. **load and fold**: the game and its log as of `asOf` (`GameCheck`, from the fold cache
///    when it can), while the other core reads the templates and what the last build left.
/// 3. **plan**: each person's view, the strings, and which files the last build wrote that may be
///    kept without being made (`BuildManifest.keptFiles`).
/// 4. **render**: pages and feeds (`SiteBuilder`) beside widget snapshots (`WidgetFeed`), all in
///    memory; a failure here writes nothing.
/// 5. **write**: only what changed, then the manifest for the next build (`OutputWriter`).
/// 6. **report**: counts, warnings and when the pages next change, as a `SiteBuildResult`.
///
/// What a build reuses of the last one, and when, is `BuildManifest`'s to say.
public struct SiteBuild: Sendable {
    /// The site folder: the one holding `content/` and `Templates/`.
    public var site: URL
    /// Where the site is written.
    public var output: URL
    /// Whether `output` was chosen rather than the default `<site>/output`: it is one of the inputs.
    public var outputGiven: Bool
    /// The instant the state is computed at.
    public var asOf: Date
    /// `--base-url`: feeds, the sitemap and link previews use it for absolute links. Nil: the
    /// game's own (`base-url` in game.yaml), known once the game has loaded; empty: none.
    public var baseURL: String?
    /// Read and write the fold cache (`<site>/.questline-cache`).
    public var useCache: Bool
    /// Render and compare everything, even when the stamp says nothing changed.
    public var force: Bool
    /// Who builds (`BuildInputs.toolIdentity`): another questline never trusts this one's output.
    public var tool: String
    /// The user's home folder, which an output folder may never be.
    public var home: String?
    /// Marks in the pages where play mode's forms go (`serve --play` renders into a folder of its
    /// own); never for a published build.
    public var playSlots = false

    public init(site: URL, output: URL? = nil, asOf: Date, baseURL: String? = nil, useCache: Bool = true, force: Bool = false,
                tool: String, home: String? = ProcessInfo.processInfo.environment["HOME"]) {
        self.site = site
        self.output = output ?? site.appendingPathComponent("output", isDirectory: true)
        self.outputGiven = output != nil
        self.asOf = asOf
        self.baseURL = baseURL
        self.useCache = useCache
        self.force = force
        self.tool = tool
        self.home = home
    }

    /// Runs every stage; see the type's comment.
    public func run() throws(SiteBuildFailure) -> SiteBuildResult {
        try checkOutput()
        let started = Date()
        var clock = StageClock()
        // The fold cache of the content as it is now is read on the other core while the inputs
        // are hashed: most builds that are not up to date use it. (`loadAndFold` takes it only if
        // the content hashed below is the same.)
        let early = useCache ? BackgroundWork { [self] in currentFoldCache()?.loaded() } : nil
        // 1. inputs. Hashed before anything is loaded: a file changed while this build runs makes the next one real.
        let inputs = try? BuildInputs.hashes(siteFolder: site, settings: inputSettings)
        clock.lap("inputs")
        // Only a manifest of these very inputs can say the build is up to date. Any other's twelve
        // thousand file lines are read on the other core while the game loads.
        let lastBytes = BuildManifest.bytes(in: output)
        let current = inputs.flatMap { inputs in lastBytes.flatMap { BuildManifest.inputs(in: $0) == inputs.all ? BuildManifest(decoding: $0) : nil } }
        if !force, let inputs, let last = current, last.holds(inputs: inputs.all, asOf: asOf, in: output) {
            return .upToDate(last, clock: clock)
        }
        // 2. load and fold. The templates and the files the last build left (a stat each) need no
        // state, so they are read while the game loads and folds, which leaves a core idle for a while.
        let cache = foldCache(content: inputs?.content).map { cache in early?.value.flatMap { $0.key == cache.key ? $0 : nil } ?? cache }
        let (check, (prepared, last)) = loadAndFold(cache: cache, inputs: inputs, current: current, lastBytes: lastBytes)
        clock.lap(cache == nil ? "check" : "check (cache: \(check.cacheUse.rawValue))")
        guard let state = check.state, !check.hasErrors else {
            throw SiteBuildFailure(.gameErrors, check.diagnostics, clock: clock)
        }
        // 3. plan and 4. render.
        let rendered: Rendered
        do {
            let (builder, kept) = try prepared.get()
            rendered = try Self.render(state, builder: builder, media: DirectorySource(root: site),
                                       baseURL: SiteBuildOptions.baseURL(given: baseURL, game: state.game.settings),
                                       last: LastBuild(kept: kept), playSlots: playSlots)
        } catch {
            throw SiteBuildFailure(.renderErrors, check.diagnostics + Self.diagnostics(of: error), clock: clock)
        }
        clock.lap("site and widgets")
        let warnings = check.diagnostics + rendered.site.warnings
        // 5. write, the manifest last.
        let written: WriteSummary
        let build = inputs.map { BuildManifest.Build(inputs: $0, state: state, warnings: warnings.filter { $0.severity == .warning }.count) }
        do {
            written = try OutputWriter(folder: output).write(rendered.files, build: build, lastManifest: (lastBytes, last))
        } catch {
            throw SiteBuildFailure(.writeFailed, Self.diagnostics(of: error, what: "cannot write \(output.path)"), warnings: warnings, clock: clock)
        }
        clock.lap("write")
        // 6. report.
        return SiteBuildResult(built: rendered, written: written, warnings: warnings, state: state, build: build,
                               seconds: Date().timeIntervalSince(started), clock: clock,
                               retained: .init(check: check, prepared: prepared, manifests: [last]))
    }

    /// The state the pages of this build show, loaded and folded (from the fold cache when it
    /// can) without rendering anything; nil when the game has errors. What a caller needs that
    /// found the build up to date and still acts on the state: play mode's forms, after `serve`
    /// starts again on a folder its last run built.
    public func state() -> GameState? {
        let check = GameCheck.run(source: DirectorySource(root: site), asOf: asOf, cache: currentFoldCache())
        return check.hasErrors ? nil : check.state
    }

    /// Refuses an output folder that could damage the game or the machine (`OutputLocation`),
    /// before anything is written or removed.
    public func checkOutput() throws(SiteBuildFailure) {
        do {
            try OutputLocation(folder: output, home: home).validate(site: site)
        } catch {
            throw SiteBuildFailure(.unsafeOutput, [error.diagnostic], clock: nil)
        }
    }

    /// The choices besides content/ and Templates/ that change what a build writes.
    var inputSettings: [String] {
        [tool, "base-url \(baseURL ?? "from game.yaml")", "output \(outputGiven ? "given" : "default")"]
            + (playSlots ? ["play slots"] : [])
    }

    /// The fold cache this build would use, for the content as it is now: what the event recorder
    /// folds from between builds (`EventRecorder.cache`), and the event commands and play mode
    /// take the game from. None as for `foldCache(content:)`. Neither the log nor the templates
    /// are read to find it.
    public func currentFoldCache() -> FoldCache? {
        foldCache(content: try? BuildInputs.contentHash(siteFolder: site))
    }

    /// The site's fold cache, for a game loaded from these content files by this tool; none
    /// without `useCache`, when the content could not be hashed, or when the output folder would
    /// hold it (the cache holds secrets, and the output is published).
    func foldCache(content: UInt64?) -> FoldCache? {
        guard useCache, let content else { return nil }
        let cache = FoldCache(site: site, key: "\(tool) content \(String(content, radix: 16))")
        let output = self.output.resolvingSymlinksInPath().path + "/"
        let folder = cache.file.deletingLastPathComponent().resolvingSymlinksInPath().path + "/"
        return folder.hasPrefix(output) ? nil : cache
    }
}
