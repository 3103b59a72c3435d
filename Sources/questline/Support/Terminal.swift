import ArgumentParser
import Foundation
import QuestlineCore

/// Where the CLI prints: results to standard output, diagnostics to standard error.
enum Terminal {
    /// Flushed at once, so a program reading the output through a pipe (a test, a script waiting
    /// for `serve` to listen) sees each line when it is printed.
    static func out(_ text: String) {
        print(text)
        fflush(nil)
    }

    static func err(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
        errorLines.keep(text)
    }

    /// What is written to standard error while `serve` listens, so a page can show a failed
    /// build's errors.
    static let errorLines = Recorder()

    /// Lines kept between `start()` and `stop()`, from any thread.
    final class Recorder: @unchecked Sendable {
        private let lock = NSLock()
        private var lines: [String]?

        func start() { lock.withLock { lines = [] } }

        func keep(_ line: String) { lock.withLock { lines?.append(line) } }

        /// The lines kept since `start()`; none are kept after this.
        func stop() -> [String] { lock.withLock { defer { lines = nil }; return lines ?? [] } }
    }

    /// Prints diagnostics compiler-style, then a count line when there were any.
    static func report(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics { err(diagnostic.description) }
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        if errors + warnings > 0 {
            err("\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")")
        }
    }
}

/// Exit status 1: the game or an event has errors (already reported).
struct GameHasErrors: Error {}

extension ExitCode {
    static let gameErrors = ExitCode(1)
}
