import Foundation
import Testing

@Suite("CLI manners: version and mistyped commands")
struct CLIMannersTests {
    @Test("--version prints the version and exits 0")
    func version() throws {
        let result = try CLI.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout.range(of: #"^\d+\.\d+\.\d+\n$"#, options: .regularExpression) != nil, "\(result.stdout)")
    }

    @Test("A mistyped command is answered with the one it was meant to be", arguments: [
        ("biuld", "build"), ("chek", "check"), ("comp", "complete"), ("unlcok", "unlock"), ("srve", "serve"),
    ])
    func suggestion(typed: String, meant: String) throws {
        let result = try CLI.run([typed, "--site", "."])
        #expect(result.status == 64)
        #expect(result.stderr.contains("Error: '\(typed)' is not a questline command. Did you mean '\(meant)'?"), "\(result.stderr)")
        #expect(result.stderr.contains("See 'questline --help'"))
        #expect(result.stdout.isEmpty)
    }

    @Test("A word far from every command gets the list of commands and no guess")
    func noGuess() throws {
        let result = try CLI.run(["publish"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("'publish' is not a questline command.\nCommands: init, check, build"), "\(result.stderr)")
        #expect(!result.stderr.contains("Did you mean"))
    }

    @Test("`questline help build` still shows build's help")
    func help() throws {
        let result = try CLI.run(["help", "build"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Render the site and widget feeds"))
    }

    @Test("A mistyped flag is answered with the right flag and the command's own usage")
    func flag() throws {
        let result = try CLI.run(["build", "--outptu", "x"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("Did you mean '--output'?"))
        #expect(result.stderr.contains("Usage: questline build"))
    }

    @Test("A negative amount is answered with what amounts are and the command that moves points the other way")
    func negativeAmount() throws {
        let award = try CLI.run(["award", "-5", "--player", "sam"])
        #expect(award.status == 64 && award.stdout.isEmpty)
        #expect(award.stderr.contains("Error: '-5' is not an amount: an amount is a whole number from 1 up. To take points away, use 'questline spend 5'."),
                "\(award.stderr)")
        let spend = try CLI.run(["spend", "--player", "sam", "-12"])
        #expect(spend.stderr.contains("To give points, use 'questline award 12'."), "\(spend.stderr)")
        #expect(!(try CLI.run(["award", "--reason", "-5"])).stderr.contains("is not an amount"), "a reason of -5 is not an amount")
    }

    @Test("Every command answers a mistyped flag with the flag it has and its own usage", arguments: [
        (["check", "--as-off", "x"], "--as-of", "check"), (["complete", "swim", "--plyer", "sam"], "--player", "complete"),
        (["init", "g", "--prest", "blank"], "--preset", "init"), (["serve", "--prot", "0"], "--port", "serve"),
        (["snapshot", "--sze", "small"], "--size", "snapshot"), (["build", "--OUTPUT", "x"], "--output", "build"),
        (["award", "1", "--Reason", "x"], "--reason", "award"),
    ])
    func flagOfEveryCommand(arguments: [String], meant: String, command: String) throws {
        let result = try CLI.run(arguments)
        #expect(result.status == 64)
        #expect(result.stderr.contains("Unknown option '\(arguments.first { $0.hasPrefix("--") }!)'. Did you mean '\(meant)'?"), "\(result.stderr)")
        #expect(result.stderr.contains("Usage: questline \(command) "), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test("Options before the command are answered with the command line in the right order")
    func optionsBeforeCommand() throws {
        let result = try CLI.run(["--site", "my game", "build", "--as-of", "2026-06-13T20:00"])
        #expect(result.status == 64)
        #expect(result.stderr == "Error: options go after the command: questline build --site 'my game' --as-of 2026-06-13T20:00\nSee 'questline build --help'.\n",
                "\(result.stderr)")
    }
}
