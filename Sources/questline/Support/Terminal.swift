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
