import Foundation
import Yams

/// Loads a game's YAML files into a `Game`, collecting every problem on the way.
public enum ContentLoader {
    public struct Result: Sendable {
        /// Nil when the files are too broken to make a game of.
        public var game: Game?
        public var sourceMap: SourceMap
        public var diagnostics: [Diagnostic]
        /// Entries written with an id that did not load: events naming them fold under their error.
        public var failed: [FailedEntry] = []
        /// Where each list file (people, challenges, rewards, goals) that did not load at all has
        /// its first error: every rule the log breaks then may only follow from it.
        public var unloaded: [SourceLocation] = []
    }

    /// Reads only `game.yaml`: enough to know the time zone before the whole game is loaded.
    public static func settings(from source: ContentSource) -> GameSettings? {
        guard let text = try? source.text(at: ContentFormat.gameFile) else { return nil }
        let collector = DiagnosticCollector()
        return YAMLFile(path: ContentFormat.gameFile, text: text, collector: collector).root
            .flatMap { GameSettings.read($0, file: ContentFormat.gameFile, collector: collector) }
    }

    public static func load(from source: ContentSource) -> Result {
        let collector = DiagnosticCollector()
        var sourceMap = SourceMap()
        var failed: [FailedEntry] = []

        func file(_ path: String, required: Bool) -> YAMLFile? {
            do {
                guard let text = try source.text(at: path) else {
                    if required {
                        collector.error("\(path) is missing", at: SourceLocation(file: path),
                                        hint: "every game needs it; `questline init` into a new, empty folder writes a complete example to copy from")
                    }
                    return nil
                }
                return YAMLFile(path: path, text: text, collector: collector)
            } catch let error as QuestlineError {
                error.diagnostics.forEach(collector.add)
            } catch {
                collector.error("could not read \(path): \(error)", at: SourceLocation(file: path))
            }
            return nil
        }

        // Without game.yaml's settings there is no game, but the other files are still read, so
        // that a check reports every problem at once (their times read in UTC meanwhile).
        let gameFile = file(ContentFormat.gameFile, required: true)
        let settings = gameFile?.root.flatMap { GameSettings.read($0, file: ContentFormat.gameFile, collector: collector) }
        if settings == nil, collector.diagnostics.isEmpty {
            collector.error("\(ContentFormat.gameFile) is empty", at: SourceLocation(file: ContentFormat.gameFile))
        }

        // The daily pick is checked against the challenges later, and its problems named where it is written.
        if let pick = gameFile?.root?.mapping?["daily-pick"] {
            sourceMap.record(kind: "game", id: "daily-pick", node: pick, file: ContentFormat.gameFile)
        }
        var unloaded: [SourceLocation] = []
        /// A file holding a list (people, challenges, rewards, goals). One that is there but does
        /// not load as a list is noted in `unloaded`, at its error: not UTF-8 or a YAML syntax
        /// error (said by `file`), or not a list (said by `entries`, at its root).
        func listFile(_ path: String, required: Bool = false) -> YAMLFile? {
            let loaded = file(path, required: required)
            if let root = loaded?.root {
                if case .sequence = root { return loaded }
                if !root.isNull { unloaded.append(root.location(in: path)) }
            } else if let error = collector.diagnostics.first(where: { $0.severity == .error && $0.location?.file == path }) {
                unloaded.append(error.location ?? SourceLocation(file: path))
            }
            return loaded
        }
        let peopleFile = listFile(ContentFormat.peopleFile, required: true)
        let people: [Person] = entries(peopleFile, kind: "person", collector: collector,
                                       sourceMap: &sourceMap, failed: &failed) { node, path in
            Person.read(node, file: path, collector: collector)
        }
        let calendar = settings?.calendar ?? GameCalendar(timeZone: .gmt)
        let challenges: [Challenge] = entries(listFile(ContentFormat.challengesFile), kind: "challenge",
                                              collector: collector, sourceMap: &sourceMap, failed: &failed) { node, path in
            Challenge.read(node, file: path, calendar: calendar, collector: collector)
        }
        let rewards: [Reward] = entries(listFile(ContentFormat.rewardsFile), kind: "reward",
                                        collector: collector, sourceMap: &sourceMap, failed: &failed) { node, path in
            Reward.read(node, file: path, collector: collector, amongProofs: source.leadsAmongProofs) { relative in
                try source.text(at: ContentFormat.folder + "/" + relative)
            }
        }
        let players = people.filter(\.role.plays)
        let defaultPlayer = players.count == 1 ? players[0].id : nil
        let goals: [Goal] = entries(listFile(ContentFormat.goalsFile), kind: "goal",
                                    collector: collector, sourceMap: &sourceMap, failed: &failed) { node, path in
            Goal.read(node, file: path, defaultPlayer: defaultPlayer, collector: collector)
        }

        guard let settings else { return Result(game: nil, sourceMap: sourceMap, diagnostics: collector.diagnostics) }
        let game = Game(settings: settings, people: people, challenges: challenges, rewards: rewards, goals: goals)
        // When people.yaml could not be read, every reference to a person would be reported
        // as unknown: noise that hides the one real error.
        let peopleReadable = peopleFile?.root != nil
        ContentValidator(game: game, sourceMap: sourceMap, source: source, collector: collector,
                         checksReferencesToPeople: peopleReadable).validate()
        return Result(game: game, sourceMap: sourceMap, diagnostics: collector.diagnostics, failed: failed, unloaded: unloaded)
    }

    /// Reads a file holding a list of entities, rejecting duplicate ids.
    private static func entries<T: Identifiable>(_ file: YAMLFile?, kind: String, collector: DiagnosticCollector,
                                                 sourceMap: inout SourceMap, failed: inout [FailedEntry],
                                                 read: (Node, String) -> T?) -> [T] where T.ID == String {
        guard let file, let root = file.root else { return [] }
        if root.isNull { return [] }
        guard case .sequence(let sequence) = root else {
            collector.error("\(file.path) must hold a list, each entry starting with '- '", at: root.location(in: file.path))
            return []
        }
        var seen: [String: SourceLocation] = [:]
        var result: [T] = []
        for node in sequence {
            let before = collector.diagnostics.count
            guard let entity = read(node, file.path) else {
                // An entry with an id that did not load: its first error is where events naming it fold.
                if let failedKind = FailedEntry.Kind(rawValue: kind), let id = node.mapping?["id"]?.scalarText {
                    let errors = collector.diagnostics.dropFirst(before).filter { $0.severity == .error }.compactMap(\.location)
                    failed.append(FailedEntry(kind: failedKind, id: id, location: errors.min() ?? node.location(in: file.path)))
                }
                continue
            }
            let location = node.mapping?["id"]?.location(in: file.path) ?? node.location(in: file.path)
            if let first = seen[entity.id] {
                collector.error("duplicate \(kind) id '\(entity.id)' (first used at line \(first.line ?? 0))", at: location,
                                hint: "every \(kind) needs its own id")
                continue
            }
            seen[entity.id] = location
            if let reader = MappingReader(node, file: file.path, what: kind, collector: DiagnosticCollector()) {
                reader.record(into: &sourceMap, kind: kind, id: entity.id)
            }
            result.append(entity)
        }
        return result
    }
}
