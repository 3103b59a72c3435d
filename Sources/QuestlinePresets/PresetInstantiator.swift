import Foundation
import QuestlineCore

/// Turns a preset into the files of a new site folder: content and Templates.
///
/// The preset's history ends on its anchor day, and every date in it moves by whole days: event
/// times stay local times in the game's zone, and `@pick` in the log becomes that day's daily pick.
/// `files(madeOn:)` makes a game that is live the day it is made; `files(historyThrough:)` one
/// whose history ends in a given week, for tests and examples that pin an instant.
public struct PresetInstantiator: Sendable {
    public enum Failure: Error, Equatable, CustomStringConvertible {
        case unknownPack(String, known: [String])
        case packsNotSupported(String)

        public var description: String {
            switch self {
            case let .unknownPack(pack, known): return "unknown pack '\(pack)' (packs are: \(known.joined(separator: ", ")))"
            case let .packsNotSupported(preset): return "the \(preset) preset has no quest packs"
            }
        }
    }

    public let preset: Preset
    public let packs: [String]

    /// `packs` empty means every pack the preset has.
    public init(preset: Preset, packs: [String] = []) throws {
        for pack in packs where !preset.packs.contains(pack) {
            if preset.packs.isEmpty { throw Failure.packsNotSupported(preset.name) }
            throw Failure.unknownPack(pack, known: preset.packs)
        }
        self.preset = preset
        self.packs = packs.isEmpty ? preset.packs : preset.packs.filter(packs.contains)
    }

    /// The preset's time zone, from its game.yaml: the day a game is made is that zone's.
    public var timeZone: TimeZone? {
        gameYAML.firstMatch(of: /(?m)^timezone:\s*(\S+)/).flatMap { TimeZone(identifier: String($0.output.1)) }
    }

    private var gameYAML: String { PresetArchive.text("\(preset.name)/content/game.yaml") }

    /// The language the preset's own words (titles, descriptions, the currency) are written in:
    /// its game.yaml's `language:`, English without one.
    public var contentLanguage: String {
        gameYAML.firstMatch(of: /(?m)^language:\s*(\S+)/).map { String($0.output.1) } ?? "en"
    }

    /// A game made on `today`, live at once: a game that goes on (habits, a chart) moves by whole
    /// weeks, keeping weekdays, to the first week that puts its anchor day on yesterday or later,
    /// and loses the days from today on, so its history ends yesterday (moved a week less, it
    /// would end up to six days before, and every streak with it); a week less only when it
    /// would start after today. A game with an end (a birthday weekend), which moved by weeks
    /// could be over already, moves so that its anchor day is today, as does a game with no
    /// history (blank), which starts today rather than on a weekday gone by. Either way the
    /// history is the days before today: today is the players' own.
    /// `gameID`: the new game's own id (`id:` in game.yaml), a random UUID, so that no two games
    /// made from one preset share their feed's and calendar's ids.
    public func files(madeOn today: LocalDate, gameID: UUID) -> [OutputFile] {
        let anchor = LocalDate(Preset.anchor)!
        let days = anchor.days(to: today)
        if gameYAML.contains(/(?m)^ends:/) || !Preset.withHistory.contains(preset) {
            return files(shift: days, before: today, gameID: gameID)
        }
        var shift = Int((Double(days - 1) / 7).rounded(.up)) * 7
        if let starts = startDay, starts.adding(days: shift) > today { shift -= 7 }
        return files(shift: shift, before: today, gameID: gameID)
    }

    /// The preset's `starts:` day, from its game.yaml.
    private var startDay: LocalDate? {
        gameYAML.firstMatch(of: /(?m)^starts:\s*(\d{4}-\d{2}-\d{2})/).flatMap { LocalDate(String($0.output.1)) }
    }

    /// The preset's whole history moved by whole weeks, keeping weekdays, to end in the week of `day`.
    public func files(historyThrough day: LocalDate) -> [OutputFile] {
        files(shift: Int((Double(LocalDate(Preset.anchor)!.days(to: day)) / 7).rounded(.down)) * 7, before: nil)
    }

