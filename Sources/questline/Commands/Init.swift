import ArgumentParser
import Foundation
import QuestlineCore
import QuestlinePresets

struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Start a new game in a folder from a preset.",
        discussion: """
        Writes content/, Templates/ and a .gitignore (output/ and .questline-cache/: the fold cache holds the game's secrets) into the folder and nothing outside it. A .gitignore already there is left as it is. The preset's history is moved so that the new game is live today (or on the day of --as-of, a time where the game is played): a game that goes on moves by whole weeks, keeping weekdays, its history ending before today; a game with an end (the birthday weekend) moves so that today is its main day, with the days before it as history; the blank game starts today. Today itself is left for the players.

        Presets:
        \(Preset.all.map { "  \($0.name.padding(toLength: 17, withPad: " ", startingAt: 0))\($0.summary)" }.joined(separator: "\n"))

        Examples:
          questline init my-birthday
          questline init habits --preset daily-quests --pack fitness --pack study
          questline init bursdag --preset birthday --language nb   # pages in Norwegian
        """
    )

    @Argument(help: "The folder for the new game; created if missing.") var folder: String
    @Option(help: "The preset: \(Preset.all.map(\.name).joined(separator: ", ")).") var preset: String = "birthday"
    @Option(name: .customLong("pack"), help: "A quest pack to include (daily-quests: \(Preset.named("daily-quests")!.packs.joined(separator: ", "))); repeat for several; default all.")
    var packs: [String] = []
    @Option(help: "The interface language of the pages and widgets: \(PresetLanguage.shipped.joined(separator: ", ")); default the preset's own. The preset's own words (titles, names, the points' name) stay as written: edit content/ to change them.")
    var language: String?
    @Flag(help: "Overwrite the preset's files that already exist; never an event log that holds events (a game's history), and game.yaml keeps its id.") var force = false
    @OptionGroup var asOf: AsOfOption

    func validate() throws {
        guard Preset.named(preset) != nil else {
            let names = Preset.all.map(\.name), guess = Spelling.closest(to: preset, among: names).map { "did you mean '\($0)'? " } ?? ""
            throw ValidationError("unknown preset '\(preset)': \(guess)(presets are: \(names.joined(separator: ", ")))")
        }
        if let language, !PresetLanguage.shipped.contains(language) {
            let guess = PresetLanguage.guess(language).map { "did you mean '\($0)'? " } ?? ""
            throw ValidationError("unknown language '\(language)': \(guess)(languages are: \(PresetLanguage.shipped.joined(separator: ", ")))")
        }
    }

    func run() throws {
        let chosen = Preset.named(preset)!
        let instantiator: PresetInstantiator
        do { instantiator = try PresetInstantiator(preset: chosen, packs: packs) } catch {
            throw ValidationError("\(error)")
        }
        // Today and now where the game is played, so that it is live there; an --as-of without
        // an offset is a time there too.
        let calendar = GameCalendar(timeZone: instantiator.timeZone ?? .current)
        let instant = try asOf.instant(calendar: calendar)
        let root = URL(fileURLWithPath: folder, isDirectory: true).standardizedFileURL
        let game = ExistingGame(in: root)
        if game.loggedLines > 0 {
            Terminal.err("error: \(ContentFormat.eventLogFile) in \(folder) already holds \(game.loggedLines) event\(game.loggedLines == 1 ? "" : "s"): init never overwrites a game's history, not even with --force; nothing was written")
            Terminal.err("  hint: to start afresh, choose an empty folder; to see a preset's files to copy from, init one there")
            throw ExitCode.gameErrors
        }
        // Else a new lasting id, random (Foundation's UUID() reads the system's secure generator).
        var files = instantiator.files(madeOn: calendar.date(of: instant), gameID: game.gameID ?? UUID())
        if let language { files = PresetLanguage.setting(language, in: files) }
        let existing = files.filter { FileManager.default.fileExists(atPath: root.appendingPathComponent($0.path).path) }
        if !existing.isEmpty && !force {
            Terminal.err("error: \(existing.count) file\(existing.count == 1 ? "" : "s") already exist in \(folder), e.g. \(existing[0].path); nothing was written")
            Terminal.err("  hint: choose an empty folder, or add --force to overwrite them")
            throw ExitCode.gameErrors
        }
        for file in files {
            let url = root.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.bytes.write(to: url, options: .atomic)
        }
        // A .gitignore of the person's own is never overwritten, not even with --force.
        let ignore = root.appendingPathComponent(GitIgnore.path)
        var missing: [String] = []
        if let existing = try? String(contentsOf: ignore, encoding: .utf8) {
            missing = GitIgnore.missing(in: existing)
        } else if !FileManager.default.fileExists(atPath: ignore.path) {
            try Data(GitIgnore.text.utf8).write(to: ignore, options: .atomic)
        }
        Terminal.out("Started \(chosen.name) in \(folder): \(files.count) files\(instantiator.packs.isEmpty ? "" : " (packs: \(instantiator.packs.joined(separator: ", ")))").")
        if !missing.isEmpty {
            Terminal.out("Left your .gitignore as it was; add \(missing.joined(separator: " and ")) to it: builds write them, and the fold cache holds the game's secrets.")
        }
        if let language, language != instantiator.contentLanguage {
            Terminal.out("The pages speak '\(language)'; the game's own words (titles, descriptions, the points' name) are the preset's, in '\(instantiator.contentLanguage)': write yours in content/.")
        }
        Terminal.out("Next: questline check --site \(folder), then questline build --site \(folder)")
    }
}
