/// What to do about a YAML syntax error, from libyaml's words and the line they are about: the
/// two mistakes people make most by hand get their own fix, any other the general advice.
enum YAMLSyntaxHint {
    static func `for`(problem: String, line: String?) -> String {
        if let line, line.contains("\t") {
            return "indent with spaces, not tabs: replace the tab on this line with spaces"
        }
        if problem.contains("mapping values are not allowed"), let line, let quoted = quoted(line) {
            return "a value with ': ' in it needs quotes around it: \(quoted)"
        }
        return "check the indentation and that every list item starts with '- '"
    }

    /// Line `number` (1-based) of `text`, without its line break.
    static func line(_ number: Int, of text: String) -> String? {
        guard number >= 1 else { return nil }
        var current = 1
        // "\r\n" is one Character, a newline like "\n".
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            if current == number { return String(line) }
            current += 1
        }
        return nil
    }

    /// `title: "Tidy up: the floor too"` for `  title: Tidy up: the floor too`: the key as it was,
    /// the rest in double quotes (a double quote or backslash in it escaped). Nil when the line is
    /// not a key followed by a value.
    static func quoted(_ line: String) -> String? {
        let trimmed = line.drop { $0 == " " }
        guard let separator = trimmed.range(of: ": ") else { return nil }
        let key = trimmed[..<separator.lowerBound]
        let value = trimmed[separator.upperBound...].trimmingSpaces
        guard !key.isEmpty, !value.isEmpty, !value.hasPrefix("\""), !value.hasPrefix("'") else { return nil }
        let escaped = value.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
        return "\(key): \"\(escaped)\""
    }
}

private extension Substring {
    var trimmingSpaces: Substring {
        var text = self
        while text.last == " " { text = text.dropLast() }
        return text
    }
}
