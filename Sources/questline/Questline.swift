import QuestlineCore
import ArgumentParser
import Foundation

@main
struct Questline: AsyncParsableCommand {
    /// This questline's version, printed by `questline --version`.
    static let version = "0.28.0"

    static let configuration = CommandConfiguration(
        commandName: "questline",
        abstract: "Publish a gamified challenge game as a static site and widget feeds.",
        discussion: """
        A game is a folder: content/ holds game.yaml, people.yaml, challenges.yaml, rewards.yaml, goals.yaml, an append-only event log (events.jsonl) and media/; Templates/ holds the look. The state of the game (balances, unlocks, streaks, heatmaps) is derived from the log as of an instant: now, --as-of, or the SOURCE_DATE_EPOCH environment variable.

        Start a game with `questline init my-game`, see that it is sound with `questline check --site my-game`, then `questline build --site my-game`, or `questline serve --site my-game` to see it in a browser while you edit.

        Exit status: 0 success, 1 the game or an event has errors, 64 a usage error.
        """,
        version: version,
        subcommands: [
            Init.self, Check.self, Build.self, Serve.self, Snapshot.self, Keys.self,
            Complete.self, Unlock.self, Award.self, Spend.self, Reveal.self, VoidCommand.self, PauseCommand.self, ResumeCommand.self, Log.self, Import.self,
        ]
    )

    /// Parses and runs as ArgumentParser does, but first answers a mistyped subcommand with the
    /// one it was probably meant to be, which ArgumentParser does not do for subcommands.
    @MainActor static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        let names = configuration.subcommands.map { $0._commandName }
        if let first = arguments.first, !first.hasPrefix("-") {
            // `help` is ArgumentParser's own: `questline help build`.
            if !names.contains(first), first != "help" {
                let hint = Spelling.closest(to: first, among: names).map { " Did you mean '\($0)'?" } ?? ""
                refuse("""
                Error: '\(first)' is not a questline command.\(hint)
                Commands: \(names.joined(separator: ", ")). See 'questline --help'.

                """)
            }
        }
        // An option before the command: where it goes.
        if let misplaced = OptionSuggestion.misplaced(arguments, commands: names) { refuse(misplaced) }
        var command: ParsableCommand
        do {
            command = try await asyncParseAsRoot(arguments)
        } catch {
            if let message = Self.betterOptionError(arguments, failure: error) { refuse(message) }
            exit(withError: error)
        }
        do {
            if var serving = command as? AsyncParsableCommand {
                try await serving.run()
            } else {
                // On this, the main thread. ArgumentParser's own `main` would run it on one of
                // Swift's pool threads, and a build waiting there for work it handed to another
                // thread would hold one of the pool's few threads (its only one, on one core).
                try command.run()
            }
        } catch let refusal as ValidationError {
            // A refusal from the command's own run, with that command's usage, not the root's.
            let subcommand = type(of: command)
            FileHandle.standardError.write(Data("""
            Error: \(refusal.message)
            Usage: \(usageString(for: subcommand))
              See 'questline \(subcommand._commandName) --help' for more information.

            """.utf8))
            Foundation.exit(ExitCode.validationFailure.rawValue)
        } catch {
            exit(withError: error)
        }
    }

    /// A negative amount, or an unknown option ArgumentParser has no guess for (one in capitals),
    /// answered with what it was meant to be; nil otherwise, and ArgumentParser answers as usual.
    /// Asked only once parsing has failed, so arguments that parse are parsed once.
    static func betterOptionError(_ arguments: [String], failure: any Error) -> String? {
        guard let first = arguments.first, let command = configuration.subcommands.first(where: { $0._commandName == first }) else {
            return nil
        }
        if let negative = OptionSuggestion.negativeAmount(arguments, command: first) { return negative }
        let options = OptionSuggestion.options(inHelp: command.helpMessage(includeHidden: false, columns: 10_000))
        return OptionSuggestion.improved(fullMessage(for: failure), options: options).map { $0.hasSuffix("\n") ? $0 : $0 + "\n" }
    }

    /// Says why the arguments are refused, and exits as a usage error.
    private static func refuse(_ message: String) -> Never {
        FileHandle.standardError.write(Data(message.utf8))
        Foundation.exit(ExitCode.validationFailure.rawValue)
    }
}
