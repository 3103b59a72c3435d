import ArgumentParser
import Foundation
import QuestlineCore
import QuestlineSite

/// How `build` and `serve` tell what a build did: the summary line, the warnings, the errors of a
/// build that stopped, `--timings`; and the exit status that goes with it.
struct BuildReport {
    /// `--quiet`: errors only, no summary line, no warnings.
    var quiet = false
    /// `--timings`: each stage's time to standard error, last.
    var timings = false

    /// A build that ran: `up to date: …`, or its warnings and the summary line.
    func print(_ result: SiteBuildResult, output: URL) {
        defer { if timings { Terminal.err(result.clock.summary) } }
        if result.upToDate {
            let count = result.earlierWarnings
            let warnings = count == 0 ? "" : "; \(count) warning\(count == 1 ? "" : "s") then, --force shows them"
            if !quiet { Terminal.out("up to date: nothing changed since the last build (valid until \(result.validUntil ?? ""))\(warnings)") }
            return
        }
        report(result.warnings)
        for warning in result.written.warnings { Terminal.err(warning.description) }
        guard !quiet else { return }
        let written = result.written
        let kept = written.kept == 0 ? "" : " (\(written.kept) kept without rendering)"
        // Ends with when time alone changes the pages next, so whoever schedules rebuilds knows when one is due.
        let next = result.pagesChangeNext.map { "; \($0)" } ?? ""
        Terminal.out("built \(result.pageCount) pages, \(result.fileCount) files: \(written.written) written, \(written.unchanged) unchanged\(kept), \(written.removed) removed in \(String(format: "%.2f", result.seconds)) s → \(output.path)\(next)")
    }

    /// A build that stopped: what went wrong, then the exit status to end with.
    func exitCode(for failure: SiteBuildFailure) -> ExitCode {
        defer { if timings, let clock = failure.clock { Terminal.err(clock.summary) } }
        switch failure.kind {
        case .unsafeOutput:
            for diagnostic in failure.diagnostics { Terminal.err(diagnostic.description) }
            return .failure
        case .gameErrors:
            report(failure.diagnostics)
            Terminal.err("nothing was written: fix the errors above first")
            return .gameErrors
        case .renderErrors:
            report(failure.diagnostics)
            Terminal.err("nothing was written")
            return .gameErrors
        case .writeFailed:
            report(failure.warnings)
            Terminal.report(failure.diagnostics)
            return .failure
        }
    }

    /// Prints diagnostics; with `--quiet` only the errors, so a cron job mails only when something is wrong.
    private func report(_ diagnostics: [Diagnostic]) {
        Terminal.report(quiet ? diagnostics.filter { $0.severity == .error } : diagnostics)
    }
}
