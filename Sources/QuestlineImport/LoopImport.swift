import Foundation
import QuestlineCore
import QuestlinePresets

/// `questline import loop`: a Loop backup into a site folder.
///
/// Into a folder with no game it makes a whole one (game.yaml, one player, a challenge a habit,
/// the default theme's Templates/); into a game it adds the habits an earlier import did not
/// make. Each entry becomes a `complete` event unless the log has it already (by its id, or a
/// completion of that challenge that day), so importing again adds only what is new. All is
/// decided before anything is written, and written with the log locked: the YAML files, then the
/// events in one append. On any error nothing is written, and files written already are put back.
public enum LoopImport {
    public static func run(_ backup: LoopBackup, into root: URL, options: LoopImportOptions) throws -> LoopImportReport {
        if let problem = options.problem { throw QuestlineError(problem + "; nothing was imported") }
        let site = try SiteContent(root: root)
        var report = LoopImportReport(kind: backup.kind, newGame: !site.hasGame, habits: backup.habits.count)
        let player = try self.player(site: site, options: options)
        // The system's zone only when it has an IANA name game.yaml can hold.
        let system = TimeZone(identifier: TimeZone.current.identifier) ?? TimeZone(identifier: "UTC") ?? .gmt
        let calendar = site.calendar ?? GameCalendar(timeZone: options.timeZone ?? system)

        // Habits to challenges: the ones an earlier import made, then new ids for the others.
        var taken = site.challengeIDs
        var added: [HabitChallenge] = []
        var pairs: [(LoopHabit, String)] = []
        for (index, habit) in backup.habits.enumerated() {
            let label = habit.name.isEmpty ? "habit \(index + 1)" : habit.name
            if let known = site.challenge(for: habit) {
                report.challengesKnown.append(known)
                pairs.append((habit, known))
                continue
            }
            if habit.archived && habit.entries.isEmpty {
                report.notes.append("\(label): archived in Loop with no entries; not imported")
                continue
            }
            let id = Slug.unique(Slug.make(habit.name, fallback: "habit-\(index + 1)"), taken: taken)
            taken.insert(id)
            let challenge = HabitChallenge(id: id, habit: habit, points: options.points)
            added.append(challenge)
            report.challengesAdded.append(id)
            report.notes += HabitChallenge.notes(for: habit).map { "\(id): \($0)" }
            pairs.append((habit, id))
        }

        // Entries to events.
        var events: [ImportedEvent] = []
        var early = 0, late = 0
        for (habit, id) in pairs {
            let measured = HabitChallenge(id: id, habit: habit, points: 0).measure != nil
            for entry in habit.entries {
                var value: Double?, kind = ImportedEvent.Kind.complete
                switch entry.mark {
                case .skipped: kind = .pause
                case .done: break
                case .amount(let amount):
                    if measured { value = amount } else if amount <= 0 { continue }
                }
                if let starts = site.starts, entry.day < starts { early += 1; continue }
                if let ends = site.ends, entry.day > ends { late += 1; continue }
                events.append(ImportedEvent(kind: kind, id: ImportedEvent.id(habit: habit, challenge: id, day: entry.day, kind: kind),
                                            challenge: id, player: player, day: entry.day, time: habit.reminder ?? .noon, value: value))
            }
        }
        if early > 0, let starts = site.starts {
            report.notes.append("\(early) entr\(early == 1 ? "y is" : "ies are") before the game starts (\(starts)) and not imported")
        }
        if late > 0, let ends = site.ends {
            report.notes.append("\(late) entr\(late == 1 ? "y is" : "ies are") after the game ends (\(ends)) and not imported")
        }
        events.sort { ($0.day, $0.challenge) < ($1.day, $1.challenge) }

        var files: [String: Data] = [:]
        let header = "# Imported from Loop Habit Tracker (\(backup.kind)) by `questline import loop`.\n"
        if !added.isEmpty {
            var text = site.challengesText
            if !text.isEmpty && !text.hasSuffix("\n") { text += "\n" }
            text += (text.isEmpty ? "" : "\n") + header + added.map(\.yaml).joined(separator: "\n")
            files[ContentFormat.challengesFile] = Data(text.utf8)
        }
        if !site.hasGame {
            files.merge(NewGame.files(options: options, player: player, calendar: calendar,
                                      starts: (events.map(\.day) + added.compactMap(\.firstDay)).min() ?? options.today,
                                      header: header)) { current, _ in current }
            // Whatever the folder has already (its own .gitignore, templates) stays as it is.
            files = files.filter { !FileManager.default.fileExists(atPath: root.appendingPathComponent($0.key).path) }
        }
        let appended = try write(files, events: events, root: root, calendar: calendar, report: &report)
        report.eventsAdded = appended
        return report
    }

