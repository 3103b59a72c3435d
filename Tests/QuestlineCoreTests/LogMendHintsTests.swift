import Testing
@testable import QuestlineCore

@Suite("How a check says to mend the log")
struct LogMendHintsTests {
    func hints(_ events: [String]) -> [String] {
        Fixture(events: events).check().diagnostics.filter { $0.location?.file == ContentFormat.eventLogFile }.compactMap(\.hint)
    }

    @Test("A mistyped id is guessed, and the event can be voided by its id")
    func typo() throws {
        let line = event("2026-06-13T10:00:00+02:00", "award", ["player": "samm", "amount": 2, "by": "jo"])
        let id = try #require(EventLogParser.parse(line + "\n", calendar: GameCalendar(timeZone: .gmt)).events.first?.id)
        #expect(hints([line]) == ["did you mean 'sam'? To take the event out of the game: questline void \(id) --reason \"…\""])
        let unlock = event("2026-06-13T10:00:00+02:00", "unlock", ["player": "sam", "reward": "leter"])
        #expect(hints([unlock]).first?.hasPrefix("did you mean 'letter'? To take the event out of the game: questline void ") == true)
        let challenge = event("2026-06-13T10:00:00+02:00", "complete", ["player": "sam", "challenge": "swimm"])
        #expect(hints([challenge]).first?.hasPrefix("did you mean 'swim'? To take the event out of the game: questline void ") == true)
        let giver = event("2026-06-13T10:00:00+02:00", "award", ["player": "sam", "amount": 2, "by": "joe"])
        #expect(hints([giver]).first?.hasPrefix("did you mean 'jo'? To take") == true)
    }

    @Test("A person named by a capitalised id or by their name is guessed as their id", arguments: [
        ("SAM", "did you mean 'sam'?"), ("Sammy", "did you mean 'sam'?"),
    ])
    func personByName(_ typed: String, _ guess: String) {
        let award = event("2026-06-13T10:00:00+02:00", "award", ["player": typed, "amount": 2])
        #expect(hints([award]).first?.hasPrefix(guess + " To take the event") == true, "\(hints([award]))")
        let giver = event("2026-06-13T10:00:00+02:00", "award", ["player": "sam", "amount": 2, "by": typed.uppercased() == "SAM" ? "JO" : "Jo"])
        #expect(hints([giver]).first?.hasPrefix("did you mean 'jo'?") == true, "\(hints([giver]))")
    }

    @Test("A person's name where their id belongs is named as such, and the id guessed")
    func displayName() {
        let people = Fixture.peopleYAML.replacingOccurrences(of: "name: Sam", with: "name: Sam Ødegård")
        let award = event("2026-06-13T10:00:00+02:00", "award", ["player": "SAM ØDEGARD", "amount": 2])
        let hint = Fixture(["content/people.yaml": people], events: [award]).check().diagnostics.compactMap(\.hint).first
        #expect(hint?.hasPrefix("'SAM ØDEGARD' is a name, and events name a person by id: did you mean 'sam'? To take the event") == true, "\(hint ?? "")")
    }

    @Test("Many events refused alike (a person's id changed in content/) are not to be voided: the id is to be changed back")
    func renamed() {
        let events = (1...3).map { event("2026-06-13T1\($0):00:00+02:00", "award", ["player": "sammy-k", "amount": 1, "by": "jo"]) }
        #expect(hints(events) == Array(repeating: "3 events are refused with these words: if an id in content/ was changed, change it back; if someone was taken out of people.yaml, put them back (the log keeps their history, so they stay listed), or take these events out of the game together: questline void ID ID … --reason \"…\" (questline log lists the ids)", count: 3))
    }

    @Test("A rule's own hint comes first, then how to void")
    func ruleHint() {
        let events = [event("2026-06-13T10:00:00+02:00", "spend", ["player": "sam", "amount": 5, "by": "jo"])]
        #expect(hints(events).first?.hasPrefix("balances never go below zero; to take the event out of the game: questline void ") == true)
    }
}
