import Foundation
import Testing

/// Each preset end to end: init, check and build with the binary, then the features that define
/// it, read from the pages and the widget snapshots.
@Suite("Presets, built", .serialized)
struct PresetBuildTests {
    static let instant = "2026-06-13T20:00"

    /// A preset with its whole history, built at the anchor instant; returns the folder. A game
    /// made the day after the anchor keeps it all (`init` leaves its own day to the players);
    /// the birthday preset, which `init` moves to its day, is the sample game itself.
    func built(_ preset: String) throws -> TemporarySite {
        let site = try TemporarySite([:])
        if preset == "birthday" {
            for folder in ["content", "Templates"] {
                try FileManager.default.createDirectory(at: site.root, withIntermediateDirectories: true)
                try FileManager.default.copyItem(at: CLI.repositoryRoot.appendingPathComponent(folder),
                                                 to: site.root.appendingPathComponent(folder))
            }
        } else {
            let made = try CLI.run(["init", site.root.path, "--preset", preset, "--as-of", "2026-06-14T12:00"])
            #expect(made.status == 0, "\(made.stderr)")
        }
        let check = try site.run(["check", "--as-of", Self.instant])
        #expect(check.status == 0, "\(check.stderr)")
        let build = try site.run(["build", "--as-of", Self.instant])
        #expect(build.status == 0, "\(build.stderr)")
        return site
    }

    func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    func json(_ site: TemporarySite, _ path: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(try site.read("output/" + path).utf8)) as? [String: Any])
    }

    @Test("birthday: nine rewards in three states, the final badge waiting, the party look")
    func birthday() throws {
        let site = try built("birthday")
        let rewards = try site.read("output/rewards/index.html")
        #expect(count("class=\"reward-card is-unlocked\"", in: rewards) == 4)
        #expect(count("class=\"reward-card is-affordable\"", in: rewards) == 3)
        #expect(count("class=\"reward-card is-locked\"", in: rewards) == 2)
        #expect(try site.read("output/timeline/index.html").contains("class=\"final-badge is-locked\""))
        #expect(try site.read("output/index.html").contains("data-theme=\"party\""))
        #expect(try site.read("output/index.html").contains("class=\"tile tile-challenges\""))
        let board = try site.read("output/challenges/index.html")
        #expect(count("???", in: board) >= 1, "an unrevealed dare shows as ???")
        #expect(!board.contains("Trade a shoe"), "and its text stays secret")
        #expect(try json(site, "widgets/sam-small.json")["state"] as? String == "95 points · 5 to Jo's birthday video")
    }

    @Test("daily-quests: quests by time of day, Daily Dollars, a shop, streaks, a heatmap of the game's own days, parchment")
    func dailyQuests() throws {
        let site = try built("daily-quests")
        let today = try site.read("output/today/index.html")
        #expect(today.contains("class=\"quest is-done\""))
        #expect(today.contains("class=\"quest is-available\"") || today.contains("class=\"quest is-upcoming\""))
        let home = try site.read("output/index.html")
        #expect(home.contains("Daily Dollars") && home.contains("data-theme=\"parchment\""))
        // The game began on 13 April: its 62 days, with the streak where quests recur.
        let calendar = try site.read("output/calendar/index.html")
        #expect(calendar.contains("aria-label=\"Since the game began\"") && !calendar.contains("The last year"))
        #expect(calendar.contains("Mon, Apr 13 – Sat, Jun 13") && calendar.contains("· streak "))
        #expect(count("class=\"reward-card", in: try site.read("output/rewards/index.html")) == 4)
        let robin = try json(site, "widgets/robin-medium.json")
        let player = try #require(robin["player"] as? [String: Any])
        let streak = try #require(player["streak"] as? [String: Any])
        #expect((streak["current"] as? Int ?? 0) >= 14)
        #expect(((robin["quests"] as? [[String: Any]]) ?? []).contains { $0["opensAt"] != nil })
    }

    @Test("hundred-days: three 10×10 grids, each with its own colour and progress")
    func hundredDays() throws {
        let site = try built("hundred-days")
        let calendar = try site.read("output/calendar/index.html")
        #expect(count("class=\"grid100\"", in: calendar) == 3)
        for color in ["#FF6B9D", "#3BB273", "#2D9CDB"] { #expect(calendar.contains(color), "accent \(color)") }
        for done in ["57 of 100 days done", "26 of 100 days done", "10 of 100 days done"] { #expect(calendar.contains(done)) }
        for day in ["Day 65 of 100", "Day 31 of 100", "Day 10 of 100"] { #expect(calendar.contains("<strong>\(day)</strong>")) }
        #expect(count("<span class=\"vh\">Day 100,", in: calendar) == 3, "every grid ends on day 100, a labelled cell")
        #expect(count("<span class=\"vh\">Day ", in: calendar) == 300, "a hundred cells a grid, each read out")
    }

    @Test("family-stars: every child's balance in kroner in the family snapshot; goals with milestones")
    func familyStars() throws {
        let site = try built("family-stars")
        let small = try json(site, "widgets/game-small.json")
        let players = try #require(small["players"] as? [[String: Any]])
        #expect(players.map { $0["name"] as? String } == ["Emma", "Noah", "Ida"])
        // Kroner as the snapshot's language writes them: "600 kr" in Norwegian (a whole amount, as
        // prices are written), "NOK 600" in English, never "kr" in an English sentence.
        let english = try site.read("content/game.yaml").contains("\nlanguage: en\n")
        #expect(players.allSatisfy { ($0["worth"] as? String)?.contains(english ? "NOK" : "kr") == true })
        #expect(players.first?["worth"] as? String == (english ? "NOK\u{00A0}600" : "600\u{00A0}kr"))
        let goals = try site.read("output/goals/index.html")
        #expect(goals.contains("En ny sykkel") && goals.contains("Legoslottet"))
        #expect(goals.contains("50%"))
        let home = try site.read("output/index.html")
        #expect(home.contains("class=\"home-goals\""), "a family home shows goals")
        #expect(!home.contains("Nothing scheduled today"), "and no empty quest list for a game without challenges")
        #expect(!home.contains("href=\"challenges/index.html\""), "nor a link to an empty challenge board")
        #expect(home.contains("class=\"tile tile-goals\""))
    }

    @Test("daily-challenge: the day's pick, the mission log with completion rates, the arcade look")
    func dailyChallenge() throws {
        let site = try built("daily-challenge")
        #expect(try site.read("output/today/index.html").contains("class=\"daily-pick"))
        let history = try site.read("output/history/index.html")
        #expect(history.contains("class=\"rate\""))
        #expect(history.contains("is-pick"))
        #expect(history.contains("25 of 43 quests done since the start"), "the overall completion rate")
        #expect(try site.read("output/index.html").contains("data-theme=\"arcade\""))
    }
}
