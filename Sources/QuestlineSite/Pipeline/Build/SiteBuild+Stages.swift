import Foundation
import QuestlineCore
import QuestlinePresets
import QuestlineWidgets

extension SiteBuild {
    /// The templates parsed, and the files the last build wrote that may be kept as they are.
    typealias Prepared = Result<(SiteBuilder, kept: [String: KeptFile]), any Error>

    /// Stage 2: the game loaded and folded on one core; on the other, the templates read and what
    /// the last build left looked at (`current`: its manifest when it was of these very inputs).
    func loadAndFold(cache: FoldCache?, inputs: BuildInputs.Hashes?, current: BuildManifest?,
                     lastBytes: Data?) -> (GameCheck, (Prepared, BuildManifest?)) {
        let source = DirectorySource(root: site), asOf = self.asOf
        let templatesFolder = site.appendingPathComponent("Templates", isDirectory: true)
        let (force, output) = (self.force, self.output)
        let other = BackgroundWork { () -> (Prepared, BuildManifest?) in
            let last = current ?? lastBytes.flatMap { BuildManifest(decoding: $0) }
            let prepared = Prepared { () throws -> (SiteBuilder, kept: [String: KeptFile]) in
                let builder = try Self.builder(templates: SiteTemplates.read(folder: templatesFolder))
                // When only the log changed, files whose fingerprint did not change are kept as written.
                let kept = force ? [:] : inputs.flatMap { inputs in last?.keptFiles(besidesLog: inputs.besidesLog, in: output) } ?? [:]
                return (builder, kept)
            }
            return (prepared, last)
        }
        let check = GameCheck.run(source: source, asOf: asOf, cache: cache)
        return (check, other.value)
    }

    /// The templates with this questline's own theme behind them.
    /// The base URL is set when the pages render: it may come from the game's own settings.
    static func builder(templates: SiteTemplates) throws -> SiteBuilder {
        try SiteBuilder(templates: templates, builtInStrings: DefaultTheme.englishStrings, builtInTemplate: DefaultTheme.template(named:),
                        options: SiteBuildOptions())
    }

    /// What stages 3 and 4 make: every output file in memory, nothing written yet.
    struct Rendered: Sendable {
        var site: SiteOutput
        var files: [OutputFile]
    }

    /// Stages 3 and 4, plan and render: each person's view and the strings, then the site and the
    /// widget feeds made at once, so neither waits while the other has a core idle. Every producer
    /// of output files adds to the list; all of them render before anything is written.
    static func render(_ state: GameState, builder parsed: SiteBuilder, media: any MediaReader, baseURL: String,
                       last: LastBuild, playSlots: Bool = false) throws -> Rendered {
        var configured = parsed.with(baseURL: baseURL)
        configured.options.playSlots = playSlots
        let builder = configured
        // Each person's view of the state, for their profile and snapshots alike: whose is the
        // same as last time is kept without being made.
        let viewPrints = state.viewFingerprints()
        // The snapshots are told in the site's language, from the same UI strings as its pages.
        let strings = try builder.strings(language: state.game.settings.language)
        let phrases = WidgetPhrases(strings.values, language: strings.language)
        let (site, widgets) = try concurrently({ try builder.build(state, media: media, last: last, viewPrints: viewPrints, strings: strings) },
                                               { try WidgetFeed.files(state: state, baseURL: baseURL, phrases: phrases,
                                                                      kept: last.kept, viewPrints: viewPrints) })
        return Rendered(site: site, files: site.files + widgets)
    }

    /// What a build would say of the templates and the rendering, found without writing anything:
    /// the pipeline's render stage alone, for `questline check`, so a broken template is a check
    /// error with its place, not a surprise at the next build.
    public static func renderCheck(state: GameState, site: URL) -> [Diagnostic] {
        let folder = site.appendingPathComponent("Templates", isDirectory: true)
        guard FileManager.default.fileExists(atPath: folder.path) else {
            return [Diagnostic(.note, "no Templates/ folder, so the pages were not rendered",
                               hint: "`questline build` needs one; `questline init` writes it")]
        }
        do {
            let builder = try Self.builder(templates: SiteTemplates.read(folder: folder))
            return try render(state, builder: builder, media: DirectorySource(root: site), baseURL: "", last: .none).site.warnings
        } catch {
            return diagnostics(of: error)
        }
    }

    /// An error of a stage as diagnostics; `what` says what failed when the error is not ours.
    static func diagnostics(of error: any Error, what: String = "the site could not be rendered") -> [Diagnostic] {
        switch error {
        case let error as QuestlineError: error.diagnostics
        case let error as WidgetFeedError: [error.diagnostic]
        default: [.error("\(what): \(error)")]
        }
    }
}