    /// The files of the new site, paths relative to its folder, every date moved by `shift` days,
    /// without the events dated `before` or later.
    private func files(shift: Int, before cut: LocalDate?, gameID: UUID? = nil) -> [OutputFile] {
        var files: [String: Data] = [:]
        let prefix = "\(preset.name)/content/"
        for (name, data) in PresetArchive.decoded where name.hasPrefix(prefix) {
            files["content/" + name.dropFirst(prefix.count)] = data
        }
        for (name, data) in PresetArchive.decoded where name.hasPrefix("Templates/") { files[name] = data }
        if !preset.packs.isEmpty {
            let chosen = packs.map { PresetArchive.text("\(preset.name)/packs/\($0).yaml") }
            files["content/challenges.yaml"] = Data(("# Quest packs: " + packs.joined(separator: ", ") + "\n" + chosen.joined()).utf8)
            let events = [String(decoding: files["content/events.jsonl"] ?? Data(), as: UTF8.self)]
                + packs.map { PresetArchive.text("\(preset.name)/packs/\($0).events.jsonl") }
            let lines = events.joined().split(separator: "\n").map(String.init).sorted()
            files["content/events.jsonl"] = Data((lines.joined(separator: "\n") + "\n").utf8)
        }
        for (path, data) in files where Self.datedFiles.contains(path) {
            let shifted = Self.shiftDates(in: String(decoding: data, as: UTF8.self), byDays: shift,
                                          localTimes: path.hasSuffix(".jsonl"))
            files[path] = Data(shifted.utf8)
        }
        if let gameID, let yaml = files["content/game.yaml"] {
            files["content/game.yaml"] = Data(Self.settingID(gameID, in: String(decoding: yaml, as: UTF8.self)).utf8)
        }
        if let cut, let log = files["content/events.jsonl"] {
            files["content/events.jsonl"] = Data(Self.history(String(decoding: log, as: UTF8.self), before: cut).utf8)
        }
        if let log = files["content/events.jsonl"], String(decoding: log, as: UTF8.self).contains("\"@pick\"") {
            files["content/events.jsonl"] = Data(resolvePicks(in: String(decoding: log, as: UTF8.self), files: files).utf8)
        }
        return files.map { OutputFile(path: $0.key, bytes: $0.value) }.sorted { $0.path < $1.path }
    }

    /// The lines of a moved log dated before `day` (their times are local by now).
    static func history(_ log: String, before day: LocalDate) -> String {
        let kept = log.split(separator: "\n").filter { line in
            guard let at = line.firstMatch(of: /"at":"(\d{4}-\d{2}-\d{2})/), let date = LocalDate(String(at.output.1)) else { return true }
            return date < day
        }
        return kept.isEmpty ? "" : kept.joined(separator: "\n") + "\n"
    }

    /// game.yaml with its `id:` line naming `id` instead (every preset has one).
    static func settingID(_ id: UUID, in yaml: String) -> String {
        yaml.replacing(/(?m)^id:[^\n]*$/, with: "id: " + id.uuidString.lowercased())
    }

    static let datedFiles: Set<String> = ["content/game.yaml", "content/challenges.yaml", "content/goals.yaml", "content/events.jsonl"]

    /// Moves every `YYYY-MM-DD` by `days`; in the log, drops UTC offsets so times stay local.
    static func shiftDates(in text: String, byDays days: Int, localTimes: Bool) -> String {
        var result = ""
        var rest = Substring(text)
        let pattern = /(\d{4}-\d{2}-\d{2})(T\d{2}:\d{2}(?::\d{2})?)?(Z|[+-]\d{2}:\d{2})?/
        while let match = rest.firstMatch(of: pattern) {
            result += rest[..<match.range.lowerBound]
            if let date = LocalDate(String(match.output.1)) {
                result += date.adding(days: days).description
            } else {
                result += match.output.1
            }
            result += match.output.2 ?? ""
            if let offset = match.output.3, !localTimes || match.output.2 == nil { result += offset }
            rest = rest[match.range.upperBound...]
        }
        return result + rest
    }

    private func resolvePicks(in log: String, files: [String: Data]) -> String {
        var texts: [String: String] = [:]
        for (path, data) in files where path.hasSuffix(".yaml") { texts[path] = String(decoding: data, as: UTF8.self) }
        guard let game = ContentLoader.load(from: InMemorySource(texts)).game else { return log }
        return log.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            guard line.contains("\"@pick\""), let at = line.firstMatch(of: /"at":"(\d{4}-\d{2}-\d{2})/),
                  let day = LocalDate(String(at.output.1)), let pick = DailyPick.challenge(for: day, in: game) else { return String(line) }
            return line.replacingOccurrences(of: "\"@pick\"", with: "\"\(pick.id)\"")
        }.joined(separator: "\n")
    }
}

extension PresetArchive {
    static let decoded: [String: Data] = files.compactMapValues { Data(base64Encoded: $0) }

    static func text(_ name: String) -> String { String(decoding: decoded[name] ?? Data(), as: UTF8.self) }

    /// Archive paths, for tests that compare the archive with the repository.
    public static var names: [String] { files.keys.sorted() }
}

/// Read access to the archive for tests and tools.
public enum PresetFiles {
    public static var names: [String] { PresetArchive.names }
    public static func data(_ name: String) -> Data? { PresetArchive.decoded[name] }
}
