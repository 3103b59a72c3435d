import Foundation
import QuestlineCore
import Testing
@testable import QuestlinePlay

@Suite("Play roles and actions")
struct PlayRolesTests {
    let game: Game = {
        let starts = LocalDate(year: 2026, month: 6, day: 1) ?? LocalDate(dayNumber: 0)
        return Game(settings: GameSettings(title: "Test", timeZone: .gmt, starts: starts), people: [
            Person(id: "sam", name: "Sam", role: .player),
            Person(id: "emma", name: "Emma", role: .child),
            Person(id: "jo", name: "Jo", role: .friend),
            Person(id: "ann", name: "Ann", role: .friend),
            Person(id: "mum", name: "Mum", role: .parent),
            Person(id: "org", name: "Org", role: .organiser),
        ], challenges: [
            Challenge(id: "cartwheel", title: "Cartwheel", category: "fun", points: 20, proofs: [.done], schedule: .once),
            Challenge(id: "jo-dare", title: "Jo's dare", category: "dare", points: 50, proofs: [.done], schedule: .once,
                      secret: SecretDare(by: "jo", reveal: .manual)),
        ], rewards: [Reward(id: "video", title: "Video", kind: .video)])
    }()

    private func refusal(_ who: String, _ form: PlayForm) -> String? {
        PlayRequest(person: game.person(who) ?? Person(id: who, name: who, role: .player), form: form).refusal(in: game)
    }

    @Test("Amounts in refusals are written as the pages write them: 1,500 points, 3 270 in Norwegian")
    func amountsWritten() {
        let refused = Diagnostic(.error, "cannot afford", refusal: .cannotAfford(reward: "video", price: 1500, balance: 320))
        #expect(PlayWords.english.refusal(refused, in: game) == "Video costs 1,500\u{A0}points, and the balance is 320\u{A0}points")
        var norwegian = game
        norwegian.settings.locale = Locale(identifier: "nb_NO")
        #expect(norwegian.writtenAmount(3270) == "3\u{A0}270\u{A0}points")
        #expect(game.writtenAmount(1) == "1\u{A0}point")
    }

    @Test("Each role may do only its own actions")
    func allowed() {
        #expect(PlayAction.allowed(for: .player) == [.complete, .unlock])
        #expect(PlayAction.allowed(for: .child) == [.complete, .unlock])
        #expect(PlayAction.allowed(for: .friend) == [.reveal])
        #expect(PlayAction.allowed(for: .parent) == [.award, .spend, .void])
        #expect(PlayAction.allowed(for: .organiser) == [.reveal, .award, .spend, .void])
        #expect(refusal("sam", PlayForm(action: .complete, challenge: "cartwheel")) == nil)
        #expect(refusal("jo", PlayForm(action: .complete, challenge: "cartwheel")) != nil)
        #expect(refusal("sam", PlayForm(action: .award, player: "sam", amount: 5)) != nil)
        #expect(refusal("mum", PlayForm(action: .award, player: "emma", amount: 5)) == nil)
        #expect(refusal("mum", PlayForm(action: .award, player: "jo", amount: 5)) != nil)
        #expect(refusal("mum", PlayForm(action: .spend, player: "emma", amount: 0)) != nil)
        #expect(refusal("sam", PlayForm(action: .unlock, reward: "nothing")) != nil)
    }

    @Test("A friend reveals only the dare she wrote; an organiser any")
    func reveal() {
        #expect(refusal("jo", PlayForm(action: .reveal, challenge: "jo-dare")) == nil)
        #expect(refusal("ann", PlayForm(action: .reveal, challenge: "jo-dare")) != nil)
        #expect(refusal("org", PlayForm(action: .reveal, challenge: "jo-dare")) == nil)
        #expect(refusal("jo", PlayForm(action: .reveal, challenge: "cartwheel")) != nil)
    }

    @Test("A player's events are always their own, whatever the form names")
    func actsAsSelf() {
        let at = Date(timeIntervalSince1970: 1_800_000_000)
        let event = PlayRequest(person: Person(id: "sam", name: "Sam", role: .player),
                                form: PlayForm(action: .complete, challenge: "cartwheel", text: "  ", player: "emma")).event(at: at)
        #expect(event.player == "sam" && event.proof == .done && event.text == nil)
        let photo = PlayRequest(person: Person(id: "sam", name: "Sam", role: .player),
                                form: PlayForm(action: .complete, challenge: "cartwheel")).event(at: at, photo: "media/proofs/a.jpg")
        #expect(photo.proof == .photo && photo.media == "media/proofs/a.jpg")
        let unlock = PlayRequest(person: Person(id: "sam", name: "Sam", role: .player),
                                 form: PlayForm(action: .unlock, reward: "video", player: "emma")).event(at: at)
        #expect(unlock.player == "sam" && unlock.kind == .unlock)
        let award = PlayRequest(person: Person(id: "mum", name: "Mum", role: .parent),
                                form: PlayForm(action: .award, player: "emma", amount: 2, reason: "Tidied")).event(at: at)
        #expect(award.player == "emma" && award.by == "mum" && award.amount == 2)
    }
}
