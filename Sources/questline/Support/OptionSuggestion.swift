import QuestlineCore

/// Better answers to a mistyped or misplaced option than ArgumentParser gives by itself.
///
/// ArgumentParser suggests a flag for most typos (`--outptu` → `--output`), but not for one
/// typed in capitals (`--OUTPUT`), and an option before the command (`questline --site g build`)
/// gets the top-level usage with no word about where it belongs.
enum OptionSuggestion {
    /// The long options a command's help lists, `--output` and the like.
    static func options(inHelp help: String) -> [String] {
        var found: [String] = []
        for match in help.matches(of: /--[a-z][a-z0-9-]*/) where !found.contains(String(match.output)) {
            found.append(String(match.output))
        }
        return found
    }

    /// ArgumentParser's message for an unknown option it had no guess for, with the nearest of
    /// `options` added ("Error: Unknown option '--OUTPUT'. Did you mean '--output'?"); nil when
    /// the message is another or has a guess already, or no option is near.
    static func improved(_ message: String, options: [String]) -> String? {
        guard let line = message.split(separator: "\n", omittingEmptySubsequences: false).first,
              let typed = line.firstMatch(of: /^Error: Unknown option '(--[^']+)'$/).map({ String($0.output.1) }),
              let meant = options.first(where: { $0 == typed.lowercased() }) ?? Spelling.closest(to: typed, among: options)
        else { return nil }
        return "Error: Unknown option '\(typed)'. Did you mean '\(meant)'?" + message.dropFirst(line.count)
    }

    /// For options given before the command (`questline --site g build`): the message that says
    /// where they go, with the arguments in that order; nil when no command follows.
    static func misplaced(_ arguments: [String], commands: [String]) -> String? {
        guard let first = arguments.first, first.hasPrefix("-"), !["-h", "--help", "--version"].contains(first),
              let index = arguments.firstIndex(where: commands.contains) else { return nil }
        let reordered = [arguments[index]] + arguments[..<index] + arguments[(index + 1)...]
        return """
        Error: options go after the command: questline \(reordered.map(shellWord).joined(separator: " "))
        See 'questline \(arguments[index]) --help'.

        """
    }

    /// For `award -5` or `spend -5`, which ArgumentParser reads as an unknown option and then
    /// answers "Missing expected argument '<amount>'": what amounts are, and the command that
    /// moves points the other way. Nil for anything else.
    static func negativeAmount(_ arguments: [String], command: String) -> String? {
        guard ["award", "spend"].contains(command) else { return nil }
        let words = Array(arguments.dropFirst())
        // Not the value of an option before it (`--reason -5` is a reason).
        guard let index = words.indices.first(where: { words[$0].wholeMatch(of: /-[0-9]+/) != nil && ($0 == 0 || !words[$0 - 1].hasPrefix("-")) })
        else { return nil }
        let (other, does) = command == "award" ? ("spend", "take points away") : ("award", "give points")
        return "Error: '\(words[index])' is not an amount: an amount is a whole number from 1 up. "
            + "To \(does), use 'questline \(other) \(words[index].dropFirst())'.\nSee 'questline \(command) --help'.\n"
    }

    /// A word as a shell would need it typed: quoted when it is empty or holds a space or quote.
    private static func shellWord(_ word: String) -> String {
        guard word.isEmpty || word.contains(where: { $0.isWhitespace || "'\"$`\\".contains($0) }) else { return word }
        return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
