import Foundation
import QuestlineCore
import QuestlinePresets

/// The files of a new game made by an import: game.yaml, people.yaml with the one player, the
/// default theme's Templates/ and the .gitignore `init` writes (when the folder has none).
enum NewGame {
    static func files(options: LoopImportOptions, player: String, calendar: GameCalendar, starts: LocalDate,
                      header: String) -> [String: Data] {
        let name = options.player ?? "Me"
        let title = options.title ?? (options.player.map { "\($0)'s habits" } ?? "My habits")
        var files: [String: Data] = [:]
        files[ContentFormat.gameFile] = Data((header + """
            format: 1
            # The game's lasting id: feed readers and calendars know it by this. Never change it.
            id: \(UUID().uuidString.lowercased())
            title: \(YAMLText.quoted(title))
            timezone: \(calendar.timeZone.identifier)
            starts: \(starts)
            theme: party

            """).utf8)
        files[ContentFormat.peopleFile] = Data((header + """
            - id: \(player)
              name: \(YAMLText.quoted(name))
              role: player

            """).utf8)
        // When no habit makes a challenge, the list is empty but there.
        files[ContentFormat.challengesFile] = Data((header + "[]\n").utf8)
        for path in PresetFiles.names where path.hasPrefix("Templates/") {
            files[path] = PresetFiles.data(path)
        }
        files[GitIgnore.path] = Data(GitIgnore.text.utf8)
        return files
    }
}
