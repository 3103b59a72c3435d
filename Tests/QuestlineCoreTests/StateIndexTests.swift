import Foundation
import Testing
@testable import QuestlineCore

/// How a state finds a player's completions by challenge (`StateIndex`, `ChallengeGroups`):
/// the answers must be those of scanning every completion.
@Suite("Completions by challenge")
struct StateIndexTests {
    @Test("Groups are found by number, their positions in order, whatever order they came in")
    func groups() {
        let groups = ChallengeGroups(challengeNumbers: [3, 1, 3, 0, 1, 3])
        #expect(groups.numbers == [0, 1, 3])
        #expect(Array(groups.positions(of: 3)) == [0, 2, 5])
        #expect(Array(groups.positions(of: 1)) == [1, 4])
        #expect(Array(groups.positions(of: 0)) == [3])
        #expect(groups.positions(of: 2).isEmpty)
        #expect(groups.positions(of: 4).isEmpty)
        #expect(groups.positions(of: -1).isEmpty)
        #expect(!groups.contains(2) && groups.contains(0))
    }

    @Test("Completions already in order, and none at all")
    func sortedAndEmpty() {
        let sorted = ChallengeGroups(challengeNumbers: [0, 2, 7])
        #expect(sorted.numbers == [0, 2, 7])
        #expect([0, 2, 7].map { Array(sorted.positions(of: $0)) } == [[0], [1], [2]])
        let empty = ChallengeGroups(challengeNumbers: [])
        #expect(empty.numbers.isEmpty && empty.positions(of: 0).isEmpty)
    }

    @Test("A state's lookups agree with a scan of the player's completions")
    func stateLookups() {
        let challenges = Fixture.challengesYAML + "\n- {id: run, title: Run, category: fitness, points: 5, schedule: {every: day}}"
        func complete(_ challenge: String, _ day: Int, _ player: String = "sam") -> String {
            #"{"type":"complete","at":"2026-06-1\#(day)T09:00:00+02:00","player":"\#(player)","challenge":"\#(challenge)"\#(challenge == "haiku" ? #","option":"a""# : "")}"#
        }
        let people = Fixture.peopleYAML + "\n- {id: ana, name: Ana, role: player}"
        let state = Fixture(["content/challenges.yaml": challenges, "content/people.yaml": people],
                            events: [complete("run", 2), complete("haiku", 2), complete("run", 3), complete("swim", 4), complete("run", 4, "ana")])
            .state(asOf: "2026-06-15T12:00:00+02:00")
        let sam = state.player("sam")!
        #expect(sam.completions.count == 4)
        for challenge in ["run", "haiku", "swim", "ghost"] {
            #expect(state.completions(of: challenge, by: "sam") == sam.completions.filter { $0.challenge == challenge }, "\(challenge)")
            #expect(state.hasCompleted(challenge, by: "sam") == sam.completions.contains { $0.challenge == challenge }, "\(challenge)")
        }
        #expect(Set(state.completedChallenges(by: "sam")) == ["run", "haiku", "swim"])
        #expect(state.completedChallenges(by: "sam").count == 3)
        #expect(Array(state.completedChallenges(by: "ana")) == ["run"])
        #expect(state.completedChallenges(by: "nobody").isEmpty)
        #expect(state.completions(of: "run", by: "nobody").isEmpty)
        // Players who completed each challenge at least once, as a scan counts them.
        var scanned: [String: Int] = [:]
        for player in state.players { for challenge in Set(player.completions.map(\.challenge)) { scanned[challenge, default: 0] += 1 } }
        #expect(state.playersDone() == scanned)
        #expect(scanned == ["run": 2, "haiku": 1, "swim": 1])
        // A view finds the same.
        let view = state.view(of: "sam")
        #expect(view.completions(of: "run", by: "sam") == state.completions(of: "run", by: "sam"))
        #expect(Set(view.completedChallenges(by: "sam")) == ["run", "haiku", "swim"])
    }

    @Test("A completion of an id the content does not name is numbered after the content's")
    func unknownChallenge() {
        let game = Fixture().check().game!
        let day = LocalDate(year: 2026, month: 6, day: 12)!
        func completion(_ challenge: String) -> Completion {
            Completion(challenge: challenge, player: "sam", at: Date(timeIntervalSince1970: 0), day: day, option: nil,
                       proof: .done, media: nil, text: nil, points: 1, line: 1, event: EventID(bits: 1))
        }
        var sam = PlayerState(id: "sam")
        sam.completions = [completion("ghost"), completion("swim"), completion("ghost"), completion("other")]
        let index = StateIndex(game: game, players: [sam], rewards: [], timeline: Timeline())
        #expect(index.otherChallenges == ["ghost", "other"])
        let ghost = index.challengeNumber("ghost", in: game)
        #expect(ghost == Int32(game.challenges.count))
        #expect(ghost.map { index.challengeID($0, in: game) } == "ghost")
        #expect(ghost.map { Array(index.completionsByChallenge["sam"]!.positions(of: $0)) } == [0, 2])
        #expect(index.challengeNumber("nothing", in: game) == nil)
    }

    @Test("Each player's reward statuses are found in order, whatever order they come in, for ids among the players or not")
    func rewardsByPlayer() {
        let game = Fixture().check().game!
        // "sam" twice: the first is the one the index knows.
        let players = ["sam", "ana", "sam", "bo"].map { PlayerState(id: $0) }
        let order = [("a", "sam"), ("a", "ana"), ("a", "sam"), ("a", "bo"), ("b", "ghost"), ("b", "bo"), ("c", "ana"),
                     ("c", "sam"), ("c", "ghost"), ("d", "bo"), ("d", "sam"), ("d", "ana")]
        let statuses = order.map { reward, player in
            RewardStatus(reward: reward, player: player, state: .locked, price: 1, pointsToGo: 1, unlockedAt: nil, redemptions: 0)
        }
        let index = StateIndex(game: game, players: players, rewards: statuses, timeline: Timeline())
        var scanned: [String: [Int]] = [:]
        for (position, status) in statuses.enumerated() { scanned[status.player, default: []].append(position) }
        #expect(index.rewardsByPlayer == scanned)
        #expect(index.rewardsByPlayer["sam"] == [0, 2, 7, 10])
    }
}
