import Foundation
import QuestlineCore
import Testing
@testable import QuestlinePlay

/// A measured habit from the phone (issue #33): the form asks how much, in the habit's unit, and
/// the entry that meets the target earns the points.
@Suite("Measured habits in play mode")
struct PlayMeasuredTests {
    static func site() throws -> URL {
        let root = try PlayVoidTests.site()
        let challenges = root.appendingPathComponent("content/challenges.yaml")
        let more = "- {id: run, title: Run, category: habits, points: 5, schedule: daily, measure: {target: 5, unit: km}}\n"
        try Data((try String(contentsOf: challenges, encoding: .utf8) + "\n" + more).utf8).write(to: challenges)
        return root
    }

    @Test("The run is offered with a number field in km, on the actions page and in the themed form")
    func offered() throws {
        let site = try Self.site()
        defer { try? FileManager.default.removeItem(at: site) }
        let (game, state) = try PlayVoidTests.load(site)
        let emma = try #require(game.person("emma"))
        let choices = PlayChoices(person: emma, state: state)
        #expect(choices.openChallenges.map(\.id).contains("run"))
        let page = PlayPage(person: emma, state: state, token: "t", notice: nil).html
        #expect(page.contains("id=\"play-challenge-run\"") && page.contains("name=\"value\"") && page.contains("required> km</label>"))
        let model = PlayFormModels(choices: choices, token: "t", strings: [:], back: "/").complete(try #require(game.challenge("run")))
        #expect((model["measure"] as? [String: String])?["unit"] == "km")
        let partials = PlayPartials(site: PlayWordsTests.repository, language: "en")
        let form = partials.render("play-complete", model)
        #expect(form.contains("name=\"value\"") && form.contains("inputmode=\"decimal\""), "\(form)")
    }

    @Test("3 km, then 2.5 km: the second meets 5 km and earns the points; no value, or not a number, is refused")
    func recorded() throws {
        let site = try Self.site()
        defer { try? FileManager.default.removeItem(at: site) }
        let (game, _) = try PlayVoidTests.load(site)
        let emma = try #require(game.person("emma"))
        func run(_ value: Double?) -> PlayRequest.Outcome {
            PlayRequest(person: emma, form: PlayForm(action: .complete, challenge: "run", value: value))
                .perform(site: site, game: game, at: PlayVoidTests.at)
        }
        #expect(run(nil) == .refused("say how much, as a number"))
        #expect(run(.infinity) == .refused("say how much, as a number"))
        #expect(run(-1) == .refused("say how much, as a number"))
        #expect(run(3) == .recorded("Run done: +0\u{A0}points"))
        #expect(run(2.5) == .recorded("Run done: +5\u{A0}points"))
        let log = try String(contentsOf: site.appendingPathComponent("content/events.jsonl"), encoding: .utf8)
        #expect(log.contains("\"value\":2.5") && log.contains("\"value\":3"))
        #expect(PlayForm(fields: ["action": "complete", "challenge": "run", "value": "5.2"])?.value == 5.2)
        #expect(PlayForm(fields: ["action": "complete", "challenge": "run", "value": "five"]) == nil)
    }
}
