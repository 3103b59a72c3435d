import Foundation
import QuestlineCore
import Yams

/// What an import needs to know of the site folder it writes into: whether it holds a game, its
/// calendar and players, and the challenges an earlier import made (by the `# loop:` comments).
struct SiteContent {
    var root: URL
    var calendar: GameCalendar?
    var starts: LocalDate?
    /// The game's last day, when it has one: entries after it would break its rules.
    var ends: LocalDate?
    /// People ids with whether they play (player or child).
    var people: [(id: String, plays: Bool)] = []
    var challengesText = ""
    var challengeIDs: Set<String> = []
    /// The Loop habit each marked challenge came from: its name and uuid.
    var markers: [(id: String, name: String?, uuid: String?)] = []

    var hasGame: Bool { calendar != nil }

    init(root: URL) throws {
        self.root = root
        let source = DirectorySource(root: root)
        let gameExists = FileManager.default.fileExists(atPath: url(ContentFormat.gameFile).path)
        guard gameExists else {
            let others = [ContentFormat.peopleFile, ContentFormat.challengesFile, ContentFormat.eventLogFile]
                .filter { FileManager.default.fileExists(atPath: url($0).path) }
            if let first = others.first {
                throw QuestlineError("\(first) exists but \(ContentFormat.gameFile) does not; nothing was imported",
                                     at: SourceLocation(file: ContentFormat.gameFile),
                                     hint: "import into an empty folder to make a new game, or into a whole game")
            }
            return
        }
        guard let settings = ContentLoader.settings(from: source) else {
            throw QuestlineError("\(ContentFormat.gameFile) cannot be read; nothing was imported", at: SourceLocation(file: ContentFormat.gameFile),
                                 hint: "run `questline check` and mend it first")
        }
        calendar = settings.calendar
        starts = settings.starts
        ends = settings.ends
        if let text = try read(ContentFormat.peopleFile), let list = try? Yams.load(yaml: text) as? [[String: Any]] {
            people = list.compactMap { entry in
                guard let id = entry["id"] as? String else { return nil }
                let role = entry["role"] as? String
                return (id, role == "player" || role == "child")
            }
        }
        challengesText = try read(ContentFormat.challengesFile) ?? ""
        if let list = try? Yams.load(yaml: challengesText) as? [[String: Any]] {
            challengeIDs = Set(list.compactMap { $0["id"] as? String })
        }
        var pending: (name: String?, uuid: String?)?
        for line in challengesText.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix(HabitChallenge.markerPrefix),
               let fields = try? JSONSerialization.jsonObject(with: Data(line.dropFirst(HabitChallenge.markerPrefix.count).utf8)) as? [String: String] {
                pending = (fields["name"], fields["uuid"])
            } else if let match = line.wholeMatch(of: /- id:\s*"?([a-z0-9-]+)"?\s*/), let marker = pending {
                markers.append((String(match.output.1), marker.name, marker.uuid))
                pending = nil
            } else if !line.trimmingCharacters(in: .whitespaces).isEmpty {
                pending = nil
            }
        }
    }

    func url(_ path: String) -> URL { root.appendingPathComponent(path) }

    private func read(_ path: String) throws -> String? {
        guard FileManager.default.fileExists(atPath: url(path).path) else { return nil }
        do { return try String(contentsOf: url(path), encoding: .utf8) } catch {
            throw QuestlineError("\(path) cannot be read as UTF-8 text; nothing was imported", at: SourceLocation(file: path))
        }
    }

    /// The challenge an earlier import made for `habit`: by its uuid, else by its name.
    func challenge(for habit: LoopHabit) -> String? {
        if let uuid = habit.uuid, let found = markers.first(where: { $0.uuid == uuid }) { return found.id }
        return markers.first { $0.name == habit.name && ($0.uuid == nil || habit.uuid == nil) }?.id
    }
}
