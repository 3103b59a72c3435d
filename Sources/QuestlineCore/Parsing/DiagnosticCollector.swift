/// Gathers diagnostics while one file or stage is read, so every problem is reported at once.
final class DiagnosticCollector {
    private(set) var diagnostics: [Diagnostic] = []

    func add(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }

    func error(_ message: String, at location: SourceLocation?, hint: String? = nil) {
        add(.error(message, at: location, hint: hint))
    }

    func warning(_ message: String, at location: SourceLocation?, hint: String? = nil) {
        add(.warning(message, at: location, hint: hint))
    }

    var hasErrors: Bool { diagnostics.hasErrors }
}
