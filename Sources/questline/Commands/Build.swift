import ArgumentParser
import Foundation
import QuestlineCore
import QuestlinePresets
import QuestlineSite
import QuestlineWidgets

struct Build: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render the site and widget feeds into the output folder.",
        discussion: """
        Renders everything in memory first and writes only when all of it rendered, so a failed build leaves the output folder as it was. Unchanged files are not rewritten; files an earlier build wrote and this one does not are removed; other files are left alone. When only content/events.jsonl changed, a reward's page whose unlocks did not change, and a person's profile and widget snapshots when their view of the game (their own standing, the day, the dares) did not change, are not even made again: one player's event leaves everyone else's. One of the game's own pages that would differ only in its \"Updated …\" line is the last build's file with the new line put in.

        A build that would write the same bytes is skipped: the output folder keeps a stamp (.questline-build) of what the last build was made from and until when its state holds (the next event, quest opening, dare reveal or midnight). When content/ and Templates/ are byte for byte the same, the options are the same, the instant is before that next change and the written files are untouched, build says "up to date" and writes nothing.

        Besides the output folder (made under a hidden name beside it while it is new), a build writes one file: <site>/.questline-cache/fold, the game as loaded from the YAML and the event log as folded so far. The next build takes the game from it when no content file besides the log changed, and folds only the lines appended since. It holds the game's secrets, so it is written for its owner alone and never into the output folder; delete it at any time, or pass --no-cache.
        """
    )

    @OptionGroup var site: SiteOptions
    @OptionGroup var asOf: AsOfOption

    @Option(name: .customLong("output"), help: ArgumentHelp("Where to write the site. Default: <site>/output.", valueName: "dir"))
    var output: String?

    @Option(name: .customLong("base-url"), help: ArgumentHelp(
        "Where the site will be hosted, as a URL (https://example.org/quest/) or a path (/quest/). Pages link relatively; feeds, the sitemap and link previews use it for absolute links. Default: base-url in content/game.yaml; --base-url '' builds without one.",
        valueName: "url"))
    var baseURL: String?

    @Flag(name: .customLong("timings"), help: "Print how long each stage took (inputs hash, check, site and widgets, write, stamp) to standard error.")
    var timings = false

    @Flag(name: .customLong("no-cache"), help: ArgumentHelp(
        "Neither read nor write the fold cache (<site>/.questline-cache): load the YAML and fold the whole log."))
    var noCache = false

    @Flag(name: .customLong("force"), help: ArgumentHelp(
        "Render and compare every file even when the last build's stamp says nothing changed: after changing output files by hand, or to see the build's warnings again."))
    var force = false

    @Flag(name: .customLong("quiet"), help: ArgumentHelp(
        "Print nothing but errors: no summary line, no warnings. For cron and timers, whose mail should mean trouble."))
    var quiet = false

    func validate() throws {
        guard let baseURL else { return }
        let lower = baseURL.lowercased()
        guard baseURL.isEmpty || baseURL.hasPrefix("/") || lower.hasPrefix("https://") || lower.hasPrefix("http://") else {
            throw ValidationError("--base-url \"\(baseURL)\" must be an http(s) URL or a path starting with /, e.g. https://example.org/quest/ or /quest/")
        }
        guard !baseURL.contains(where: { $0.isWhitespace || "\"'<>\\".contains($0) }) else {
            throw ValidationError("--base-url may not contain spaces, quotes, angle brackets or backslashes")
        }
    }

    var outputURL: URL {
        output.map { URL(fileURLWithPath: $0, isDirectory: true) } ?? site.siteURL.appendingPathComponent("output", isDirectory: true)
    }

    /// The running binary, looked at once a process: `serve` builds again and again, and a
    /// binary replaced on disk meanwhile is not the code that runs.
    static let toolIdentity = BuildInputs.toolIdentity(executable: RunningExecutable.url)

    /// The choices besides content/ and Templates/ that change what a build writes.
    var inputSettings: [String] {
        [Self.toolIdentity, "base-url \(baseURL ?? "from game.yaml")", "output \(output == nil ? "default" : "given")"]
    }

    /// The site's fold cache, for a game loaded from these content files by this tool; none with
    /// `--no-cache`, when the content could not be hashed, or when the output folder would hold
    /// it (the cache holds secrets, and the output is published).
    func foldCache(content: UInt64?) -> FoldCache? {
        guard !noCache, let content else { return nil }
        let cache = FoldCache(site: site.siteURL, key: "\(Self.toolIdentity) content \(String(content, radix: 16))")
        let output = outputURL.resolvingSymlinksInPath().path + "/"
        let folder = cache.file.deletingLastPathComponent().resolvingSymlinksInPath().path + "/"
        return folder.hasPrefix(output) ? nil : cache
    }

    func run() throws {
        let made = try build()
        // The process ends here. Freeing a big game's folded state, its files and stamps one by
        // one would take longer than writing the stamp did; the system takes the memory back at once.
        withExtendedLifetime(made) { Foundation.exit(EXIT_SUCCESS) }
    }

    /// What a build made, held until whoever asked for the build lets it go: on a big game the
    /// folded state, the templates, twelve thousand rendered files and two stamps listing them.
    struct Made {
        var check: GameCheck?
        var prepared: Any?
        var files: [OutputFile] = []
        var stamps: [BuildStamp?] = []
    }

    /// Builds, and hands back what it made: `run` exits without freeing it, `serve` (which
    /// builds again and again) frees it.
    func build() throws -> Made {
        try OutputLocation.refuseUnsafe(outputURL, site: site.siteURL)
        let started = Date()
        var stages = StageClock()
        defer { if timings { Terminal.err(stages.summary) } }
        let instant = try asOf.instant(calendar: site.gameCalendar())
        // Hashed before anything is loaded: a file changed while this build runs makes the next one real.
        let inputs = try? BuildInputs.hashes(siteFolder: site.siteURL, settings: inputSettings)
        stages.lap("inputs")
        // Only a stamp of these very inputs can say the build is up to date. Any other's twelve
        // thousand file lines are read on the other core while the game loads.
        let stampBytes = BuildStamp.bytes(in: outputURL)
        let current = inputs.flatMap { inputs in stampBytes.flatMap { BuildStamp.inputs(in: $0) == inputs.all ? BuildStamp(decoding: $0) : nil } }
        if !force, let inputs, let stamp = current, stamp.holds(inputs: inputs.all, asOf: instant, in: outputURL) {
            let warnings = stamp.warnings == 0 ? "" : "; \(stamp.warnings) warning\(stamp.warnings == 1 ? "" : "s") then, --force shows them"
            if !quiet { Terminal.out("up to date: nothing changed since the last build (valid until \(stamp.validUntil))\(warnings)") }
            return Made(stamps: [stamp])
        }
        // The templates and the files the last build left (a stat each) need no state, so they
        // are read while the game loads and folds, which leaves a core idle for a while.
        let cache = foldCache(content: inputs?.content)
        let (check, (prepared, stamp)) = try concurrently({ [site] in GameCheck.run(source: site.source, asOf: instant, cache: cache) },
                                                          { [site, force, outputURL] in
            let stamp = current ?? stampBytes.flatMap { BuildStamp(decoding: $0) }
            let prepared = Result { () throws -> (SiteBuilder, kept: [String: KeptFile]) in
                let templates = try SiteTemplates.read(folder: site.siteURL.appendingPathComponent("Templates", isDirectory: true))
                let builder = try SiteBuilder(templates: templates, builtInStrings: DefaultTheme.englishStrings, builtInTemplate: DefaultTheme.template(named:),
                                              options: SiteBuildOptions())
                // When only the log changed, pages whose fingerprint did not change are kept as written.
                let kept = force ? [:] : inputs.flatMap { inputs in stamp?.keptFiles(besidesLog: inputs.besidesLog, in: outputURL) } ?? [:]
                return (builder, kept)
            }
            return (prepared, stamp)
        })
        stages.lap(cache == nil ? "check" : "check (cache: \(check.cacheUse.rawValue))")
        guard let state = check.state, !check.hasErrors else {
            report(check.diagnostics)
            Terminal.err("nothing was written: fix the errors above first")
            throw ExitCode.gameErrors
        }
        let built: SiteOutput
        let files: [OutputFile]
        do {
            let (parsed, kept) = try prepared.get()
            // The base URL may come from game.yaml, known only now that the game has loaded.
            let baseURL = SiteBuildOptions.baseURL(given: self.baseURL, game: state.game.settings)
            var builder = parsed
            builder.options.baseURL = baseURL
            let finished = builder
            let media = site.source
            // Every producer of output files adds to this list; all of them render before
            // anything is written, and a failure in any writes nothing. The site and the widget
            // feeds are made at once, so neither waits while the other has a core idle.
            // Each person's view of the state, for their profile and snapshots alike: whose is the
            // same as last time is kept without being made.
            let viewPrints = state.viewFingerprints()
            // The snapshots are told in the site's language, from the same UI strings as its pages.
            let strings = try finished.strings(language: state.game.settings.language)
            let phrases = WidgetPhrases(strings.values)
            let (siteOutput, widgetFiles) = try concurrently({ try finished.build(state, media: media, last: .folder(outputURL, kept: kept),
                                                                                 viewPrints: viewPrints, strings: strings) },
                                                             { try WidgetFeed.files(state: state, baseURL: baseURL, phrases: phrases,
                                                                                    kept: kept, viewPrints: viewPrints) })
            built = siteOutput
            files = built.files + widgetFiles
            stages.lap("site and widgets")
        } catch let error as QuestlineError {
            report(check.diagnostics + error.diagnostics)
            Terminal.err("nothing was written")
            throw ExitCode.gameErrors
        } catch let error as WidgetFeedError {
            report(check.diagnostics + [error.diagnostic])
            Terminal.err("nothing was written")
            throw ExitCode.gameErrors
        }
        let warnings = check.diagnostics + built.warnings
        report(warnings)
        let summary: WriteSummary
        do {
            summary = try OutputWriter(folder: outputURL).write(files)
            stages.lap("write")
            for warning in summary.warnings { Terminal.err(warning.description) }
        } catch let error as QuestlineError {
            Terminal.report(error.diagnostics)
            throw ExitCode.failure
        }
        let newStamp = inputs.flatMap { inputs in
            BuildStamp.after(writing: files, in: outputURL, inputs: inputs, state: state,
                             warnings: warnings.filter { $0.severity == .warning }.count, previous: stamp)
        }
        // Without a stamp the next build is a real one, which is always right.
        if newStamp == nil || (try? newStamp?.write(to: outputURL)) == nil { BuildStamp.remove(from: outputURL) }
        stages.lap("stamp")
        let seconds = Date().timeIntervalSince(started)
        // Ends with when time alone changes the pages next, so whoever schedules rebuilds knows when one is due.
        let next = PagesChangeNext(state.nextChangeAt, in: state.game.settings.calendar)
        if !quiet { Terminal.out("built \(built.pageCount) pages, \(files.count) files: \(summary.written) written, \(summary.unchanged) unchanged\(summary.kept == 0 ? "" : " (\(summary.kept) kept without rendering)"), \(summary.removed) removed in \(String(format: "%.2f", seconds)) s → \(outputURL.path); \(next)") }
        return Made(check: check, prepared: prepared, files: files, stamps: [stamp, newStamp])
    }

    /// Prints diagnostics; with `--quiet` only the errors, so a cron job mails only when something is wrong.
    private func report(_ diagnostics: [Diagnostic]) {
        Terminal.report(quiet ? diagnostics.filter { $0.severity == .error } : diagnostics)
    }
}
