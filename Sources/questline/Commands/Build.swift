import ArgumentParser
import Foundation
import QuestlineCore
import QuestlineSite
import QuestlineWidgets

struct Build: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render the site and widget feeds into the output folder.",
        discussion: """
        Renders everything in memory first and writes only when all of it rendered, so a failed
        build leaves the output folder as it was. Unchanged files are not rewritten; files an
        earlier build wrote and this one does not are removed; other files are left alone.
        """
    )

    @OptionGroup var site: SiteOptions
    @OptionGroup var asOf: AsOfOption

    @Option(name: .customLong("output"), help: ArgumentHelp("Where to write the site. Default: <site>/output.", valueName: "dir"))
    var output: String?

    @Option(name: .customLong("base-url"), help: ArgumentHelp(
        "Where the site will be hosted, as a URL (https://example.org/quest/) or a path (/quest/). Pages link relatively; feeds use it for absolute links.",
        valueName: "url"))
    var baseURL: String = ""

    @Flag(name: .customLong("timings"), help: "Print how long each stage took (check, site, widgets, write) to standard error.")
    var timings = false

    func validate() throws {
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

    func run() throws {
        let started = Date()
        var stages = StageClock()
        defer { if timings { Terminal.err(stages.summary) } }
        let instant = try asOf.instant(calendar: site.gameCalendar())
        let check = GameCheck.run(source: site.source, asOf: instant)
        stages.lap("check")
        guard let state = check.state, !check.hasErrors else {
            Terminal.report(check.diagnostics)
            Terminal.err("nothing was written: fix the errors above first")
            throw ExitCode.gameErrors
        }
        let built: SiteOutput
        let files: [OutputFile]
        do {
            let templates = try SiteTemplates.read(folder: site.siteURL.appendingPathComponent("Templates", isDirectory: true))
            built = try SiteBuilder(templates: templates, options: SiteBuildOptions(baseURL: baseURL)).build(state, media: site.source)
            stages.lap("site")
            // Every producer of output files adds to this list; all of them render before
            // anything is written, and a failure in any writes nothing.
            files = built.files + (try WidgetFeed.files(state: state, baseURL: baseURL))
            stages.lap("widgets")
        } catch let error as QuestlineError {
            Terminal.report(check.diagnostics + error.diagnostics)
            Terminal.err("nothing was written")
            throw ExitCode.gameErrors
        } catch let error as WidgetFeedError {
            Terminal.report(check.diagnostics + [.error(error.description)])
            Terminal.err("nothing was written")
            throw ExitCode.gameErrors
        }
        Terminal.report(check.diagnostics + built.warnings)
        let summary: WriteSummary
        do {
            summary = try OutputWriter(folder: outputURL).write(files)
            stages.lap("write")
        } catch let error as QuestlineError {
            Terminal.report(error.diagnostics)
            throw ExitCode.failure
        }
        let seconds = Date().timeIntervalSince(started)
        Terminal.out("built \(built.pageCount) pages, \(files.count) files: \(summary.written) written, \(summary.unchanged) unchanged, \(summary.removed) removed in \(String(format: "%.2f", seconds)) s → \(outputURL.path)")
    }
}
