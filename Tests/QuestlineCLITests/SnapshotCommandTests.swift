import Foundation
import Testing

@Suite("questline snapshot", .serialized)
struct SnapshotCommandTests {
    @Test("Prints one compact snapshot of the sample game, the same bytes build writes")
    func sample() throws {
        let arguments = ["--site", CLI.repositoryRoot.path, "--as-of", "2026-06-13T20:00", "--base-url", "https://example.org/sam/"]
        let result = try CLI.run(["snapshot", "--player", "sam", "--size", "medium"] + arguments)
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["size"] as? String == "medium")
        #expect((object["player"] as? [String: Any])?["url"] as? String == "https://example.org/sam/people/sam/")
        #expect(!result.stdout.contains("\n  "), "compact")
        #expect(result.stdout.utf8.count <= 2048)

        let output = try TemporarySite([:])
        let build = try CLI.run(["build", "--output", output.root.path] + arguments)
        #expect(build.status == 0, "\(build.stderr)")
        #expect(try output.read("widgets/sam-medium.json") == result.stdout.trimmingCharacters(in: .newlines))
    }

    @Test("An unknown player or size is a usage error naming the choices")
    func usage() throws {
        let site = ["--site", CLI.repositoryRoot.path, "--as-of", "2026-06-13T20:00"]
        let player = try CLI.run(["snapshot", "--player", "bob"] + site)
        #expect(player.status == 64)
        #expect(player.stderr.contains("unknown player 'bob' (players are: sam)"))
        let size = try CLI.run(["snapshot", "--size", "huge"] + site)
        #expect(size.status == 64)
    }

    @Test("A snapshot is told in the site's language; a site without Templates/ gets English; a broken strings file is an error")
    func language() throws {
        let site = try TemporarySite.small(events: #"{"at":"2026-06-02T10:00:00+02:00","type":"complete","player":"sam","challenge":"swim"}"# + "\n")
        let arguments = ["snapshot", "--size", "large", "--as-of", "2026-06-02T12:00"]
        let english = try site.run(arguments)
        #expect(english.status == 0, "\(english.stderr)")
        #expect(english.stdout.contains(#""text":"Sam completed Swim""#), "\(english.stdout)")

        // The language comes from the locale; what nb.yaml lacks stays English.
        try site.write("content/game.yaml", "format: 1\ntitle: Small\ntimezone: Europe/Oslo\nlocale: nb_NO\nstarts: 2026-06-01\nprices: {text: 50}\nid: 6f1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d\n")
        try site.write("Templates/strings/nb.yaml", "widget_completed: \"{name} fullførte {challenge}\"\n")
        let norwegian = try site.run(arguments)
        #expect(norwegian.status == 0, "\(norwegian.stderr)")
        #expect(norwegian.stdout.contains(#""text":"Sam fullførte Swim""#), "\(norwegian.stdout)")
        #expect(norwegian.stdout.contains("A new day begins"))

        try site.write("Templates/strings/nb.yaml", "widget_completed: \"{name} fullførte {challenge}\"\nno colon here\n")
        let broken = try site.run(arguments)
        #expect(broken.status == 1)
        #expect(broken.stdout.isEmpty)
        #expect(broken.stderr.contains("Templates/strings/nb.yaml:2:1: error: expected `key: text`"), "\(broken.stderr)")
    }

    @Test("A game with errors prints them and no snapshot")
    func brokenGame() throws {
        let site = try TemporarySite.small()
        try site.write("content/challenges.yaml", "- {id: swim, title: Swim, category: c, points: lots}\n")
        let result = try site.run(["snapshot"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("points must be a whole number"))
    }
}
