import Foundation
import Testing

@Suite("questline check", .serialized)
struct CheckCommandTests {
    @Test("The sample game passes and prints its economy inside the target band")
    func sampleGame() throws {
        let result = try CLI.run(["check", "--site", CLI.repositoryRoot.path, "--as-of", "2026-06-13T20:00"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Sam's Birthday Quest: 5 people, 19 challenges, 9 rewards, 0 goals, 13 events"))
        #expect(result.stdout.contains("everything unlocks after about 64% of the challenges (10–15 of 19), inside the 60–70% target"))
        #expect(result.stdout.hasSuffix("ok\n"))
    }

    @Test("Errors go to stderr compiler-style and the exit status is 1")
    func errors() throws {
        let site = try TemporarySite.small()
        try site.write("content/challenges.yaml", "- {id: swim, title: Swim, category: c, points: fifty}\n")
        let result = try site.run(["check"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("content/challenges.yaml:1:48: error: points must be a whole number from 1 to 100000, got \"fifty\"\n"))
        #expect(result.stderr.hasSuffix("1 error, 0 warnings\n"))
        #expect(!result.stdout.contains("ok"))
    }

    @Test("Events naming a challenge that failed to load fold into one note under its error; an id never written is still reported")
    func noCascade() throws {
        let swim = (1...7).map { #"{"at":"2026-06-0\#($0)T10:00:00+02:00","type":"complete","player":"sam","challenge":"swim"}"# }
        let never = #"{"at":"2026-06-08T10:00:00+02:00","type":"complete","player":"sam","challenge":"dive"}"#
        let site = try TemporarySite.small(events: (swim + [never]).joined(separator: "\n") + "\n")
        try site.write("content/challenges.yaml", "- {id: swim, title: Swim, category: c}\n- {id: read, title: Read, category: c, points: 1}\n")
        let result = try site.run(["check", "--as-of", "2026-06-10"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("""
            content/challenges.yaml:1:3: error: challenge is missing 'points'
              hint: add 'points: …' (a whole number from 1 to 100000)
            content/challenges.yaml:1:3: note: … and 7 events that name it (content/events.jsonl lines 1, 2, 3, 4, 5 and 2 more): the challenge 'swim' did not load
            content/game.yaml: warning:
            """), "\(result.stderr)")
        #expect(result.stderr.hasSuffix("""
            content/events.jsonl:8:1: error: unknown challenge 'dive'
              hint: to take the event out of the game: questline void h7f567b9a1b2 --reason "…"
            2 errors, 2 warnings

            """),
                "the log's own errors come after the game's files'")
    }

    @Test("A list file that does not load at all (a YAML mistake, bytes that are not UTF-8): its error first, then one note for the log")
    func wholeFileCascade() throws {
        let events = (1...7).map { #"{"at":"2026-06-0\#($0)T10:00:00+02:00","type":"complete","player":"sam","challenge":"swim"}"# }
        let site = try TemporarySite.small(events: events.joined(separator: "\n") + "\n")
        try site.write("content/challenges.yaml", "- id: swim\n  title: Swim\n    category: c\n  points: 5\n")
        let result = try site.run(["check", "--as-of", "2026-06-10"])
        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n").filter { $0.contains(": error:") || $0.contains(": note:") }
        #expect(lines.count == 2, "\(result.stderr)")
        #expect(lines.first?.hasPrefix("content/challenges.yaml:3:") == true && lines.first?.contains("YAML syntax") == true, "\(result.stderr)")
        #expect(lines.last?.contains("note: … and 7 errors in the log that may follow from it are not listed: content/challenges.yaml did not load") == true,
                "\(result.stderr)")

        // A mapping where the list goes: the same.
        try site.write("content/challenges.yaml", "swim: {title: Swim, category: c, points: 5}\n")
        let mapping = try site.run(["check", "--as-of", "2026-06-10"])
        let said = mapping.stderr.split(separator: "\n").filter { $0.contains(": error:") || $0.contains(": note:") }
        #expect(said.count == 2 && said.first?.contains("content/challenges.yaml must hold a list") == true
                && said.last?.contains("note: … and 7 errors in the log") == true, "\(mapping.stderr)")

        try site.write("content/challenges.yaml", "- {id: swim, title: Swim, category: c, points: 5}\n")
        var people = Data("- {id: sam, name: Sam, role: player}\n- {id: ann, name: An".utf8)
        people += [0xE9] + Data("a, role: player}\n".utf8)
        try people.write(to: site.root.appendingPathComponent("content/people.yaml"))
        let bytes = try site.run(["check", "--as-of", "2026-06-10"])
        #expect(bytes.stderr.hasPrefix("content/people.yaml:2:21: error: content/people.yaml is not UTF-8 text: byte 0xE9 at line 2, column 21 does not belong there\n"),
                "the real error first, at its byte: \(bytes.stderr)")
        #expect(!bytes.stderr.contains("unknown player"), "\(bytes.stderr)")
    }

    @Test("Warnings alone do not fail the check")
    func warnings() throws {
        let site = try TemporarySite.small()
        try site.write("content/people.yaml", "- {id: sam, name: Sam, role: player, colour: red}\n")
        let result = try site.run(["check"])
        #expect(result.status == 0)
        #expect(result.stderr.contains("warning: unknown key 'colour' in person is ignored"))
    }

    @Test("A media path through a symbolic link out of the content folder is refused")
    func symlinkEscape() throws {
        let site = try TemporarySite.small()
        let outside = site.root.appendingPathComponent("outside.ogg")
        try Data("OggS".utf8).write(to: outside)
        try FileManager.default.createDirectory(at: site.root.appendingPathComponent("content/media"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: site.root.appendingPathComponent("content/media/link.ogg"), withDestinationURL: outside)
        try site.write("content/rewards.yaml", "- {id: song, title: Song, kind: audio, media: media/link.ogg, price: 5}\n")
        let result = try site.run(["check"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("content/rewards.yaml:1:47: error: media \"media/link.ogg\" leads outside the content folder (through a symbolic link)"))
    }

    @Test("A message file linked to a file outside the game is refused at its field, and nothing of it is printed")
    func messageSymlinkEscape() throws {
        let site = try TemporarySite.small()
        let outside = site.root.appendingPathComponent("diary.md")
        try Data("zzdiary".utf8).write(to: outside)
        try FileManager.default.createDirectory(at: site.root.appendingPathComponent("content/messages"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: site.root.appendingPathComponent("content/messages/note.md"), withDestinationURL: outside)
        try site.write("content/rewards.yaml", "- {id: note, title: Note, kind: text, message-file: messages/note.md, price: 5}\n")
        try FileManager.default.copyItem(at: CLI.repositoryRoot.appendingPathComponent("Templates"), to: site.root.appendingPathComponent("Templates"))
        for command in ["check", "build"] {
            let result = try site.run([command])
            #expect(result.status == 1)
            #expect(result.stderr.contains("content/rewards.yaml:1:53: error: message-file \"messages/note.md\": content/messages/note.md leads outside the content folder (through a symbolic link)"), "\(result.stderr)")
            #expect(!result.stdout.contains("zzdiary") && !result.stderr.contains("zzdiary"))
        }
        #expect(!FileManager.default.fileExists(atPath: site.root.appendingPathComponent("output").path))
    }

    @Test("check warns of an unknown theme, as build does, at game.yaml's theme field")
    func unknownTheme() throws {
        let site = try TemporarySite.small()
        try site.write("content/game.yaml", "format: 1\ntitle: Small\ntimezone: Europe/Oslo\nstarts: 2026-06-01\nprices: {text: 50}\ntheme: disco\nid: 6f1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d\n")
        try FileManager.default.copyItem(at: CLI.repositoryRoot.appendingPathComponent("Templates"), to: site.root.appendingPathComponent("Templates"))
        let warning = "content/game.yaml:6:8: warning: unknown theme \"disco\"; using party (themes: party, parchment, arcade)"
        let check = try site.run(["check"])
        #expect(check.status == 0)
        #expect(check.stderr.contains(warning), "\(check.stderr)")
        let build = try site.run(["build"])
        #expect(build.status == 0)
        #expect(build.stderr.components(separatedBy: "unknown theme").count == 2, "\(build.stderr)")
        #expect(build.stderr.contains(warning))
    }

    @Test("SOURCE_DATE_EPOCH fixes the instant; --as-of wins over it")
    func instant() throws {
        let site = try TemporarySite.small(events: #"{"at":"2026-06-05T10:00:00+02:00","type":"award","player":"sam","amount":5}"# + "\n")
        let early = try site.run(["check"], environment: ["SOURCE_DATE_EPOCH": "1780000000"]) // 2026-05-28
        #expect(early.stdout.contains("as of 2026-05-28T22:26:40+02:00 (1 later events not counted yet)"))
        let late = try site.run(["check", "--as-of", "2026-06-06"], environment: ["SOURCE_DATE_EPOCH": "1780000000"])
        #expect(late.stdout.contains("as of 2026-06-06T23:59:59+02:00\n"))
        let bad = try site.run(["check", "--as-of", "soon"])
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("--as-of \"soon\" is not an instant"))
        // The usage is the command's own, not the bare "questline <subcommand>".
        #expect(bad.stderr.contains("Usage: questline check [--site <dir>]") && bad.stderr.contains("See 'questline check --help'"), "\(bad.stderr)")
        let award = try site.run(["award", "5", "--player", "sam", "--at", "2026-13-01"])
        #expect(award.status == 64 && award.stderr.contains("Usage: questline award ") && !award.stderr.contains("<subcommand>"), "\(award.stderr)")
    }

    @Test("--help teaches the commands")
    func help() throws {
        let result = try CLI.run(["--help"])
        #expect(result.status == 0)
        for command in ["check", "build", "complete", "unlock", "award", "spend", "reveal"] {
            #expect(result.stdout.contains("  \(command) "), "missing \(command)")
        }
    }

    @Test("A broken template is a check error with its place, and check writes nothing")
    func brokenTemplate() throws {
        let site = try TemporarySite.small()
        try FileManager.default.copyItem(at: CLI.repositoryRoot.appendingPathComponent("Templates"),
                                         to: site.root.appendingPathComponent("Templates"))
        let clean = try site.run(["check"])
        #expect(clean.status == 0, "\(clean.stderr)")
        let home = site.root.appendingPathComponent("Templates/pages/home.mustache")
        let lines = try String(contentsOf: home, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).count
        try (String(contentsOf: home, encoding: .utf8) + "{{#broken}}\n").write(to: home, atomically: true, encoding: .utf8)
        let result = try site.run(["check"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("Templates/pages/home.mustache:\(lines + 1):1: error: a section {{#…}} or {{^…}} is never closed with {{/…}}"), "\(result.stderr)")
        #expect(!result.stdout.contains("ok"))
        let written = try FileManager.default.contentsOfDirectory(atPath: site.root.path).sorted()
        #expect(written == ["Templates", "content"], "check wrote \(written)")
    }

    @Test("Without Templates/ check says the pages were not rendered, and passes")
    func noTemplates() throws {
        let result = try TemporarySite.small().run(["check"])
        #expect(result.status == 0)
        #expect(result.stderr.contains("note: no Templates/ folder, so the pages were not rendered"), "\(result.stderr)")
    }
}
