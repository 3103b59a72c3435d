import Yams

/// One YAML file composed into nodes, each of which knows its line and column.
struct YAMLFile {
    let path: String
    let root: Node?

    /// Composes `text`; a syntax error or a duplicate key becomes a diagnostic with its position.
    init(path: String, text: String, collector: DiagnosticCollector) {
        self.path = path
        // A quote left open swallows the next key or breaks the file far below; either way the
        // mistake is at the quote, so say that instead of the parser's later complaint.
        let unclosed = text.contains("\"") || text.contains("'") ? UnclosedQuote.first(in: text) : nil
        if let unclosed {
            let (message, hint) = unclosed.diagnostic
            collector.error(message, at: SourceLocation(file: path, line: unclosed.line, column: unclosed.column), hint: hint)
        }
        do {
            // Values are read as text (`MappingReader`), so implicit tags are not resolved:
            // resolving them ran regular expressions on every scalar.
            root = try Yams.compose(yaml: text, .basic)
        } catch let error as YamlError {
            root = nil
            if unclosed == nil { collector.add(YAMLFile.diagnostic(for: error, path: path, text: text)) }
        } catch {
            root = nil
            collector.error("could not read YAML: \(error)", at: SourceLocation(file: path))
        }
    }

    /// `text` is the file's, for a hint that shows the line mended.
    static func diagnostic(for error: YamlError, path: String, text: String = "") -> Diagnostic {
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _),
             let .composer(context, problem, mark, _):
            // A quote the file ends inside: libyaml points past the last line; the mistake is
            // where the quote opens.
            if let context, context.text.contains("quoted scalar"), problem.contains("end of stream") {
                return .error("this quote is never closed: the file ends inside it",
                              at: SourceLocation(file: path, line: context.mark.line, column: context.mark.column),
                              hint: "close the quote on line \(context.mark.line), or write the value without quotes")
            }
            // libyaml's own words for its depth limit name its C function: say what it means.
            let said = problem.contains("yaml_set_max_nest_level") ? "nested too deeply (lists and mappings inside each other)" : problem
            let detail = context.map { "\(said) \($0.text)" } ?? said
            return .error("YAML syntax: \(detail)", at: SourceLocation(file: path, line: mark.line, column: mark.column),
                          hint: YAMLSyntaxHint.for(problem: problem, line: YAMLSyntaxHint.line(mark.line, of: text)))
        case let .duplicatedKeysInMapping(duplicates, context):
            return .error("duplicate key \(duplicates.map { "'\($0)'" }.joined(separator: ", ")) in one mapping",
                          at: SourceLocation(file: path, line: context.mark.line, column: context.mark.column),
                          hint: "each key may appear once; remove or rename the repeated one")
        case let .reader(problem, _, _, _):
            return .error("YAML could not be read: \(problem)", at: SourceLocation(file: path),
                          hint: "save the file as UTF-8 text")
        default:
            return .error("YAML could not be read: \(error)", at: SourceLocation(file: path))
        }
    }
}

extension Node {
    /// The node's position, for diagnostics.
    func location(in file: String) -> SourceLocation {
        SourceLocation(file: file, line: mark?.line, column: mark?.column)
    }

    /// The text of a scalar, or nil for mappings and sequences.
    var scalarText: String? {
        if case .scalar(let scalar) = self { return scalar.string }
        return nil
    }

    /// True for `~`, `null` and an empty value.
    var isNull: Bool {
        guard case .scalar(let scalar) = self, scalar.style == .plain else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(scalar.string)
    }

    /// A short rendering of a value for messages: `"fifty"`, `a list`, `a mapping`.
    var shortDescription: String {
        switch self {
        case .scalar(let s):
            let text = s.string.count > 40 ? String(s.string.prefix(40)) + "…" : s.string
            return "\"\(text)\""
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .alias: return "an alias"
        }
    }
}
