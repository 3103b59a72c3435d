import Foundation
import Testing

@Suite("questline init", .serialized)
struct InitCommandTests {
    @Test("init writes a game that passes check at once, and nothing outside its folder", arguments: ["birthday", "daily-quests", "hundred-days", "family-stars", "daily-challenge", "blank"])
    func freshGame(_ preset: String) throws {
        let parent = try TemporarySite([:])
        try FileManager.default.createDirectory(at: parent.root, withIntermediateDirectories: true)
        let result = try CLI.run(["init", "game", "--preset", preset, "--as-of", "2026-11-21T12:00:00Z"], in: parent.root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.root.path) == ["game"])
        let top = try FileManager.default.contentsOfDirectory(atPath: parent.root.appendingPathComponent("game").path).sorted()
        #expect(top == [".gitignore", "Templates", "content"])
        let check = try CLI.run(["check", "--site", parent.root.appendingPathComponent("game").path, "--as-of", "2026-11-21T20:00"])
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stdout.hasSuffix("ok\n"))
    }

    @Test("init writes a random game id into game.yaml, another each time, and check asks for none")
    func gameID() throws {
        var ids: [String] = []
        for name in ["one", "two"] {
            let site = try TemporarySite([:])
            let folder = site.root.appendingPathComponent(name)
            #expect(try CLI.run(["init", folder.path, "--preset", "daily-quests", "--as-of", "2026-06-13T12:00:00Z"]).status == 0)
            let yaml = try String(contentsOf: folder.appendingPathComponent("content/game.yaml"), encoding: .utf8)
            let line = try #require(yaml.split(separator: "\n").first { $0.hasPrefix("id: ") })
            let id = String(line.dropFirst(4))
            #expect(UUID(uuidString: id) != nil && id == id.lowercased(), "\(id)")
            ids.append(id)
            let check = try CLI.run(["check", "--site", folder.path, "--as-of", "2026-06-13T20:00"])
            #expect(!check.stderr.contains("no id"), "\(check.stderr)")
        }
        #expect(ids[0] != ids[1])
        let preset = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Presets/daily-quests/content/game.yaml"), encoding: .utf8)
        #expect(!ids.contains { preset.contains($0) }, "init copied the preset's own id")
    }

    @Test("init refuses to overwrite files unless told to, and then writes nothing")
    func refusesToOverwrite() throws {
        let site = try TemporarySite(["content/game.yaml": "mine"])
        let result = try CLI.run(["init", site.root.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("already exist in \(site.root.path), e.g. content/game.yaml; nothing was written"))
        #expect(try site.read("content/game.yaml") == "mine")
        #expect(!FileManager.default.fileExists(atPath: site.root.appendingPathComponent("content/people.yaml").path))
        let forced = try CLI.run(["init", site.root.path, "--force"])
        #expect(forced.status == 0)
        #expect(try site.read("content/game.yaml") != "mine")
    }

    @Test("init never overwrites a game's history, not even with --force; a game.yaml it writes anew keeps the game's id")
    func keepsHistory() throws {
        let site = try TemporarySite([:])
        #expect(try CLI.run(["init", site.root.path, "--preset", "family-stars"]).status == 0)
        try site.write("content/events.jsonl", try site.read("content/events.jsonl") + #"{"type":"award","at":"2026-06-13T20:00:00+02:00","player":"emma","amount":1,"by":"mamma","reason":"REAL"}"# + "\n")
        let id = try #require(try site.read("content/game.yaml").split(separator: "\n").first { $0.hasPrefix("id: ") })
        let before = try site.read("content/events.jsonl")
        let held = before.split(separator: "\n").filter { !$0.allSatisfy(\.isWhitespace) }.count
        try FileManager.default.removeItem(at: site.root.appendingPathComponent("content/people.yaml"))
        let forced = try CLI.run(["init", site.root.path, "--preset", "family-stars", "--force"])
        #expect(forced.status == 1)
        #expect(forced.stderr.contains("content/events.jsonl in \(site.root.path) already holds \(held) events: init never overwrites a game's history, not even with --force; nothing was written"), "\(forced.stderr)")
        #expect(try site.read("content/events.jsonl") == before)
        #expect(!FileManager.default.fileExists(atPath: site.root.appendingPathComponent("content/people.yaml").path), "nothing was written")
        // A log with no event in it is no history: --force writes the preset anew, with the game's id.
        try site.write("content/events.jsonl", "\n  \n")
        #expect(try CLI.run(["init", site.root.path, "--preset", "birthday", "--force"]).status == 0)
        #expect(try site.read("content/game.yaml").contains(String(id) + "\n"))
        #expect(try site.read("content/game.yaml").contains("Birthday"))
    }

    @Test("The .gitignore init writes keeps what builds write out of git: the site, the fold cache with its secrets, serve's folder")
    func ignoresWhatBuildsWrite() throws {
        let site = try TemporarySite([:])
        #expect(try CLI.run(["init", site.root.path, "--as-of", "2026-06-13T12:00:00Z"]).status == 0)
        #expect(try CLI.run(["build", "--site", site.root.path, "--as-of", "2026-06-13T20:00"]).status == 0)
        #expect(FileManager.default.fileExists(atPath: site.root.appendingPathComponent(".questline-cache/fold").path))
        let git = URL(fileURLWithPath: "/usr/bin/env")
        #expect(try CLI.run(["git", "init", "-q"], in: site.root, executable: git).status == 0)
        // What git itself says: the output and the cache are ignored, the game is not.
        let ignored = try CLI.run(["git", "check-ignore", "output/index.html", ".questline-cache/fold", ".questline/serve/index.html"],
                                  in: site.root, executable: git)
        #expect(ignored.status == 0)
        #expect(ignored.stdout == "output/index.html\n.questline-cache/fold\n.questline/serve/index.html\n")
        let kept = try CLI.run(["git", "check-ignore", "content/events.jsonl", "Templates/layout.mustache", ".gitignore"],
                               in: site.root, executable: git)
        #expect(kept.status == 1, "\(kept.stdout)")
    }

    @Test("A .gitignore already in the folder is left byte for byte, with a word about what it lacks", arguments: [
        ("node_modules\n", "add output/ and .questline-cache/ and .questline/ to it"),
        ("/output\n", "add .questline-cache/ and .questline/ to it"),
        ("/output/\n  .questline-cache\n/.questline\n", nil),
    ])
    func keepsTheirGitIgnore(existing: String, advice: String?) throws {
        let site = try TemporarySite([".gitignore": existing])
        for force in [false, true] {
            // The first init's history would stop the second (`keepsHistory`).
            try? FileManager.default.removeItem(at: site.root.appendingPathComponent("content/events.jsonl"))
            let result = try CLI.run(["init", site.root.path] + (force ? ["--force"] : []))
            #expect(result.status == 0, "\(result.stderr)")
            #expect(try site.read(".gitignore") == existing)
            if let advice {
                #expect(result.stdout.contains("Left your .gitignore as it was; \(advice): builds write them, and the fold cache holds the game's secrets."))
            } else {
                #expect(!result.stdout.contains(".gitignore"))
            }
        }
    }

    @Test("Unknown presets and packs are usage errors that name the choices")
    func unknownChoices() throws {
        let site = try TemporarySite([:])
        let preset = try CLI.run(["init", site.root.path, "--preset", "chess"])
        #expect(preset.status == 64)
        #expect(preset.stderr.contains("unknown preset 'chess': (presets are: birthday, daily-quests, hundred-days, family-stars, daily-challenge, blank)"))
        let typo = try CLI.run(["init", site.root.path, "--preset", "famly-stars"])
        #expect(typo.status == 64 && typo.stderr.contains("unknown preset 'famly-stars': did you mean 'family-stars'? (presets are: "), "\(typo.stderr)")
        let pack = try CLI.run(["init", site.root.path, "--preset", "daily-quests", "--pack", "yoga"])
        #expect(pack.status == 64)
        #expect(pack.stderr.contains("unknown pack 'yoga' (packs are: morning-routine, fitness, study, self-care)"))
        #expect(!FileManager.default.fileExists(atPath: site.root.path))
    }

    /// A week of days at noon where each game is played, Monday to Sunday, for games made on every weekday.
    static let week = (23...29).map { "2026-11-\($0)T12:00" }

    /// A folder holding a game made by `init` from `preset` (nil: the default) on `day`, in its
    /// `game` folder; the game goes when the folder does.
    private func made(_ preset: String?, on day: String) throws -> TemporarySite {
        let parent = try TemporarySite([:])
        let made = try CLI.run(["init", parent.root.appendingPathComponent("game").path]
                               + (preset.map { ["--preset", $0] } ?? []) + ["--as-of", day])
        #expect(made.status == 0, "\(made.stderr)")
        return parent
    }

    @Test("A game made on any weekday is live: a challenge of it can be completed at once", arguments: [
        "birthday", "daily-quests", "hundred-days", "daily-challenge", "blank",
    ])
    func liveOnEveryWeekday(_ preset: String) throws {
        for day in Self.week {
            let parent = try made(preset, on: day), game = parent.root.appendingPathComponent("game")
            let people = try String(contentsOf: game.appendingPathComponent("content/people.yaml"), encoding: .utf8)
            // The first person whose entry says `role: player`.
            let entries = people.components(separatedBy: "\n-").filter { $0.contains("role: player") }
            let player = try #require(entries.first?.firstMatch(of: /id: ([a-z0-9-]+)/).map { String($0.output.1) })
            let challenges = try String(contentsOf: game.appendingPathComponent("content/challenges.yaml"), encoding: .utf8)
            let ids = challenges.matches(of: /(?m)^\s*-?\s*\{?id: ([a-z0-9-]+)/).map { String($0.output.1) }
            var refusals: [String] = []
            var completed: String?
            for id in ids {
                let result = try CLI.run(["complete", id, "--site", game.path, "--player", player, "--at", day])
                if result.status == 0 { completed = id; break }
                refusals.append(result.stderr)
            }
            #expect(completed != nil, "made \(day): no challenge of \(preset) could be completed: \(refusals.prefix(3))")
            let check = try CLI.run(["check", "--site", game.path, "--as-of", day])
            #expect(check.status == 0, "\(check.stderr)")
        }
    }

    @Test("A game that goes on, made on any weekday, has its history up to yesterday, and its streak with it",
          arguments: ["daily-quests", "hundred-days", "family-stars", "daily-challenge"])
    func historyEndsYesterday(_ preset: String) throws {
        for day in Self.week {
            let parent = try made(preset, on: day), game = parent.root.appendingPathComponent("game")
            let log = try String(contentsOf: game.appendingPathComponent("content/events.jsonl"), encoding: .utf8)
            let last = log.matches(of: /"at":"(\d{4}-\d{2}-\d{2})/).map { String($0.output.1) }.max()
            let date = Int(day.dropFirst(8).prefix(2))!
            // daily-challenge's own history has days without a side quest, two of them at its end.
            let gap = preset == "daily-challenge" ? 3 : 1
            let latest = (date - gap..<date).map { "2026-11-\($0)" }
            #expect(last.map(latest.contains) == true, "\(preset) made \(day): its history ends \(last ?? "nowhere")")
            // Robin's history ends with two weeks of every quest done, so the streak reaches today,
            // made on a Sunday too, when yesterday is the preset's own last Saturday, evening and all.
            guard preset == "daily-quests" else { continue }
            let snapshot = try CLI.run(["snapshot", "--site", game.path, "--player", "robin", "--as-of", day])
            #expect(snapshot.stdout.contains(#""streak":{"best":"#) && !snapshot.stdout.contains(#""current":0}"#),
                    "made \(day): \(snapshot.stdout.prefix(400))")
        }
    }

    @Test("A blank game, which has no history, starts the day it is made, on any weekday")
    func blankStartsToday() throws {
        for day in Self.week {
            let parent = try made("blank", on: day), game = parent.root.appendingPathComponent("game")
            let yaml = try String(contentsOf: game.appendingPathComponent("content/game.yaml"), encoding: .utf8)
            #expect(yaml.contains("\nstarts: \(day.prefix(10))\n"), "made \(day): \(yaml)")
        }
    }

    @Test("A family chart made on any weekday is live: a parent can award a star at once")
    func familyStarsLiveOnEveryWeekday() throws {
        for day in Self.week {
            let parent = try made("family-stars", on: day), game = parent.root.appendingPathComponent("game")
            let award = try CLI.run(["award", "1", "--site", game.path, "--player", "emma", "--by", "mum", "--reason", "Tidied up", "--at", day])
            #expect(award.status == 0, "made \(day): \(award.stderr)")
            let check = try CLI.run(["check", "--site", game.path, "--as-of", day])
            #expect(check.status == 0, "\(check.stderr)")
        }
    }

    @Test("A birthday made on any weekday has its history behind it and its end ahead")
    func birthdayHistoryIsPast() throws {
        for day in Self.week {
            let parent = try made(nil, on: day), game = parent.root.appendingPathComponent("game")
            let check = try CLI.run(["check", "--site", game.path, "--as-of", day])
            #expect(check.status == 0, "\(check.stderr)")
            #expect(!check.stdout.contains("later events not counted yet"), "made \(day): \(check.stdout)")
            let yaml = try String(contentsOf: game.appendingPathComponent("content/game.yaml"), encoding: .utf8)
            let ends = try #require(yaml.firstMatch(of: /(?m)^ends: (\d{4}-\d{2}-\d{2})/).map { String($0.output.1) })
            #expect(ends >= String(day.prefix(10)), "made \(day), the game ends \(ends)")
        }
    }
}