    /// The player the history is for: a new game's from `--player` (default "me"); an existing
    /// game's named by `--player`, else its only player.
    private static func player(site: SiteContent, options: LoopImportOptions) throws -> String {
        guard site.hasGame else { return Slug.make(options.player ?? LoopImportOptions.defaultPlayer, fallback: LoopImportOptions.defaultPlayer) }
        let players = site.people.filter(\.plays).map(\.id)
        if let named = options.player {
            if players.contains(named) { return named }
            throw QuestlineError("'\(named)' is not a player of this game (players are: \(players.joined(separator: ", "))); nothing was imported",
                                 at: SourceLocation(file: ContentFormat.peopleFile))
        }
        guard players.count == 1 else {
            throw QuestlineError("this game has \(players.count) players; say whose history it is with --player (\(players.joined(separator: ", "))); nothing was imported")
        }
        return players[0]
    }

    /// Writes `files` and appends the events the log does not hold yet, with the log locked;
    /// returns how many were appended. On an error the files are put back as they were.
    private static func write(_ files: [String: Data], events: [ImportedEvent], root: URL, calendar: GameCalendar,
                              report: inout LoopImportReport) throws -> Int {
        var written = FileUndo()
        var appended = 0, known = 0
        let logURL = root.appendingPathComponent(ContentFormat.eventLogFile)
        let logExisted = FileManager.default.fileExists(atPath: logURL.path)
        do {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(ContentFormat.folder), withIntermediateDirectories: true)
            try EventLogFile(url: logURL).append { bytes in
                let log = EventLogParser.parse(bytes, calendar: calendar)
                if log.isTorn || !log.endsWithNewline {
                    throw QuestlineError("the log's last line is torn or has no newline, so nothing was imported",
                                         at: SourceLocation(file: ContentFormat.eventLogFile, line: max(1, log.lineCount)),
                                         hint: "run `questline check`, mend the last line, then import again")
                }
                let ids = LogIDs.ids(in: bytes)
                let done = Set(log.events.filter { $0.kind == .complete }.map {
                    "\($0.player ?? "")\t\($0.challenge ?? "")\t\($0.on ?? calendar.date(of: $0.at))"
                })
                let new = events.filter { event in
                    !ids.contains(event.id) && (event.kind == .pause || !done.contains("\(event.player)\t\(event.challenge)\t\(event.day)"))
                }
                known = events.filter { $0.kind == .complete }.count - new.filter { $0.kind == .complete }.count
                for (path, data) in files.sorted(by: { $0.key < $1.key }) { try written.write(data, to: root.appendingPathComponent(path)) }
                appended = new.filter { $0.kind == .complete }.count
                for pause in new where pause.kind == .pause { report.skips[pause.challenge, default: 0] += 1 }
                return new.map { $0.line(calendar: calendar) }.joined()
            }
        } catch {
            written.undo()
            // The append opened (and so made) the log: a log that was not there is not left behind empty.
            if !logExisted, (try? Data(contentsOf: logURL))?.isEmpty == true { try? FileManager.default.removeItem(at: logURL) }
            if let error = error as? QuestlineError { throw error }
            if let failure = error as? EventLogFile.AppendError, case .io(let message) = failure {
                throw QuestlineError(message + "; nothing was imported", at: SourceLocation(file: ContentFormat.eventLogFile))
            }
            throw QuestlineError("writing the game failed (\(error.localizedDescription)); nothing was imported")
        }
        report.eventsKnown = known
        return appended
    }
}

/// The `"id"`s of a log's lines, read as JSON line by line.
enum LogIDs {
    static func ids(in bytes: Data) -> Set<String> {
        var ids: Set<String> = []
        for line in bytes.split(separator: 0x0A) where line.contains(0x69) {
            if let object = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any], let id = object["id"] as? String {
                ids.insert(id)
            }
        }
        return ids
    }
}

/// Files written so far, and what was there before, to put back on a failure.
struct FileUndo {
    private var before: [(URL, Data?)] = []

    mutating func write(_ data: Data, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        before.append((url, try? Data(contentsOf: url)))
        try data.write(to: url, options: .atomic)
    }

    func undo() {
        for (url, data) in before.reversed() {
            if let data { try? data.write(to: url, options: .atomic) } else { try? FileManager.default.removeItem(at: url) }
        }
    }
}
