import ArgumentParser
import QuestlineCore

/// `--base-url` of `build` and `snapshot`, checked as game.yaml's `base-url` is (`BaseURL`),
/// but for two things only an option can be: empty (no base URL) and a path (`/quest/`).
enum BaseURLOption {
    static func validate(_ value: String?) throws {
        guard let value, !value.isEmpty else { return }
        switch BaseURL.problem(value, pathAllowed: true) {
        case .characters:
            throw ValidationError("--base-url may not contain spaces, quotes, angle brackets or backslashes")
        case .notAnAddress:
            throw ValidationError("--base-url \"\(value)\" must be an http(s) URL or a path starting with /, e.g. https://example.org/quest/ or /quest/ (no query or #fragment)")
        case nil:
            return
        }
    }
}
