import Foundation
import QuestlineCore
import QuestlineServer
import QuestlineSite

/// Builds once, then again whenever the watched folders change (or, following the clock, when
/// the state's validity ends), on a thread of its own: a build is long, synchronous work.
final class Rebuilder: Sendable {
    let makeBuild: @Sendable () throws -> SiteBuild
    let watched: [URL]
    let output: URL
    let followsTime: Bool
    let builds: BuildCounter
    /// Told the state of each build that made one, or found it up to date, before its pages are
    /// announced (play mode's forms); nil when nobody needs it.
    let built: (@Sendable (GameState) -> Void)?

    init(build: @escaping @Sendable () throws -> SiteBuild, watched: [URL], output: URL, followsTime: Bool, builds: BuildCounter,
         built: (@Sendable (GameState) -> Void)? = nil) {
        self.built = built
        self.makeBuild = build
        self.watched = watched
        self.output = output
        self.followsTime = followsTime
        self.builds = builds
    }

    func start() {
        // The watch before the first build, so a file saved while it runs is not missed; the
        // first build before anything is served, so the first page is there.
        let watch = FolderWatches.make(watched, ignoring: LeftOutNames.contains), built = build()
        let thread = Thread { [self] in rebuild(watching: watch, built: built) }
        thread.start()
    }

    private func rebuild(watching watch: any FolderWatch, built: BuildManifest.Build?) {
        var due = nextChange(after: built)
        while true {
            // A change, or the instant the state changes by time alone: either way, build.
            _ = watch.waitForChange(until: due)
            due = nextChange(after: build())
        }
    }

    /// When the state the last build was made at changes by time alone, if the build follows the
    /// clock and that is still to come (a build that failed leaves an older manifest behind).
    private func nextChange(after built: BuildManifest.Build?) -> Date? {
        guard followsTime, let next = built?.nextChangeAt, next > Date() else { return nil }
        return next
    }

    /// Builds as `questline build` would with the serve command's options; what the manifest in
    /// the output records after it. Pages reload when the manifest changed (a build that wrote
    /// nothing, or failed, leaves it be), and show the errors of a build that failed.
    private func build() -> BuildManifest.Build? {
        let before = BuildManifest.bytes(in: output)
        Terminal.errorLines.start()
        var failed = false
        do {
            let build = try makeBuild()
            do {
                let result = try build.run()
                // A build that was up to date made no state, but play's forms still need one.
                if let built, let state = result.state ?? (result.upToDate ? build.state() : nil) { built(state) }
                BuildReport().print(result, output: build.output)
            } catch {
                // Reported as `build` reports it; the output is as it was.
                failed = true
                let code = BuildReport().exitCode(for: error)
                if code != .gameErrors { Terminal.err("the build stopped (exit status \(code.rawValue))") }
            }
        } catch {
            failed = true
            Terminal.err("the build stopped: \(error)")
        }
        let errors = Terminal.errorLines.stop()
        let after = BuildManifest.bytes(in: output)
        let changed = after != before
        Task { await builds.finish(changed: changed, errors: failed ? errors : []) }
        return after.flatMap { BuildManifest(decoding: $0) }?.build
    }
}
