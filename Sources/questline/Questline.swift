import ArgumentParser

@main
struct Questline: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "questline",
        abstract: "Publish a gamified challenge game as a static site and widget feeds.",
        discussion: """
        A game is a folder: content/ holds game.yaml, people.yaml, challenges.yaml, rewards.yaml, goals.yaml, an append-only event log (events.jsonl) and media/; Templates/ holds the look. The state of the game (balances, unlocks, streaks, heatmaps) is derived from the log as of an instant: now, --as-of, or the SOURCE_DATE_EPOCH environment variable.

        Start a game with `questline init my-game`, see that it is sound with `questline check --site my-game`, then `questline build --site my-game`, or `questline serve --site my-game` to see it in a browser while you edit.

        Exit status: 0 success, 1 the game or an event has errors, 64 a usage error.
        """,
        subcommands: [
            Init.self, Check.self, Build.self, Serve.self, Snapshot.self,
            Complete.self, Unlock.self, Award.self, Spend.self, Reveal.self,
        ]
    )
}
